/**
 * One versioned document being edited, whatever the document (the cash flow, the business plan, the
 * survey; the server keeps them all with one `documentOperations`: numbered versions, a draft
 * between submits, submit, download). It holds:
 * - the latest submitted version's number and working copy (what Discard goes back to);
 * - the working copy being typed, changed only through `update` (so `current()` is never stale and
 *   the callbacks a page hands its fields need not change identity);
 * - the draft (ADR 0015): on opening, the newest draft made from the latest version is restored
 *   (drafts of older versions, and one equal to the version, are deleted) and `restored` says from
 *   where, until Discard or a submit; then every change is saved on this device and in the account
 *   (use-draft-saver.ts), and `status`/`savedAt` say how that went;
 * - submit: the page's own checks first (problems go back to the page, nothing sent), then the send,
 *   a refusal the page can place on its fields (InvalidArgument) handed back as problems, any other
 *   failure as `actionError`; on success the new version, the draft deleted (unless the user typed
 *   on while it was sent), the news announced.
 * A document's page keeps only what is its own: its fields, its views, where its problems show.
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { useTransport } from "@connectrpc/connect-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { chooseDraft, localDraftKey, serverDraftKey, type DraftMeta, type DraftSource } from "../../drafts/draft-choice";
import { removeLocalDraft } from "../../drafts/draft-storage";
import { deleteServerDraft } from "../../drafts/server-drafts";
import { useDraftSaver, type SaveStatus } from "./use-draft-saver";

/** What opening a document reads (in one query): its latest version and the drafts kept of it. */
export interface DocumentOpening<Doc> {
  /** The latest submitted version (version 0 and empty before the first submit). */
  latest: Doc;
  /** The draft kept in the user's account, if any. */
  serverDraft: string | null;
  /** The draft kept on this device, if any. */
  localDraft: string | null;
}

/** How a document's working copy is written as a draft's text, and read back. */
export interface DraftCodec<F> {
  write(value: F, meta: DraftMeta): string;
  /** The draft in `text`, or null when it is not one (missing, damaged, another format). */
  read(text: string): (DraftMeta & { value: F }) | null;
}

export interface VersionedDocumentOptions<Doc extends { versionNumber: number }, F, P> {
  /** The document's name in draft keys (`cashflow` → `cashflow.draft`). */
  document: string;
  userId: string;
  opening: DocumentOpening<Doc>;
  /** The working copy of a submitted version. */
  toForm(latest: Doc): F;
  drafts: DraftCodec<F>;
  /** Whether two working copies hold the same document (a draft equal to the version is not offered). */
  same?(a: F, b: F): boolean;
  /** The checks the server makes, run before sending: the problems found (none: send). */
  check?(form: F): readonly P[];
  /** Sends the working copy as a new version. */
  send(form: F): Promise<unknown>;
  /** A refusal placed on the fields (the server's InvalidArgument), or null when it names none. */
  fieldProblems?(error: ConnectError, form: F): readonly P[] | null;
  /** The words for a refusal no field shows. */
  failureText(error: ConnectError): string;
  /** The number of the version just submitted (only that field is read). */
  readVersion(): Promise<number>;
  /** Says news to screen readers (the page's polite live region). */
  announce(text: string): void;
  /** What is announced once the drafts are discarded, and once a version is submitted (if anything). */
  texts: { discarded: string; submitted?: (version: number) => string };
  /** Runs after a submit (refreshing the reads that show the version, opening another view…). */
  onSubmitted?(version: number): void | Promise<void>;
}

export type SubmitOutcome<P> =
  | { kind: "submitted"; version: number }
  | { kind: "problems"; problems: readonly P[]; from: "check" | "server" }
  | { kind: "failed"; error: ConnectError };

export interface VersionedDocument<F, P> {
  form: F;
  /** The working copy now (for callbacks: never a render behind). */
  current(): F;
  /** Changes the working copy; the change is saved as a draft. Answers the new copy. */
  update(change: (form: F) => F): F;
  /** Whether the working copy holds changes not yet written as a draft. */
  dirty: boolean;
  /** The latest submitted version (0: none). */
  version: number;
  /** The version submitted this visit, until the next submit starts (for a "Version 3 submitted" note). */
  submittedVersion: number | null;
  /** The draft opened with the document, until it is discarded or submitted. */
  restored: { source: DraftSource; savedAt: number } | null;
  /** Goes back to the latest submitted version and deletes the drafts. */
  discard(): Promise<void>;
  status: SaveStatus;
  /** When the latest draft was written this visit. */
  savedAt: number | null;
  submit(): Promise<SubmitOutcome<P>>;
  submitting: boolean;
  /** A failure no field shows (cleared when a submit starts). */
  actionError: string | null;
  setActionError(text: string | null): void;
}

