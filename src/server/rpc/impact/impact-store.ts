/**
 * Impact milestones' SQL (issue #40; schema/impact.ts). A client's list is read whole (at most
 * MILESTONES_PER_CLIENT_MAX rows), newest first, with the names of who recorded, verified and is
 * credited, and the prior versions in one more query. Every change of an existing milestone —
 * correction, verification, confirmation — runs in one transaction: the row is locked, its
 * version and state checked (`guard`), the row as it was written to milestone_history, then the
 * row updated with the version one higher. A refusal inside rolls everything back.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.js";
import { bankAccounts, milestoneHistory, milestones, referralCodes, users, type MilestoneChangeName } from "../../db/schema/index.js";
import type { NameParts } from "../../core/names.js";
import type { MilestoneSubject, StateRefusal } from "./impact-policy.js";
import { keyset, pageOf, type Cursor } from "../paging.js";

export type MilestoneRow = typeof milestones.$inferSelect;
/** The kind's columns (every one, the other kinds' null) and the date: what a correction replaces. */
export type MilestoneFactsColumns = Pick<
  MilestoneRow,
  | "kind"
  | "occurredOn"
  | "fullTimeJobs"
  | "partTimeJobs"
  | "revenueYear"
  | "amount"
  | "capitalType"
  | "capitalSource"
  | "lenderName"
  | "throughProgram"
  | "legalForm"
  | "certificationName"
  | "certificationIssuer"
>;

export type Person = NameParts & { id: string };

