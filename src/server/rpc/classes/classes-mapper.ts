/**
 * Class messages <-> records: Class out; the validated values of AdminCreateClass and the masked
 * changes of AdminUpdateClass in, each problem an INVALID_ARGUMENT naming its field
 * (`class_date: 2025-02-29 is not a day of the calendar.`).
 *
 * Fields: title required (one line, at most 200 characters) and description optional (at most 2000,
 * line breaks allowed), as the learning library's (learning-validation.ts); class_date a real
 * calendar day and class_time a time of day on a whole second, both required and both in the
 * organisation's time zone (src/shared/class-time.ts); url optional (a class held in person), else an
 * http(s) link without user name or password, at most 2048 characters, kept as the URL parser
 * writes it; duration_minutes optional (0), else whole minutes from 5 to 720; address optional (a
 * class held in person: at most 300 characters, line breaks allowed, as a description). Stored as
 * PostgreSQL `date` and `time` text (`2025-03-09`, `14:30:00`), the duration as null when not given.
 */
import { create } from "@bufbuild/protobuf";
import {
  ClassSchema,
  CounselingArea,
  type AdminCreateClassRequest,
  type AdminUpdateClassRequest,
  type Class,
  type Date as DateMessage,
  type TimeOfDay,
} from "../../../gen/compass/v1/compass_pb.js";
import { CLASS_ADDRESS_MAX, classDateProblem, classDurationProblem, classTimeProblem, isoDate, isoTime, parseIsoDate, parseIsoTime } from "../../../shared/class-time.js";
import { classTopicProblem, coSponsorProblem, trainingHoursProblem } from "../../../shared/counseling-rules.js";
import { rpcError } from "../../core/errors.js";
import { updateMaskPaths } from "../field-masks.js";
import { checkDescription, checkTitle, orInvalidArgument } from "../../learning/learning-validation.js";
import { checkLink } from "../../learning/url-rules.js";
import { classUpdatePath, type ClassUpdatePath } from "./classes-policy.js";

export const CLASS_URL_MAX = 2048;

/** A class as the store reads it. */
export interface ClassRecord {
  id: string;
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  classDate: string;
  /** HH:MM:SS, or null for a row written without one (the API always writes one). */
  classTime: string | null;
  url: string;
  durationMinutes: number | null;
  address: string;
  /** A CounselingArea name without its prefix ("BUSINESS_PLAN"; "UNSPECIFIED": none). */
  topic: string;
  /** Null: not given. */
  trainingHours: number | null;
  coSponsor: string;
}

/** The caller's registration for a class (GetClass, ListClasses). */
export interface MyRegistration {
  registered: boolean;
  attended: boolean;
}

/** A new class, validated: what the store writes. */
export interface ClassValues {
  title: string;
  description: string;
  classDate: string;
  classTime: string;
  url: string;
  durationMinutes: number | null;
  address: string;
  topic: string;
  trainingHours: number | null;
  coSponsor: string;
}
export type ClassChanges = Partial<ClassValues>;

export function toClass(r: ClassRecord, mine: MyRegistration = { registered: false, attended: false }): Class {
  const date = parseIsoDate(r.classDate);
  const time = r.classTime === null ? null : parseIsoTime(r.classTime);
  return create(ClassSchema, {
    classId: r.id,
    title: r.title,
    description: r.description,
    url: r.url,
    durationMinutes: r.durationMinutes ?? 0,
    address: r.address,
    topic: typeof CounselingArea[r.topic as keyof typeof CounselingArea] === "number" ? (CounselingArea[r.topic as keyof typeof CounselingArea] as CounselingArea) : CounselingArea.UNSPECIFIED,
    trainingHours: r.trainingHours ?? 0,
    coSponsor: r.coSponsor,
    registered: mine.registered,
    attended: mine.attended,
    ...(date ? { classDate: date } : {}),
    ...(time ? { classTime: time } : {}),
  });
}

/** An id the request must carry (trimmed). */
export function requiredClassId(id: string, field = "class_id"): string {
  const value = id.trim();
  if (value === "") throw rpcError.invalidArgument(`${field}: required.`);
  return value;
}

/** The class date as stored (YYYY-MM-DD), or INVALID_ARGUMENT naming `field`. */
export function parseClassDate(date: DateMessage | undefined, field = "class_date"): string {
  const problem = classDateProblem(date);
  if (problem !== null) throw rpcError.invalidArgument(`${field}: ${problem}`);
  return isoDate(date!);
}

