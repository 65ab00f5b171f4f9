/**
 * Single-use download links (docs/decisions/0015-download-links.md), for every document a user
 * fetches about somebody else (a mentee's cash flow, plan, survey and lender packet; the reports):
 *
 * - `mintDownloadLink` is called by an RPC after it has decided the caller may read the document;
 *   it stores the SHA-256 of 32 random bytes with the document's kind and subject, the caller, and
 *   an expiry at most 5 minutes away, and returns `/downloads/<token>` (absolute on PUBLIC_URL).
 *   The link carries no access token: it is the capability, for one document, once.
 * - `redeemDownloadLink` marks a link used and returns what it names, in one UPDATE … RETURNING,
 *   so two requests racing for one link get it once between them; an unknown, used or expired
 *   link is null (the route answers them alike).
 * - `restoreDownloadLink` makes a redeemed link usable again when its document was refused for the
 *   moment (the heavy-work pool busy: ADR 0034), so the one who holds it can try again.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { downloadLinks } from "../db/schema/index.js";

/** How long a link works. */
export const DOWNLOAD_LINK_TTL_MS = 5 * 60_000;
/** The path links are served under. */
export const DOWNLOAD_PATH = "/downloads/";

/** The documents a link may name (each has a renderer in src/server/rpc/download-kinds.ts). */
export type DownloadKind = "cashflow" | "businessPlan" | "businessSurvey" | "lenderPacket" | "taReport" | "pinpointReport" | "reportJob" | "funderExport";

export interface DownloadGrant {
  kind: DownloadKind;
  /** Whose document; for a report, the minter. */
  subjectUserId: string;
  mintedByUserId: string;
  /** A report's filter and format (ADR 0020). */
  params?: Record<string, unknown>;
}

/** A link's token: 32 random bytes, base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string): Buffer => createHash("sha256").update(token, "utf8").digest();

/** Whether a path segment looks like a token at all (anything else is refused before the database). */
export const isDownloadToken = (token: string): boolean => TOKEN.test(token);

/** Stores a new link for the grant and returns its URL (relative when there is no PUBLIC_URL). */
export async function mintDownloadLink(db: Db, grant: DownloadGrant, publicUrl?: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(downloadLinks).values({
    tokenHash: hashOf(token),
    kind: grant.kind,
    subjectUserId: grant.subjectUserId,
    mintedByUserId: grant.mintedByUserId,
    params: grant.params ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + DOWNLOAD_LINK_TTL_MS),
  });
  const path = `${DOWNLOAD_PATH}${token}`;
  return publicUrl ? new URL(path, publicUrl).toString() : path;
}

/** Unuses a link this request redeemed (its document could not be made now), while it has not expired. */
export async function restoreDownloadLink(db: Db, token: string): Promise<void> {
  if (!isDownloadToken(token)) return;
  await db
    .update(downloadLinks)
    .set({ usedAt: null })
    .where(and(eq(downloadLinks.tokenHash, hashOf(token)), gt(downloadLinks.expiresAt, sql`now()`)));
}

/** Uses the link: what it names, or null when it is unknown, already used or expired. */
export async function redeemDownloadLink(db: Db, token: string): Promise<DownloadGrant | null> {
  if (!isDownloadToken(token)) return null;
  const [row] = await db
    .update(downloadLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(downloadLinks.tokenHash, hashOf(token)), isNull(downloadLinks.usedAt), gt(downloadLinks.expiresAt, sql`now()`)))
    .returning({ kind: downloadLinks.kind, subjectUserId: downloadLinks.subjectUserId, mintedByUserId: downloadLinks.mintedByUserId, params: downloadLinks.params });
  if (!row) return null;
  return { kind: row.kind as DownloadKind, subjectUserId: row.subjectUserId, mintedByUserId: row.mintedByUserId, ...(row.params ? { params: row.params } : {}) };
}
