/**
 * Registrations and attendance of classes — the training events of SBA Form 888 (issue #40 §4;
 * ADR 0040). Each handler: validate → authorize → act → map.
 *
 * - RegisterForClass / UnregisterFromClass: the caller (a learner, the access table) for a class
 *   that has not begun (classes-policy.ts); registering twice changes nothing; a registration
 *   marked as attended cannot be withdrawn.
 * - AdminListClassRegistrations: the class's learners, registered or walk-in, with their
 *   attendance and the counts.
 * - AdminSetClassAttendance: marks or unmarks one learner (a walk-in needs no registration), from
 *   the class's day on; audited by the registry (admin-writes.ts: the class, the learner, the mark).
 */
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { ClassRegistrationSchema, type ClassRegistration } from "../../../gen/compass/v1/compass_pb.js";
import { parseIsoDate, parseIsoTime, zonedInstant } from "../../../shared/class-time.js";
import { signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import { parseUserId } from "../../core/ids.js";
import { nameSeenBy } from "../../core/names.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { requiredClassId } from "./classes-mapper.js";
import { ATTENDANCE_TOO_EARLY, ATTENDED_STAYS, LEARNER_NOT_FOUND, mayChangeRegistration, mayMarkAttendance, REGISTRATION_CLOSED } from "./classes-policy.js";
import { CLASS_NOT_FOUND } from "./classes-service.js";
import { createClassRegistrationsStore, type ClassWhen, type RegistrationRow } from "./class-registrations-store.js";

export const CLASS_REGISTRATIONS_METHODS = ["registerForClass", "unregisterFromClass", "adminListClassRegistrations", "adminSetClassAttendance"] as const;
export type ClassRegistrationsHandlers = DomainHandlers<(typeof CLASS_REGISTRATIONS_METHODS)[number]>;

/** When a class begins (a class without a start time: at midnight), in the organisation's zone. */
export function classStart(when: ClassWhen, timeZone: string): Date {
  const date = parseIsoDate(when.classDate);
  const time = (when.classTime ? parseIsoTime(when.classTime) : null) ?? { hours: 0, minutes: 0, seconds: 0 };
  if (!date) throw new Error(`class date "${when.classDate}" is not a date`);
  return zonedInstant(date, time, timeZone);
}

/** Today's date (YYYY-MM-DD) on the organisation's wall clock. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

function toRegistration(row: RegistrationRow, name: string): ClassRegistration {
  return create(ClassRegistrationSchema, {
    userId: row.userId,
    name,
    registered: row.registeredAt !== null,
    attended: row.attended,
    ...(row.registeredAt ? { registeredTime: timestampFromDate(row.registeredAt) } : {}),
    ...(row.attendanceMarkedAt ? { attendanceTime: timestampFromDate(row.attendanceMarkedAt) } : {}),
  });
}

export function classRegistrationsService(deps: Pick<ServiceDeps, "db" | "orgTimeZone">, clock: () => Date = () => new Date()): ClassRegistrationsHandlers {
  const store = createClassRegistrationsStore(deps.db);
  const zone = deps.orgTimeZone ?? "UTC";

  async function openClass(classId: string) {
    const when = await store.classWhen(classId);
    if (!when) throw rpcError.notFound(CLASS_NOT_FOUND);
    if (!mayChangeRegistration(classStart(when, zone), clock())) throw rpcError.failedPrecondition(REGISTRATION_CLOSED);
  }

  return {
    async registerForClass(req, ctx) {
      const actor = signedIn(ctx);
      const classId = requiredClassId(req.classId);
      await openClass(classId);
      await store.register(classId, actor.userId);
      return {};
    },

    async unregisterFromClass(req, ctx) {
      const actor = signedIn(ctx);
      const classId = requiredClassId(req.classId);
      const existing = await store.get(classId, actor.userId);
      if (existing?.attended) throw rpcError.failedPrecondition(ATTENDED_STAYS);
      await openClass(classId);
      if (!(await store.unregister(classId, actor.userId))) throw rpcError.failedPrecondition(ATTENDED_STAYS);
      return {};
    },

    async adminListClassRegistrations(req, ctx) {
      const actor = signedIn(ctx);
      const classId = requiredClassId(req.classId);
      if (!(await store.classWhen(classId))) throw rpcError.notFound(CLASS_NOT_FOUND);
      const rows = await store.list(classId);
      return {
        registrations: rows.map((r) => toRegistration(r, nameSeenBy(r.person, actor))),
        registeredCount: rows.filter((r) => r.registeredAt !== null).length,
        attendedCount: rows.filter((r) => r.attended).length,
      };
    },

    async adminSetClassAttendance(req, ctx) {
      const actor = signedIn(ctx);
      const classId = requiredClassId(req.classId);
      const userId = parseUserId(req.userId);
      const when = await store.classWhen(classId);
      if (!when) throw rpcError.notFound(CLASS_NOT_FOUND);
      const learner = await store.learner(userId);
      if (!learner) throw rpcError.notFound(LEARNER_NOT_FOUND);
      if (!mayMarkAttendance(when.classDate, todayIn(zone, clock()))) throw rpcError.failedPrecondition(ATTENDANCE_TOO_EARLY);
      const row = await store.setAttendance(classId, userId, req.attended, actor.userId);
      const name = nameSeenBy(learner, actor);
      const registration = row ? toRegistration(row, name) : create(ClassRegistrationSchema, { userId, name, registered: false, attended: false });
      return { registration };
    },
  };
}
