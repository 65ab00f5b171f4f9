/**
 * Opening a versioned document reads, in one query, its latest submitted version (the owner's Get,
 * which also marks the tool as seen), the draft in the user's key/value entry `<document>.draft`
 * and the device's copy. The query is read once per visit (never refetched behind the user's back:
 * the editor owns what is being typed) and forgotten when the editor closes.
 */
import { Code, ConnectError, type Transport } from "@connectrpc/connect";
import { useTransport } from "@connectrpc/connect-query";
import { useQuery } from "@tanstack/react-query";
import { localDraftKey, serverDraftKey } from "../../drafts/draft-choice";
import { readLocalDraft } from "../../drafts/draft-storage";
import { readServerDraft } from "../../drafts/server-drafts";
import type { DocumentOpening } from "./use-versioned-document";

export interface OpeningSpec<Doc> {
  /** The query's key (the user's id is added). */
  queryKey: readonly unknown[];
  /** The document's name in draft keys. */
  document: string;
  /** Reads the latest version (undefined: the server answered without one). */
  read(transport: Transport, signal: AbortSignal): Promise<Doc | undefined>;
}

const isNotFound = (error: unknown) => ConnectError.from(error).code === Code.NotFound;

export function useDocumentOpening<Doc>(spec: OpeningSpec<Doc>, userId: string | undefined) {
  const transport = useTransport();
  return useQuery<DocumentOpening<Doc>>({
    queryKey: [...spec.queryKey, userId ?? ""],
    enabled: userId !== undefined,
    queryFn: async ({ signal }) => {
      const [latest, serverDraft] = await Promise.all([spec.read(transport, signal), readServerDraft(transport, serverDraftKey(spec.document), signal)]);
      if (!latest) throw new ConnectError(`the ${spec.document} was missing from the answer`, Code.Internal);
      return { latest, serverDraft, localDraft: readLocalDraft(localDraftKey(spec.document, userId!)) };
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (count, error) => count < 1 && !isNotFound(error),
  });
}