/** A prior version as milestone_history keeps it: the row's columns, dates as ISO strings. */
export type MilestoneSnapshot = Omit<MilestoneRow, "verifiedAt" | "confirmedAt" | "createdAt" | "updatedAt"> & {
  verifiedAt: string | null;
  confirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export interface StoredVersion {
  version: number;
  snapshot: MilestoneSnapshot;
  change: MilestoneChangeName;
  changedBy?: Person;
  changedAt: Date;
  recordedBy?: Person;
}

export interface StoredMilestone {
  row: MilestoneRow;
  recordedBy?: Person;
  verifiedBy?: Person;
  creditedCoach?: Person;
  creditedPartnerName: string;
  history: StoredVersion[];
}

export interface MilestoneClient extends MilestoneSubject {
  /** The coach and bank a new milestone is credited to. */
  creditedCoachUserId: string | null;
  creditedPartnerUserId: string | null;
  creditedReferralCode: string | null;
}

/** What a change writes besides the version, `updatedAt` and the history row. */
export type MilestoneUpdate = Partial<Omit<MilestoneRow, "id" | "userId" | "version" | "createdAt" | "updatedAt">>;

/** A refusal a guard raises inside the transaction (rolled back); the service maps it to an error. */
export class MilestoneRefused extends Error {
  constructor(
    readonly reason: "not-found" | "stale" | "state",
    /** With "state": why. */
    readonly refusal?: StateRefusal,
  ) {
    super(`milestone change refused: ${refusal ?? reason}`);
  }
}

const personOf = (p: { id: string | null; firstName: string | null; lastName: string | null; displayName: string | null; email: string | null } | null): Person | undefined =>
  p?.id ? { id: p.id, firstName: p.firstName, lastName: p.lastName, displayName: p.displayName, email: p.email } : undefined;


function snapshotOf(row: MilestoneRow): MilestoneSnapshot {
  return {
    ...row,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createImpactStore(db: Db) {
  return {
    /** The user a milestone is for, with the coach and referral partner it would be credited to now; null when there is none. */
    async client(userId: string): Promise<MilestoneClient | null> {
      const [row] = await db
        .select({ id: users.id, type: users.type, assignedCoachId: users.assignedCoachId, referralCode: users.referralCode })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) return null;
      let partner: { ownerUserId: string; code: string } | undefined;
      if (row.referralCode) {
        [partner] = await db
          .select({ ownerUserId: referralCodes.ownerUserId, code: referralCodes.code })
          .from(referralCodes)
          .where(and(eq(referralCodes.kind, "bank"), sql`upper(${referralCodes.code}) = upper(${row.referralCode})`))
          .limit(1);
      }
      return {
        id: row.id,
        isLearner: row.type === "STANDARD",
        assignedCoachId: row.assignedCoachId,
        creditedCoachUserId: row.assignedCoachId,
        creditedPartnerUserId: partner?.ownerUserId ?? null,
        creditedReferralCode: partner?.code ?? null,
      };
    },

    async countFor(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(milestones).where(eq(milestones.userId, userId));
      return Number(row?.n ?? 0);
    },

    async insert(values: typeof milestones.$inferInsert): Promise<string> {
      const [row] = await db.insert(milestones).values(values).returning({ id: milestones.id });
      return row!.id;
    },

    /**
     * Changes one of `userId`'s milestones: locks it, lets `guard` refuse (MilestoneRefused), keeps
     * the row as it was in the history, writes `update` with the version one higher.
     */
    async change(
      userId: string,
      milestoneId: string,
      expectedVersion: number,
      change: MilestoneChangeName,
      byUserId: string,
      guard: (row: MilestoneRow) => void,
      update: MilestoneUpdate,
    ): Promise<{ before: MilestoneRow }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(milestones)
          .where(and(eq(milestones.id, milestoneId), eq(milestones.userId, userId)))
          .for("update")
          .limit(1);
        if (!row) throw new MilestoneRefused("not-found");
        guard(row);
        if (row.version !== expectedVersion) throw new MilestoneRefused("stale");
        await tx.insert(milestoneHistory).values({ milestoneId, version: row.version, snapshot: snapshotOf(row), change, changedByUserId: byUserId });
        await tx
          .update(milestones)
          .set({ ...update, version: row.version + 1, updatedAt: sql`now()` })
          .where(eq(milestones.id, milestoneId));
        return { before: row };
      });
    },

    /**
     * One page of the milestones behind a summary figure (`where`: the figure's selection over
     * `milestones`), newest first by the day they happened, with the names of who recorded and
     * verified them, their credit and the client; without history.
     */
    async listWhere(where: SQL, page: { after: Cursor | null; size: number }): Promise<{ items: (StoredMilestone & { client: Person | undefined })[]; next: Cursor | null }> {
      const recorder = alias(users, "recorder");
      const verifier = alias(users, "verifier");
      const coach = alias(users, "credited_coach");
      const client = alias(users, "client");
      const q = keyset({ sort: milestones.occurredOn, id: milestones.id, direction: "desc", after: page.after, size: page.size, where });
      const rows = await db
        .select({
          row: milestones,
          sortKey: q.sortKey,
          recorder: { id: recorder.id, firstName: recorder.firstName, lastName: recorder.lastName, displayName: recorder.displayName, email: recorder.email },
          verifier: { id: verifier.id, firstName: verifier.firstName, lastName: verifier.lastName, displayName: verifier.displayName, email: verifier.email },
          coach: { id: coach.id, firstName: coach.firstName, lastName: coach.lastName, displayName: coach.displayName, email: coach.email },
          client: { id: client.id, firstName: client.firstName, lastName: client.lastName, displayName: client.displayName, email: client.email },
          partnerName: bankAccounts.bankName,
        })
        .from(milestones)
        .leftJoin(recorder, eq(recorder.id, milestones.recordedByUserId))
        .leftJoin(verifier, eq(verifier.id, milestones.verifiedByUserId))
        .leftJoin(coach, eq(coach.id, milestones.creditedCoachUserId))
        .leftJoin(client, eq(client.id, milestones.userId))
        .leftJoin(bankAccounts, eq(bankAccounts.userId, milestones.creditedPartnerUserId))
        .where(q.where)
        .orderBy(...q.orderBy)
        .limit(q.limit);
      const { items, next } = pageOf(rows, page.size, (r) => ({ key: r.sortKey, id: r.row.id }));
      return {
        next,
        items: items.map((r) => {
          const recordedBy = personOf(r.recorder);
          const verifiedBy = personOf(r.verifier);
          const creditedCoach = personOf(r.coach);
          return {
            row: r.row,
            ...(recordedBy ? { recordedBy } : {}),
            ...(verifiedBy ? { verifiedBy } : {}),
            ...(creditedCoach ? { creditedCoach } : {}),
            creditedPartnerName: r.partnerName ?? "",
            history: [],
            client: personOf(r.client),
          };
        }),
      };
    },

    /** A client's milestones (or only `ids`), newest first (by date, then by when recorded), with names and history. */
    async list(userId: string, ids?: readonly string[]): Promise<StoredMilestone[]> {
      const recorder = alias(users, "recorder");
      const verifier = alias(users, "verifier");
      const coach = alias(users, "credited_coach");
      const where = ids ? and(eq(milestones.userId, userId), inArray(milestones.id, [...ids])) : eq(milestones.userId, userId);
      const rows = await db
        .select({
          row: milestones,
          recorder: { id: recorder.id, firstName: recorder.firstName, lastName: recorder.lastName, displayName: recorder.displayName, email: recorder.email },
          verifier: { id: verifier.id, firstName: verifier.firstName, lastName: verifier.lastName, displayName: verifier.displayName, email: verifier.email },
          coach: { id: coach.id, firstName: coach.firstName, lastName: coach.lastName, displayName: coach.displayName, email: coach.email },
          partnerName: bankAccounts.bankName,
        })
        .from(milestones)
        .leftJoin(recorder, eq(recorder.id, milestones.recordedByUserId))
        .leftJoin(verifier, eq(verifier.id, milestones.verifiedByUserId))
        .leftJoin(coach, eq(coach.id, milestones.creditedCoachUserId))
        .leftJoin(bankAccounts, eq(bankAccounts.userId, milestones.creditedPartnerUserId))
        .where(where)
        .orderBy(desc(milestones.occurredOn), desc(milestones.createdAt), desc(milestones.id));
      if (rows.length === 0) return [];
      const changer = alias(users, "changer");
      const versions = await db
        .select({ h: milestoneHistory, changer: { id: changer.id, firstName: changer.firstName, lastName: changer.lastName, displayName: changer.displayName, email: changer.email } })
        .from(milestoneHistory)
        .innerJoin(milestones, eq(milestones.id, milestoneHistory.milestoneId))
        .leftJoin(changer, eq(changer.id, milestoneHistory.changedByUserId))
        .where(ids ? and(eq(milestones.userId, userId), inArray(milestones.id, [...ids])) : eq(milestones.userId, userId))
        .orderBy(asc(milestoneHistory.milestoneId), desc(milestoneHistory.version));
      // The recorders of former versions, named too.
      const recorderIds = [...new Set(versions.map((v) => (v.h.snapshot as MilestoneSnapshot).recordedByUserId).filter((x): x is string => !!x))];
      const recorders = recorderIds.length ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, displayName: users.displayName, email: users.email }).from(users).where(inArray(users.id, recorderIds)) : [];
      const recorderById = new Map(recorders.map((r) => [r.id, personOf(r)!]));
      const history = new Map<string, StoredVersion[]>();
      for (const v of versions) {
        const snapshot = v.h.snapshot as MilestoneSnapshot;
        const list = history.get(v.h.milestoneId) ?? [];
        const changedBy = personOf(v.changer);
        const recordedBy = snapshot.recordedByUserId ? recorderById.get(snapshot.recordedByUserId) : undefined;
        list.push({
          version: v.h.version,
          snapshot,
          change: v.h.change,
          changedAt: v.h.changedAt,
          ...(changedBy ? { changedBy } : {}),
          ...(recordedBy ? { recordedBy } : {}),
        });
        history.set(v.h.milestoneId, list);
      }
      return rows.map((r) => {
        const recordedBy = personOf(r.recorder);
        const verifiedBy = personOf(r.verifier);
        const creditedCoach = personOf(r.coach);
        return {
          row: r.row,
          ...(recordedBy ? { recordedBy } : {}),
          ...(verifiedBy ? { verifiedBy } : {}),
          ...(creditedCoach ? { creditedCoach } : {}),
          creditedPartnerName: r.partnerName ?? "",
          history: history.get(r.row.id) ?? [],
        };
      });
    },
  };
}

export type ImpactStore = ReturnType<typeof createImpactStore>;
