/**
 * What every versioned document — the cash flow, the business plan, the business survey, the loan
 * request (issue #39) — does,
 * written once (issue #11, #12; ADR 0015): each domain describes its document (a DocumentSpec: the
 * store kind, the message, its checks, its state flags, how it renders) and its handlers are one
 * line each over these operations.
 *
 * - submitMine: check → count it against the account's limit for this kind (documentSubmit in
 *   identity/rate-limits.ts, shared by every instance: RESOURCE_EXHAUSTED saying when to retry,
 *   nothing stored) → a new version (numbered by the database) with the seen and completed flags.
 *   Old versions are thinned by housekeeping (db/version-retention.ts).
 * - getMine: the read mask checked first, then the latest version (an empty one, version 0, before
 *   the first submit); the owner's read sets the seen flag.
 * - adminGet / adminSubmit: any user's (administrators; the access table); an unknown user is
 *   NOT_FOUND; an administrator's submit is stored as saved by them and audited (ids and version).
 * - downloadMine: the rendered latest version inline (FAILED_PRECONDITION before the first submit),
 *   made in the heavy-work pool (ADR 0034) for the caller: RESOURCE_EXHAUSTED, saying when to try
 *   again, while another of the caller's documents is being made or the pool's queue is full.
 * - coachDownload: a single-use link (src/server/downloads/) minted only for a caller who may read
 *   the user's documents (document-policy.ts); anyone else is answered PERMISSION_DENIED, the same
 *   whether or not the user exists; each link minted is audited and counts as the caller opening
 *   the document (document-reviews.ts: it no longer awaits their review until a newer version).
 */
