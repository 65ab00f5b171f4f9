/**
 * The cash-flow area's reads and writes (issue #11).
 *
 * Opening the tool reads its latest submitted version (GetMyCashflow, which also marks the tool as
 * seen) and its drafts (the shared editor's useDocumentOpening: once per visit, forgotten when the
 * page closes). `invalidateCashflow` refreshes this area's reads and the home page's state of the
 * tool (GetMyState), after opening and after a submit.
 */
import { callUnaryMethod, createConnectQueryKey, useMutation } from "@connectrpc/connect-query";
import type { Transport } from "@connectrpc/connect";
import type { QueryClient } from "@tanstack/react-query";
import { useDocumentOpening } from "../../components/document-editor/document-opening";
import { CompassService, type Cashflow } from "../../../gen/compass/v1/compass_pb";
import { CASHFLOW_DOCUMENT } from "./cashflow-drafts";

const method = CompassService.method;
const CASHFLOW_OPENING_KEY = ["compass", "cashflow", "opening"] as const;

/** The version number of the latest submitted cash flow (only that field is read). */
export async function readLatestVersion(transport: Transport): Promise<number> {
  const { cashflow } = await callUnaryMethod(transport, method.getMyCashflow, { fields: { paths: ["version_number"] } });
  return cashflow?.versionNumber ?? 0;
}

export function useCashflowOpening(userId: string | undefined) {
  return useDocumentOpening<Cashflow>({ queryKey: CASHFLOW_OPENING_KEY, document: CASHFLOW_DOCUMENT, read: async (transport, signal) => (await callUnaryMethod(transport, method.getMyCashflow, {}, { signal })).cashflow }, userId);
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
