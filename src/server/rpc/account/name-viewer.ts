/**
 * The caller as the display-name rule needs them (src/shared/display-name.ts `nameSeenBy`): a
 * learner's assigned coach decides whose e-mail they may be shown; staff need nothing more.
 */
import { eq } from "drizzle-orm";
import type { Actor } from "../../core/context.js";
import type { NameViewer } from "../../core/names.js";
import type { Db } from "../../db/database.js";
import { users } from "../../db/schema/index.js";

export async function nameViewerOf(db: Db, actor: Pick<Actor, "userId" | "role">): Promise<NameViewer> {
  if (actor.role !== "standard") return { userId: actor.userId, role: actor.role };
  const [row] = await db.select({ coach: users.assignedCoachId }).from(users).where(eq(users.id, actor.userId)).limit(1);
  return { userId: actor.userId, role: actor.role, assignedCoachId: row?.coach ?? null };
}
