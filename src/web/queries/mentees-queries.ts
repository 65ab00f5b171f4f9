/**
 * The mentee pages' reads and writes, in one module. Every mentee that comes back is put in the
 * bounded browser cache (mentee-cache.ts), from which manage-mentee shows a mentee at once while
 * the fresh copy loads. After an assignment, `invalidateMentees` refreshes only this area's reads.
 */
import { create, type DescMethodUnary } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import { callUnaryMethod, createConnectQueryKey, useMutation, useQuery, useTransport } from "@connectrpc/connect-query";
import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { CoachGetMenteeByIdResponseSchema, CompassService } from "../../gen/compass/v1/compass_pb";
import { menteeCache, rememberMentees } from "./mentee-cache";

const method = CompassService.method;

const notFound = (error: unknown) => ConnectError.from(error).code === Code.NotFound;
export const isNotFoundError = (error: unknown): boolean => error !== null && error !== undefined && notFound(error);

/**
 * Every mentee of the caller (an administrator: every learner) in one call. The list searches
 * name, e-mail and business in the browser, which needs every row: CoachListMyMentees pages have
 * no search filter, and a coach's caseload is dozens, not thousands.
 */
export function useMyMentees() {
  const query = useQuery(method.coachGetMyMentees, {}, { staleTime: 30_000 });
  useEffect(() => {
    if (query.data) rememberMentees(query.data.mentees);
  }, [query.data]);
  return query;
}

/** One mentee, shown from the cache at once when the list fetched them; never retried when not theirs. */
export function useMentee(id: string) {
  const cached = id ? menteeCache.get(id) : undefined;
  const query = useQuery(
    method.coachGetMenteeById,
    { menteeUserId: id },
    {
      enabled: id !== "",
      staleTime: 0,
      retry: (count, error) => count < 1 && !notFound(error),
      placeholderData: cached ? create(CoachGetMenteeByIdResponseSchema, { mentee: cached }) : undefined,
    },
  );
  useEffect(() => {
    if (query.data?.mentee && !query.isPlaceholderData) rememberMentees([query.data.mentee]);
  }, [query.data, query.isPlaceholderData]);
  return query;
}

export function useMenteeTaHistory(id: string) {
  return useQuery(method.coachTATrackingByClientId, { clientUserId: id }, { enabled: id !== "", staleTime: 30_000 });
}

/** The library to assign from (the picker searches it in the browser). */
export function useLibraryModules() {
  return useQuery(method.getAllLearningModules, {}, { staleTime: 60_000 });
}
export function useLibraryContents() {
  return useQuery(method.getAllLearningContents, {}, { staleTime: 60_000 });
}

export const useAssignMaterial = () => useMutation(method.coachAssignLearningMaterialToUser);
export const useUnassignMaterial = () => useMutation(method.coachUnassignLearningMaterialToUser);

export type DocumentKind = "cashflow" | "businessPlan" | "businessSurvey" | "lenderPacket";

export type DownloadOutcome = { status: "ok"; url: string } | { status: "not-submitted" } | { status: "error" };

/** Mints a single-use link for one of the client's documents (call it on a click, then open the link at once). */
export function useDocumentLink() {
  const transport = useTransport();
  return async (kind: DocumentKind, userId: string): Promise<DownloadOutcome> => {
    try {
      const { urlToDownload } =
        kind === "cashflow"
          ? await callUnaryMethod(transport, method.coachDownloadUserCashflow, { userId })
          : kind === "businessPlan"
            ? await callUnaryMethod(transport, method.coachDownloadUserBusinessPlan, { userId })
            : kind === "businessSurvey"
              ? await callUnaryMethod(transport, method.coachDownloadUserBusinessSurvey, { userId })
              : await callUnaryMethod(transport, method.coachDownloadUserLenderPacket, { userId });
      return urlToDownload ? { status: "ok", url: urlToDownload } : { status: "error" };
    } catch (error) {
      return ConnectError.from(error).code === Code.FailedPrecondition ? { status: "not-submitted" } : { status: "error" };
    }
  };
}

const MENTEE_READS: readonly DescMethodUnary[] = [method.coachGetMyMentees, method.coachGetMenteeById, method.coachListMyMentees];

/** Marks this area's mentee reads stale and refetches those on screen. */
export async function invalidateMentees(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    MENTEE_READS.map((schema) =>
      queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema, cardinality: undefined }) }),
    ),
  );
}
