/**
 * The classes' rules (issue #10 §4). Who may call what is the access table's (access.ts): any
 * signed-in user reads classes (ListClasses, GetClass), administrators write them (AdminCreateClass,
 * AdminUpdateClass, AdminDeleteClass). No class is private, so there is no per-object rule; what is
 * left is which paths an AdminUpdateClass update mask may name.
 */
import { pathRule, type PathRule } from "../field-masks.js";

/** AdminUpdateClass: every field of the request but the id and the mask. */
export const CLASS_UPDATE_PATHS = ["title", "description", "class_date", "url", "class_time", "duration_minutes", "address"] as const;
export type ClassUpdatePath = (typeof CLASS_UPDATE_PATHS)[number];
export const classUpdatePath: PathRule = pathRule(CLASS_UPDATE_PATHS, ["class_id"]);
