/**
 * Class registrations and attendance (`class_registrations`; schema/counseling.ts). A row is a
 * registration (registered_at set), an attendance the administrator marked (attended), or both; a
 * row that is neither is deleted, never kept (the table's check refuses it).
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { classes, classRegistrations, users } from "../../db/schema/index.js";
import type { NameParts } from "../../core/names.js";
import type { MyRegistration } from "./classes-mapper.js";

export interface ClassWhen {
  classDate: string;
  classTime: string | null;
}

export type RegistrationRow = typeof classRegistrations.$inferSelect;

export interface RegistrationWithName extends RegistrationRow {
  person: NameParts & { id: string };
}

export function createClassRegistrationsStore(db: Db) {
  return {
    async classWhen(classId: string): Promise<ClassWhen | null> {
      const [row] = await db.select({ classDate: classes.classDate, classTime: classes.classTime }).from(classes).where(eq(classes.id, classId)).limit(1);
      return row ?? null;
    },

    /** The learner (a standard user) with their name; null for anyone else or no one. */
    async learner(userId: string): Promise<(NameParts & { id: string }) | null> {
      const [row] = await db
        .select({ id: users.id, type: users.type, firstName: users.firstName, lastName: users.lastName, displayName: users.displayName, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (row?.type !== "STANDARD") return null;
      const { type: _, ...person } = row;
      return person;
    },

    async get(classId: string, userId: string): Promise<RegistrationRow | null> {
      const [row] = await db.select().from(classRegistrations).where(and(eq(classRegistrations.classId, classId), eq(classRegistrations.userId, userId))).limit(1);
      return row ?? null;
    },

    /** Registers (again: nothing changes). */
    async register(classId: string, userId: string): Promise<void> {
      await db
        .insert(classRegistrations)
        .values({ classId, userId, registeredAt: sql`now()` })
        .onConflictDoUpdate({ target: [classRegistrations.classId, classRegistrations.userId], set: { registeredAt: sql`coalesce(${classRegistrations.registeredAt}, now())` } });
    },

    /** Withdraws a registration that has no attendance; false when the learner is marked as attending. */
    async unregister(classId: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ attended: classRegistrations.attended })
          .from(classRegistrations)
          .where(and(eq(classRegistrations.classId, classId), eq(classRegistrations.userId, userId)))
          .for("update")
          .limit(1);
        if (row?.attended) return false;
        if (row) await tx.delete(classRegistrations).where(and(eq(classRegistrations.classId, classId), eq(classRegistrations.userId, userId)));
        return true;
      });
    },

    /** Marks attendance (a walk-in gets a row); unmarking a walk-in removes their row. The row as now stored, or null when none is left. */
    async setAttendance(classId: string, userId: string, attended: boolean, byUserId: string): Promise<RegistrationRow | null> {
      return db.transaction(async (tx) => {
        const mark = { attended, attendanceMarkedAt: sql`now()`, attendanceMarkedByUserId: byUserId };
        if (attended) {
          await tx
            .insert(classRegistrations)
            .values({ classId, userId, ...mark })
            .onConflictDoUpdate({ target: [classRegistrations.classId, classRegistrations.userId], set: mark });
        } else {
          await tx.delete(classRegistrations).where(and(eq(classRegistrations.classId, classId), eq(classRegistrations.userId, userId), isNull(classRegistrations.registeredAt)));
          await tx.update(classRegistrations).set(mark).where(and(eq(classRegistrations.classId, classId), eq(classRegistrations.userId, userId)));
        }
        const [row] = await tx.select().from(classRegistrations).where(and(eq(classRegistrations.classId, classId), eq(classRegistrations.userId, userId))).limit(1);
        return row ?? null;
      });
    },

    /** A class's registrations with the learners' names, by name. */
    async list(classId: string): Promise<RegistrationWithName[]> {
      const rows = await db
        .select({ r: classRegistrations, id: users.id, firstName: users.firstName, lastName: users.lastName, displayName: users.displayName, email: users.email })
        .from(classRegistrations)
        .innerJoin(users, eq(users.id, classRegistrations.userId))
        .where(eq(classRegistrations.classId, classId))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
      return rows.map(({ r, ...person }) => ({ ...r, person }));
    },

    /** The caller's registrations for these classes. */
    async mine(userId: string, classIds: readonly string[]): Promise<Map<string, MyRegistration>> {
      if (classIds.length === 0) return new Map();
      const rows = await db
        .select({ classId: classRegistrations.classId, registeredAt: classRegistrations.registeredAt, attended: classRegistrations.attended })
        .from(classRegistrations)
        .where(and(eq(classRegistrations.userId, userId), inArray(classRegistrations.classId, [...classIds])));
      return new Map(rows.map((r) => [r.classId, { registered: r.registeredAt !== null, attended: r.attended }]));
    },
  };
}

export type ClassRegistrationsStore = ReturnType<typeof createClassRegistrationsStore>;
