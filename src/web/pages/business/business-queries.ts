/**
 * The my-business area's reads and writes (issue #12).
 *
 * - Opening the plan or the survey reads its latest version and drafts (the shared editor's
 *   useDocumentOpening: once per visit, forgotten when the editor closes).
 * - The overview reads each tool's version only once the tool has been opened (GetMyState's seen
 *   flags: reading a document marks it seen, so the overview must not read an unopened one), with
 *   only `version_number`, and the drafts' dates.
 * - `invalidateBusiness` refreshes this area's reads and GetMyState, after opening and submitting.
 */
import type { Transport } from "@connectrpc/connect";
import { callUnaryMethod, createConnectQueryKey, useMutation, useQuery, useTransport } from "@connectrpc/connect-query";
import { useQuery as useTanstackQuery, type QueryClient } from "@tanstack/react-query";
import { CompassService, type BusinessPlan, type BusinessSurvey, type UserState } from "../../../gen/compass/v1/compass_pb";
import { useDocumentOpening } from "../../components/document-editor/document-opening";
import { localDraftKey, serverDraftKey } from "../../drafts/draft-choice";
import { readLocalDraft } from "../../drafts/draft-storage";
import { readServerDraft } from "../../drafts/server-drafts";
import { latestDraftAt } from "./overview-model";

const method = CompassService.method;

/** The documents' names in draft keys (`business-plan.draft`, `compass.business-plan.draft.<user>`). */
export const PLAN_DOCUMENT = "business-plan";
export const SURVEY_DOCUMENT = "business-survey";
export const CASHFLOW_DOCUMENT = "cashflow";

const BUSINESS_KEY = ["compass", "business"] as const;

export function usePlanOpening(userId: string | undefined) {
  return useDocumentOpening<BusinessPlan>({ queryKey: [...BUSINESS_KEY, "plan-opening"], document: PLAN_DOCUMENT, read: async (transport, signal) => (await callUnaryMethod(transport, method.getMyBusinessPlan, {}, { signal })).plan }, userId);
}

export function useSurveyOpening(userId: string | undefined) {
  return useDocumentOpening<BusinessSurvey>({ queryKey: [...BUSINESS_KEY, "survey-opening"], document: SURVEY_DOCUMENT, read: async (transport, signal) => (await callUnaryMethod(transport, method.getMyBusinessSurvey, {}, { signal })).survey }, userId);
}

/** The latest submitted survey, for the results (read only once one was submitted). */
export function useLatestSurvey(enabled: boolean) {
  return useQuery(method.getMyBusinessSurvey, {}, { enabled, staleTime: 60_000 });
}

export const VERSION_ONLY = { fields: { paths: ["version_number"] } };

export async function readPlanVersion(transport: Transport): Promise<number> {
  const { plan } = await callUnaryMethod(transport, method.getMyBusinessPlan, VERSION_ONLY);
  return plan?.versionNumber ?? 0;
}

export async function readSurveyVersion(transport: Transport): Promise<number> {
  const { survey } = await callUnaryMethod(transport, method.getMyBusinessSurvey, VERSION_ONLY);
  return survey?.versionNumber ?? 0;
}

export interface ToolFacts {
  /** The latest submitted version (0: none). */
  version: number;
  /** When the newest draft worth opening was saved, if any. */
  draftAt: number | null;
}

export interface OverviewFacts {
  survey: ToolFacts;
  plan: ToolFacts;
  cashflow: ToolFacts;
}

/** Each tool's version (only for tools already opened) and its drafts' date. */
export function useOverviewFacts(userId: string | undefined, state: UserState | undefined) {
  const transport = useTransport();
  const seen = {
    survey: state?.hasSeenBusinessSurvey ?? false,
    plan: state?.hasSeenBusinessPlan ?? false,
    cashflow: state?.hasSeenCashflow ?? false,
  };
  return useTanstackQuery<OverviewFacts>({
    queryKey: [...BUSINESS_KEY, "overview", userId ?? "", seen.survey, seen.plan, seen.cashflow],
    enabled: userId !== undefined && state !== undefined,
    queryFn: async ({ signal }) => {
      const version = async (document: keyof typeof seen): Promise<number> => {
        if (!seen[document]) return 0;
        switch (document) {
          case "survey":
            return (await callUnaryMethod(transport, method.getMyBusinessSurvey, VERSION_ONLY, { signal })).survey?.versionNumber ?? 0;
          case "plan":
            return (await callUnaryMethod(transport, method.getMyBusinessPlan, VERSION_ONLY, { signal })).plan?.versionNumber ?? 0;
          case "cashflow":
            return (await callUnaryMethod(transport, method.getMyCashflow, VERSION_ONLY, { signal })).cashflow?.versionNumber ?? 0;
        }
      };
      const facts = async (tool: keyof typeof seen, document: string): Promise<ToolFacts> => {
        const [v, serverDraft] = await Promise.all([version(tool), readServerDraft(transport, serverDraftKey(document), signal)]);
        return { version: v, draftAt: latestDraftAt(v, [serverDraft, readLocalDraft(localDraftKey(document, userId!))]) };
      };
      const [survey, plan, cashflow] = await Promise.all([facts("survey", SURVEY_DOCUMENT), facts("plan", PLAN_DOCUMENT), facts("cashflow", CASHFLOW_DOCUMENT)]);
      return { survey, plan, cashflow };
    },
    staleTime: 0,
    retry: 1,
  });
}

export const useSubmitPlan = () => useMutation(method.submitMyBusinessPlan);
export const useSubmitSurvey = () => useMutation(method.submitMyBusinessSurvey);
export const useDownloadPlan = () => useMutation(method.downloadMyBusinessPlan);
export const useDownloadSurvey = () => useMutation(method.downloadMyBusinessSurvey);
export const useDownloadCashflow = () => useMutation(method.downloadMyCashflow);

/** Marks this area's reads and the tools' state flags (GetMyState) stale, refetching those on screen. */
export async function invalidateBusiness(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...BUSINESS_KEY, "overview"] }),
    queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.getMyBusinessSurvey, cardinality: undefined }) }),
    queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.getMyState, cardinality: undefined }) }),
  ]);
}