import { create, type DescMessage, type MessageShape } from "@bufbuild/protobuf";
import type { FieldMask } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import type { Db } from "../../db/database.js";
import { mintDownloadLink, type DownloadGrant, type DownloadKind } from "../../downloads/download-links.js";
import type { DownloadDocument, DownloadRenderer } from "../../downloads/download-routes.js";
import type { HeavyWork } from "../../heavy/heavy-work.js";
import type { HeavyTask } from "../../heavy/heavy-tasks.js";
import { auditAction } from "../audit-action.js";
import { denied, signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import { applyReadMask } from "../field-masks.js";
import type { ServiceDeps } from "../service-deps.js";
import { parseUserId } from "../../core/ids.js";
import { documentJson, storedMessage } from "./document-mapper.js";
import { canReadUserDocuments, NOT_YOUR_CLIENT } from "./document-policy.js";
import { markReviewed } from "./document-reviews.js";
import { createDocumentStore, type DocumentKind, type DocumentOwner, type StateFlags } from "./document-store.js";
import type { MailLanguage } from "../../identity/mail-words.js";
import { languageOf } from "../../identity/user-language.js";

export interface DocumentSpec<Desc extends DescMessage> {
  kind: DocumentKind;
  /** The document's name in audit actions (`admin_<name>_submitted`, `<name>_download_link`). */
  auditName: string;
  schema: Desc;
  /** The submitted message checked (INVALID_ARGUMENT naming the path) and tidied for storage. */
  parse: (message: MessageShape<Desc> | undefined) => MessageShape<Desc>;
  seen: keyof StateFlags;
  completed: keyof StateFlags;
  /**
   * The document a user downloads, made from a stored version in the reader's language (ADR 0026): the pool's task (ADR 0034), its type and file name.
   * Absent for a document with no download of its own (the loan request: the lender packet renders it with the rest; ADR 0039) — its download operations answer UNIMPLEMENTED.
   */
  render?: (message: MessageShape<Desc>, owner: DocumentOwner, now: Date, language: MailLanguage) => { task: HeavyTask; contentType: string; fileName: string };
  /** The download operations' words (with `render`). */
  words?: {
    /** DownloadMy* before the first submit. */
    noneYet: string;
    /** CoachDownloadUser* for a client who has not submitted one. */
    clientNoneYet: string;
  };
}

export type DocumentDeps = Pick<ServiceDeps, "db" | "audit" | "publicUrl" | "limits" | "heavy">;

const USER_NOT_FOUND = "User not found";
/** A download's refusal before the first submit, for a spec without words of its own. */
const NONE_YET = "There is nothing to download yet.";

/** The document kinds a download link may name (the loan request has none of its own: the lender packet is its download). */
const isDownloadKind = (kind: DocumentKind): kind is Extract<DocumentKind, DownloadKind> => kind !== "loanRequest";

/**
 * The latest version of a user's document, made in the pool for `readerId` (in their language; one
 * of theirs at a time: ADR 0034); null when the user or the document does not exist.
 */
export async function renderLatest<Desc extends DescMessage>(db: Db, heavy: HeavyWork, spec: DocumentSpec<Desc>, userId: string, readerId: string, now = new Date()): Promise<DownloadDocument | null> {
  const store = createDocumentStore(db, spec.kind);
  const [owner, latest, language] = await Promise.all([store.owner(userId), store.latest(userId), languageOf(db, readerId)]);
  if (!owner || !latest || !spec.render) return null;
  const { task, contentType, fileName } = spec.render(storedMessage(spec.schema, latest), owner, now, language);
  return { content: await heavy.run(readerId, task), contentType, fileName };
}

/** The download route's renderer of a kind: the link's minter must still be allowed when it is used; the document is made in the pool for the minter. */
export function documentDownloadRenderer<Desc extends DescMessage>(db: Db, heavy: HeavyWork, spec: DocumentSpec<Desc>): DownloadRenderer {
  const store = createDocumentStore(db, spec.kind);
  return async (grant: DownloadGrant) => {
    const [owner, minter] = await Promise.all([store.owner(grant.subjectUserId), store.actor(grant.mintedByUserId)]);
    if (!owner || !minter || !canReadUserDocuments(minter, owner)) return null;
    return renderLatest(db, heavy, spec, grant.subjectUserId, grant.mintedByUserId);
  };
}

export function documentOperations<Desc extends DescMessage>(deps: DocumentDeps, spec: DocumentSpec<Desc>) {
  const store = createDocumentStore(deps.db, spec.kind);
  const audit = auditAction(deps.audit);
  const submitted: StateFlags = { [spec.seen]: true, [spec.completed]: true };
  const read = (message: MessageShape<Desc>, fields: FieldMask | undefined) => applyReadMask(spec.schema, message, fields);
  const checkMask = (fields: FieldMask | undefined) => void read(create(spec.schema), fields);

  async function mustExist(userId: string): Promise<void> {
    if (!(await store.owner(userId))) throw rpcError.notFound(USER_NOT_FOUND);
  }

  return {
    async submitMine(ctx: HandlerContext, message: MessageShape<Desc> | undefined): Promise<number> {
      const actor = signedIn(ctx);
      const checked = spec.parse(message);
      await deps.limits.consume("documentSubmit", `${spec.kind}:${actor.userId}`, "document-versions");
      return store.submit(actor.userId, documentJson(spec.schema, checked), actor.userId, submitted);
    },

    async getMine(ctx: HandlerContext, fields: FieldMask | undefined): Promise<MessageShape<Desc>> {
      const actor = signedIn(ctx);
      checkMask(fields);
      const [latest] = await Promise.all([store.latest(actor.userId), store.markState(actor.userId, { [spec.seen]: true })]);
      return read(storedMessage(spec.schema, latest), fields);
    },

    async adminGet(rawUserId: string, fields: FieldMask | undefined): Promise<MessageShape<Desc>> {
      const userId = parseUserId(rawUserId);
      checkMask(fields);
      await mustExist(userId);
      return read(storedMessage(spec.schema, await store.latest(userId)), fields);
    },

    async adminSubmit(ctx: HandlerContext, rawUserId: string, message: MessageShape<Desc> | undefined): Promise<void> {
      const actor = signedIn(ctx);
      const userId = parseUserId(rawUserId);
      const checked = spec.parse(message);
      await mustExist(userId);
      const versionNumber = await store.submit(userId, documentJson(spec.schema, checked), actor.userId, submitted);
      await audit(ctx, `admin_${spec.auditName}_submitted`, { type: "user", id: userId }, { versionNumber });
    },

    async downloadMine(ctx: HandlerContext) {
      const actor = signedIn(ctx);
      if (!deps.heavy || !spec.render) throw rpcError.unimplemented(ctx.method.name);
      const document = await renderLatest(deps.db, deps.heavy, spec, actor.userId, actor.userId);
      if (!document) throw rpcError.failedPrecondition(spec.words?.noneYet ?? NONE_YET);
      return { result: { content: document.content, contentType: document.contentType, fileName: document.fileName, urlToDownload: "" } };
    },

    async coachDownload(ctx: HandlerContext, rawUserId: string): Promise<{ urlToDownload: string }> {
      const actor = signedIn(ctx);
      const kind = spec.kind;
      if (!spec.render || !isDownloadKind(kind)) throw rpcError.unimplemented(ctx.method.name);
      const userId = parseUserId(rawUserId);
      const owner = await store.owner(userId);
      if (!owner || !canReadUserDocuments(actor, owner)) {
        denied(ctx, { targetType: "user", targetId: userId, reason: owner ? "not-client" : "no-user", answer: "permission-denied", message: NOT_YOUR_CLIENT });
      }
      if (!(await store.latest(userId))) throw rpcError.failedPrecondition(spec.words?.clientNoneYet ?? NONE_YET);
      const urlToDownload = await mintDownloadLink(deps.db, { kind, subjectUserId: userId, mintedByUserId: actor.userId }, deps.publicUrl);
      await Promise.all([audit(ctx, `${spec.auditName}_download_link`, { type: "user", id: userId }), markReviewed(deps.db, actor.userId, userId, spec.kind)]);
      return { urlToDownload };
    },
  };
}
