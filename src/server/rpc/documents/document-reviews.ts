/**
 * Which of a learner's documents await a coach's, lender's or administrator's review (issue #38):
 * a document awaits a viewer's review while its latest version was saved after the viewer last
 * opened it (document_reviews; CoachDownloadUser* records the opening) and by someone other than
 * the viewer. `awaiting` answers for a whole list of mentees in ONE query (a union over the three
 * documents' current rows, each joined to the viewer's reviews), never one per mentee.
 */
import { param, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { documentReviews } from "../../db/schema/index.js";
import { DOCUMENT_TABLES, type DocumentKind } from "./document-store.js";

export const DOCUMENT_KINDS = Object.keys(DOCUMENT_TABLES) as DocumentKind[];

/** Records that `viewerId` has just opened `ownerId`'s document of this kind. */
export async function markReviewed(db: Db, viewerId: string, ownerId: string, kind: DocumentKind): Promise<void> {
  await db
    .insert(documentReviews)
    .values({ viewerUserId: viewerId, ownerUserId: ownerId, kind })
    .onConflictDoUpdate({ target: [documentReviews.viewerUserId, documentReviews.ownerUserId, documentReviews.kind], set: { reviewedAt: sql`now()` } });
}

/** The kinds of each owner's documents awaiting this viewer's review, by owner id (an owner with none is absent). */
export async function awaitingReview(db: Db, viewerId: string, ownerIds: readonly string[]): Promise<Map<string, DocumentKind[]>> {
  const awaiting = new Map<string, DocumentKind[]>();
  if (ownerIds.length === 0) return awaiting;
  const parts = DOCUMENT_KINDS.map((kind) => {
    const { current } = DOCUMENT_TABLES[kind];
    return sql`select d.user_id as owner, ${kind}::text as kind from ${current} d
      left join ${documentReviews} r on r.viewer_user_id = ${viewerId} and r.owner_user_id = d.user_id and r.kind = ${kind}
      where d.user_id = any(${param([...ownerIds])}::text[]) and d.updated_by_user_id is distinct from ${viewerId}
        and (r.reviewed_at is null or r.reviewed_at < d.updated_at)`;
  });
  const result = await db.execute<{ owner: string; kind: DocumentKind }>(sql.join(parts, sql` union all `));
  for (const row of result.rows) awaiting.set(row.owner, [...(awaiting.get(row.owner) ?? []), row.kind]);
  return awaiting;
}
