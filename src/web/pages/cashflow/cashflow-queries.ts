/**
 * The cash-flow area's reads and writes (issue #11).
 *
 * Opening the tool reads, in one query, the latest submitted version (GetMyCashflow, which also
 * marks the tool as seen), the draft kept in the user's key/value entry (GetValueForKey
 * `cashflow.draft`; NOT_FOUND = none) and the device's copy. The query is read once per visit
 * (never refetched behind the learner's back: the page owns what is being typed) and forgotten
 * when the page closes. `invalidateCashflow` refreshes this area's reads and the home page's
 * state of the tool (GetMyState), after opening and after a submit.
 */
import { callUnaryMethod, createConnectQueryKey, useMutation, useTransport } from "@connectrpc/connect-query";
import { Code, ConnectError, type Transport } from "@connectrpc/connect";
import { useQuery as useTanstackQuery, type QueryClient } from "@tanstack/react-query";
import { CompassService, type Cashflow } from "../../../gen/compass/v1/compass_pb";
import * as drafts from "../../drafts/server-drafts";
import { SERVER_DRAFT_KEY } from "./cashflow-drafts";
import { readLocalDraft } from "./draft-storage";

const method = CompassService.method;
export const CASHFLOW_OPENING_KEY = ["compass", "cashflow", "opening"] as const;

export interface CashflowOpening {
  /** The latest submitted version (version 0 and empty before the first submit). */
  latest: Cashflow;
  /** The draft kept in the user's account, if any. */
  serverDraft: string | null;
  /** The draft kept on this device, if any. */
  localDraft: string | null;
}

const isNotFound = (error: unknown) => ConnectError.from(error).code === Code.NotFound;

/** The draft in the user's key/value entry, or null when there is none. */
export const readServerDraft = (transport: Transport, signal?: AbortSignal): Promise<string | null> => drafts.readServerDraft(transport, SERVER_DRAFT_KEY, signal);

export const writeServerDraft = (transport: Transport, value: string): Promise<void> => drafts.writeServerDraft(transport, SERVER_DRAFT_KEY, value);

export const deleteServerDraft = (transport: Transport): Promise<void> => drafts.deleteServerDraft(transport, SERVER_DRAFT_KEY);

/** The version number of the latest submitted cash flow (only that field is read). */
export async function readLatestVersion(transport: Transport): Promise<number> {
  const { cashflow } = await callUnaryMethod(transport, method.getMyCashflow, { fields: { paths: ["version_number"] } });
  return cashflow?.versionNumber ?? 0;
}

export function useCashflowOpening(userId: string | undefined) {
  const transport = useTransport();
  return useTanstackQuery<CashflowOpening>({
    queryKey: [...CASHFLOW_OPENING_KEY, userId ?? ""],
    enabled: userId !== undefined,
    queryFn: async ({ signal }) => {
      const [{ cashflow }, serverDraft] = await Promise.all([
        callUnaryMethod(transport, method.getMyCashflow, {}, { signal }),
        readServerDraft(transport, signal),
      ]);
      if (!cashflow) throw new ConnectError("GetMyCashflow answered without a cash flow", Code.Internal);
      return { latest: cashflow, serverDraft, localDraft: readLocalDraft(userId!) };
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (count, error) => count < 1 && !isNotFound(error),
  });
}

export const useSubmitCashflow = () => useMutation(method.submitMyCashflow);
export const useDownloadCashflow = () => useMutation(method.downloadMyCashflow);

/** Marks the cash flow's reads and the home page's state of the tools stale (refetching those on screen). */
export async function invalidateCashflow(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.getMyCashflow, cardinality: undefined }) }),
    queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.getMyState, cardinality: undefined }) }),
  ]);
}