/** The start time as stored (HH:MM:SS), or INVALID_ARGUMENT naming `field`. */
export function parseClassTime(time: TimeOfDay | undefined, field = "class_time"): string {
  const problem = classTimeProblem(time);
  if (problem !== null) throw rpcError.invalidArgument(`${field}: ${problem}`);
  return isoTime(time!);
}

/** Where the class is held: empty (in person, or not known yet), or a link by the stored-link rule (url-rules.ts). */
export function parseClassUrl(raw: string, field = "url"): string {
  return checkLink(raw, field, { optional: true, max: CLASS_URL_MAX });
}

/** The class's length as stored (null: not given), or INVALID_ARGUMENT naming `field`. */
export function parseClassDuration(minutes: number, field = "duration_minutes"): number | null {
  const problem = classDurationProblem(minutes);
  if (problem !== null) throw rpcError.invalidArgument(`${field}: ${problem}`);
  return minutes === 0 ? null : minutes;
}

/** Where a class held in person takes place: optional, trimmed, at most CLASS_ADDRESS_MAX characters, lines allowed. */
export function parseClassAddress(address: string, field = "address"): string {
  const value = orInvalidArgument(checkDescription(address, field));
  if ([...value].length > CLASS_ADDRESS_MAX) throw rpcError.invalidArgument(`${field}: use at most ${CLASS_ADDRESS_MAX} characters.`);
  return value;
}

/** The training topic as stored (a CounselingArea name without prefix), or INVALID_ARGUMENT naming `field`. */
export function parseClassTopic(topic: number, field = "topic"): string {
  const problem = classTopicProblem(topic);
  if (problem !== null) throw rpcError.invalidArgument(`${field}: ${problem}`);
  return CounselingArea[topic] ?? "UNSPECIFIED";
}

/** Total training hours as stored (null: not given), rounded to the hundredth, or INVALID_ARGUMENT naming `field`. */
export function parseTrainingHours(hours: number, field = "training_hours"): number | null {
  const problem = trainingHoursProblem(hours);
  if (problem !== null) throw rpcError.invalidArgument(`${field}: ${problem}`);
  const rounded = Math.round(hours * 100) / 100;
  return rounded === 0 ? null : rounded;
}

/** The co-sponsor: one line, trimmed, at most CO_SPONSOR_MAX characters. */
export function parseCoSponsor(value: string, field = "co_sponsor"): string {
  const trimmed = value.trim();
  const problem = coSponsorProblem(trimmed);
  if (problem !== null) throw rpcError.invalidArgument(`${field}: ${problem}`);
  return trimmed;
}

export function parseClassCreate(req: AdminCreateClassRequest): ClassValues {
  return {
    title: orInvalidArgument(checkTitle(req.title)),
    description: orInvalidArgument(checkDescription(req.description)),
    classDate: parseClassDate(req.classDate),
    classTime: parseClassTime(req.classTime),
    url: parseClassUrl(req.url),
    durationMinutes: parseClassDuration(req.durationMinutes),
    address: parseClassAddress(req.address),
    topic: parseClassTopic(req.topic),
    trainingHours: parseTrainingHours(req.trainingHours),
    coSponsor: parseCoSponsor(req.coSponsor),
  };
}

/** The masked fields of an AdminUpdateClass, validated; only these are written. */
export function parseClassUpdate(req: AdminUpdateClassRequest): ClassChanges {
  const paths = updateMaskPaths(req.updateMask, classUpdatePath, { noun: "class field" }) as ClassUpdatePath[];
  const changes: ClassChanges = {};
  for (const path of paths) {
    switch (path) {
      case "title":
        changes.title = orInvalidArgument(checkTitle(req.title));
        break;
      case "description":
        changes.description = orInvalidArgument(checkDescription(req.description));
        break;
      case "class_date":
        changes.classDate = parseClassDate(req.classDate);
        break;
      case "class_time":
        changes.classTime = parseClassTime(req.classTime);
        break;
      case "url":
        changes.url = parseClassUrl(req.url);
        break;
      case "duration_minutes":
        changes.durationMinutes = parseClassDuration(req.durationMinutes);
        break;
      case "address":
        changes.address = parseClassAddress(req.address);
        break;
      case "topic":
        changes.topic = parseClassTopic(req.topic);
        break;
      case "training_hours":
        changes.trainingHours = parseTrainingHours(req.trainingHours);
        break;
      case "co_sponsor":
        changes.coSponsor = parseCoSponsor(req.coSponsor);
        break;
    }
  }
  return changes;
}
