/**
 * The classes' rules (issue #10 §4). Who may call what is the access table's (access.ts): any
 * signed-in user reads classes (ListClasses, GetClass), administrators write them (AdminCreateClass,
 * AdminUpdateClass, AdminDeleteClass). No class is private, so there is no per-object rule; what is
 * left is which paths an AdminUpdateClass update mask may name.
 */
import { pathRule, type PathRule } from "../field-masks.js";

/** AdminUpdateClass: every field of the request but the id and the mask. */
export const CLASS_UPDATE_PATHS = ["title", "description", "class_date", "url", "class_time", "duration_minutes", "address", "topic", "training_hours", "co_sponsor"] as const;
export type ClassUpdatePath = (typeof CLASS_UPDATE_PATHS)[number];
export const classUpdatePath: PathRule = pathRule(CLASS_UPDATE_PATHS, ["class_id"]);

/**
 * Registration and attendance (issue #40 §4; ADR 0040). A learner registers for, or withdraws
 * from, a class until it begins (its date and start time in the organisation's zone); a
 * registration the administrator has marked as attended stays. An administrator marks attendance
 * from the class's day on (in the organisation's zone), for any learner — registered or a walk-in.
 */
export const mayChangeRegistration = (classStart: Date, now: Date): boolean => now.getTime() < classStart.getTime();
/** `classDate` and `today` as YYYY-MM-DD. */
export const mayMarkAttendance = (classDate: string, today: string): boolean => classDate <= today;

export const REGISTRATION_CLOSED = "This class has already begun: registrations can no longer change.";
export const ATTENDED_STAYS = "You attended this class: your attendance stays on record.";
export const ATTENDANCE_TOO_EARLY = "Attendance can be marked from the day of the class.";
export const LEARNER_NOT_FOUND = "Learner not found.";
