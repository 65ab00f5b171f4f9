/**
 * What the learner's reading pages read: the categories (one small list), and modules, contents and
 * attachments by id — each its own cached call, fetched in parallel, so a page never downloads the
 * whole library (GetAll* of thousands of articles is for administrators).
 */
import { useQueries } from "@tanstack/react-query";
import { createQueryOptions, useQuery, useTransport } from "@connectrpc/connect-query";
import { CATEGORIES, JOURNEY } from "../start/first-data";
import { CompassService, type Attachment, type LearningContent, type LearningModule } from "../../gen/compass/v1/compass_pb";

const method = CompassService.method;
/** The library changes rarely; a minute's staleness keeps page-to-page moves instant. */
const STALE_MS = 60_000;

export function useCategories() {
  return useQuery(CATEGORIES.method, CATEGORIES.input, { staleTime: CATEGORIES.staleTime });
}

export function useModule(id: string) {
  return useQuery(method.getLearningModule, { learningModuleId: id }, { staleTime: STALE_MS, enabled: id !== "" });
}

export function useContent(id: string) {
  return useQuery(method.getLearningContent, { learningContentId: id }, { staleTime: STALE_MS, enabled: id !== "" });
}

/** Several items by id, in the order asked; `items` holds those that came back (removed ones are left out). */
interface Many<T> {
  items: T[];
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

function combine<T>(results: { data?: T | undefined; isPending: boolean; isError: boolean; refetch: () => Promise<unknown> }[]): Many<T> {
  return {
    items: results.flatMap((r) => (r.data === undefined ? [] : [r.data])),
    isPending: results.some((r) => r.isPending),
    // A removed item (NOT_FOUND) is not an error of the page: it is simply not listed.
    isError: results.length > 0 && results.every((r) => r.isError),
    refetch: () => Promise.all(results.filter((r) => r.isError).map((r) => r.refetch())),
  };
}

export function useModules(ids: readonly string[]): Many<LearningModule> {
  const transport = useTransport();
  return useQueries({
    queries: ids.map((id) => ({
      ...createQueryOptions(method.getLearningModule, { learningModuleId: id }, { transport }),
      staleTime: STALE_MS,
      retry: false,
      select: (r: { learningModule?: LearningModule }) => r.learningModule,
    })),
    combine,
  });
}

export function useContents(ids: readonly string[]): Many<LearningContent> {
  const transport = useTransport();
  return useQueries({
    queries: ids.map((id) => ({
      ...createQueryOptions(method.getLearningContent, { learningContentId: id }, { transport }),
      staleTime: STALE_MS,
      retry: false,
      select: (r: { learningContent?: LearningContent }) => r.learningContent,
    })),
    combine,
  });
}

export function useAttachments(ids: readonly string[]): Many<Attachment> {
  const transport = useTransport();
  return useQueries({
    queries: ids.map((id) => ({
      ...createQueryOptions(method.getAttachment, { attachmentId: id }, { transport }),
      staleTime: STALE_MS,
      retry: false,
      select: (r: { attachment?: Attachment }) => r.attachment,
    })),
    combine,
  });
}

/** The signed-in learner's journey (what is assigned and what is done). */
export function useJourney() {
  return useQuery(JOURNEY.method, JOURNEY.input, { staleTime: JOURNEY.staleTime });
}

/** The ids the learner has completed, for done marks. */
export function completedIds(journey: { completedLearningContents: { learningContentId: string }[]; completedLearningModules: { learningModuleId: string }[] } | undefined) {
  return {
    contents: new Set(journey?.completedLearningContents.map((c) => c.learningContentId) ?? []),
    modules: new Set(journey?.completedLearningModules.map((m) => m.learningModuleId) ?? []),
  };
}