interface Opened<F> {
  form: F;
  latestForm: F;
  restored: VersionedDocument<F, unknown>["restored"];
  /** A draft found only on this device goes to the account too. */
  dirty: boolean;
  /** Drafts to delete: of older versions, unreadable, or the same as the version. */
  drop: DraftSource[];
}

/** What opens: the newest draft made from the latest version (unless it equals it), else the version. */
export function openDocument<Doc extends { versionNumber: number }, F>(opening: DocumentOpening<Doc>, toForm: (latest: Doc) => F, drafts: DraftCodec<F>, same?: (a: F, b: F) => boolean): Opened<F> {
  const { latest, localDraft, serverDraft } = opening;
  const latestForm = toForm(latest);
  const choice = chooseDraft(latest.versionNumber, [
    { source: "device", text: localDraft },
    { source: "account", text: serverDraft },
  ], (text) => drafts.read(text));
  const drop = [...choice.discard];
  let chosen = choice.chosen;
  if (chosen && same?.(chosen.draft.value, latestForm)) {
    drop.push(chosen.source);
    chosen = null;
  }
  return {
    form: chosen?.draft.value ?? latestForm,
    latestForm,
    restored: chosen ? { source: chosen.source, savedAt: chosen.draft.savedAt } : null,
    dirty: chosen?.source === "device" && serverDraft !== localDraft,
    drop,
  };
}

export function useVersionedDocument<Doc extends { versionNumber: number }, F, P>(options: VersionedDocumentOptions<Doc, F, P>): VersionedDocument<F, P> {
  const { document, userId, opening } = options;
  const transport = useTransport();
  // The page's callbacks are read when used: a page may pass new ones on every render.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const [opened] = useState(() => openDocument(opening, options.toForm, options.drafts, options.same));
  const [form, setForm] = useState<F>(opened.form);
  const formRef = useRef(form);
  const [latestForm, setLatestForm] = useState(opened.latestForm);
  const [dirty, setDirty] = useState(opened.dirty);
  const [version, setVersion] = useState(opening.latest.versionNumber);
  const [restored, setRestored] = useState(opened.restored);
  const [submittedVersion, setSubmittedVersion] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const localKey = localDraftKey(document, userId);
  const serverKey = serverDraftKey(document);
  const write = useCallback((value: F, meta: DraftMeta) => latest.current.drafts.write(value, meta), []);
  const saver = useDraftSaver({ localKey, serverKey, baseVersion: version, value: form, dirty, serialize: write });

  useEffect(() => {
    for (const source of opened.drop) {
      if (source === "device") removeLocalDraft(localKey);
      else void deleteServerDraft(transport, serverKey).catch(() => undefined);
    }
  }, [opened, localKey, serverKey, transport]);

  const current = useCallback(() => formRef.current, []);
  const update = useCallback((change: (f: F) => F): F => {
    const next = change(formRef.current);
    if (next !== formRef.current) {
      formRef.current = next;
      setForm(next);
      setDirty(true);
    }
    return next;
  }, []);

  const discard = async () => {
    formRef.current = latestForm;
    setForm(latestForm);
    setDirty(false);
    setRestored(null);
    await saver.clear();
    latest.current.announce(latest.current.texts.discarded);
  };

  const submit = async (): Promise<SubmitOutcome<P>> => {
    const o = latest.current;
    setActionError(null);
    setSubmittedVersion(null);
    const sent = formRef.current;
    const found = o.check?.(sent) ?? [];
    if (found.length > 0) return { kind: "problems", problems: found, from: "check" };
    setSubmitting(true);
    try {
      await o.send(sent);
    } catch (thrown) {
      const error = ConnectError.from(thrown);
      const problems = error.code === Code.InvalidArgument ? (o.fieldProblems?.(error, sent) ?? null) : null;
      if (problems && problems.length > 0) return { kind: "problems", problems, from: "server" };
      setActionError(o.failureText(error));
      return { kind: "failed", error };
    } finally {
      setSubmitting(false);
    }
    const next = await o.readVersion().catch(() => version + 1);
    setVersion(next);
    setSubmittedVersion(next);
    setLatestForm(sent);
    setRestored(null);
    const submitted = o.texts.submitted?.(next);
    if (submitted) o.announce(submitted);
    // Typed on while it was sent: what was typed since stays a draft of the new version.
    if (formRef.current === sent) {
      await saver.clear();
      setDirty(false);
    }
    await o.onSubmitted?.(next);
    return { kind: "submitted", version: next };
  };

  return { form, current, update, dirty, version, submittedVersion, restored, discard, status: saver.status, savedAt: saver.savedAt, submit, submitting, actionError, setActionError };
}
