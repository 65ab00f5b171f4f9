/**
 * The class editor's values and what a save sends (pure, unit-tested): the form holds the date as
 * `YYYY-MM-DD` (the date picker's value) and the time as `HH:MM` (or `HH:MM:SS`, the time input's),
 * both in the organisation's time zone; a save sends a Date and a TimeOfDay, and an edit only the
 * update_mask paths whose values changed.
 */
import type { Class } from "../../../gen/compass/v1/compass_pb";
import { classDateProblem, isoDate, isoTime, parseIsoDate, parseIsoTime, type CalendarDate, type WallTime } from "../../../shared/class-time";

export const CLASS_TITLE_MAX = 200;
export const CLASS_DESCRIPTION_MAX = 2000;
export const CLASS_URL_MAX = 2048;

export type ClassFormValues = {
  title: string;
  description: string;
  /** YYYY-MM-DD, or null when none is picked. */
  classDate: string | null;
  /** HH:MM or HH:MM:SS; empty when none is given. */
  classTime: string;
  url: string;
  /** Whole minutes as typed; empty when not given. */
  duration: string;
  /** Where a class held in person takes place. */
  address: string;
  /** The training topic (SBA Form 888): a CounselingArea number as text, "0" for none. */
  topic: string;
  /** Total training hours as typed; empty when not given. */
  trainingHours: string;
  coSponsor: string;
};

/** HH:MM, or HH:MM:SS when the time has seconds (the API takes whole seconds). */
export function timeText(time: WallTime | undefined): string {
  if (!time) return "";
  const text = isoTime(time);
  return time.seconds ? text : text.slice(0, 5);
}

/** The form's starting values: empty for a new class, the class's own for an edit. */
export function classValues(item: Class | null): ClassFormValues {
  if (!item) return { title: "", description: "", classDate: null, classTime: "", url: "", duration: "", address: "", topic: "0", trainingHours: "", coSponsor: "" };
  return {
    title: item.title,
    description: item.description,
    classDate: item.classDate ? isoDate(item.classDate) : null,
    classTime: timeText(item.classTime),
    url: item.url,
    duration: item.durationMinutes ? String(item.durationMinutes) : "",
    address: item.address,
    topic: String(item.topic),
    trainingHours: item.trainingHours ? String(item.trainingHours) : "",
    coSponsor: item.coSponsor,
  };
}

/** Training hours as the API takes them: 0 when empty, the number when one ("6.5"), else NaN (the form's check names it). */
export function formHours(value: string): number {
  const text = value.trim();
  if (text === "") return 0;
  return /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
}

/** The length in minutes as the API takes it: 0 when empty, the number when whole digits, else NaN (the form's check names it). */
export function formDuration(value: string): number {
  const text = value.trim();
  if (text === "") return 0;
  return /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
}

/** The picked date, or null when there is none or it is not a day the API takes (years 1900–9999). */
export function formDate(value: string | null): CalendarDate | null {
  const date = value ? parseIsoDate(value.trim()) : null;
  return date && classDateProblem(date) === null ? date : null;
}

/** The given time, or null when there is none or it is not a time of day. */
export const formTime = (value: string): WallTime | null => parseIsoTime(value.trim());

/** A link the API takes: empty, or http(s) with a host and no spaces. */
export function isClassLink(value: string): boolean {
  const url = value.trim();
  if (url === "") return true;
  if (/\s/.test(url) || [...url].length > CLASS_URL_MAX) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "https:" || parsed.protocol === "http:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}

/** A date or time as compared: its stored form when it is one, else the text as typed. */
const dateKey = (value: string | null) => {
  const date = formDate(value);
  return date ? isoDate(date) : (value ?? "").trim();
};
const timeKey = (value: string) => {
  const time = formTime(value);
  return time ? isoTime(time) : value.trim();
};

/** The update_mask paths (snake_case, as the API names them) whose values differ from the saved ones. */
export function changedClassPaths(saved: ClassFormValues, now: ClassFormValues): string[] {
  const paths: string[] = [];
  if (saved.title.trim() !== now.title.trim()) paths.push("title");
  if (saved.description.trim() !== now.description.trim()) paths.push("description");
  if (dateKey(saved.classDate) !== dateKey(now.classDate)) paths.push("class_date");
  if (timeKey(saved.classTime) !== timeKey(now.classTime)) paths.push("class_time");
  if (saved.url.trim() !== now.url.trim()) paths.push("url");
  if (formDuration(saved.duration) !== formDuration(now.duration) && !(Number.isNaN(formDuration(saved.duration)) && Number.isNaN(formDuration(now.duration)))) paths.push("duration_minutes");
  if (saved.address.trim() !== now.address.trim()) paths.push("address");
  if (saved.topic !== now.topic) paths.push("topic");
  if (formHours(saved.trainingHours) !== formHours(now.trainingHours) && !(Number.isNaN(formHours(saved.trainingHours)) && Number.isNaN(formHours(now.trainingHours)))) paths.push("training_hours");
  if (saved.coSponsor.trim() !== now.coSponsor.trim()) paths.push("co_sponsor");
  return paths;
}

export const isClassDirty = (saved: ClassFormValues, now: ClassFormValues): boolean => changedClassPaths(saved, now).length > 0;

/** The fields a save sends (checked values: the form validated the date and time first). */
export function classRequestFields(values: ClassFormValues) {
  const classDate = formDate(values.classDate);
  const classTime = formTime(values.classTime);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    url: values.url.trim(),
    durationMinutes: formDuration(values.duration),
    address: values.address.trim(),
    topic: Number(values.topic),
    trainingHours: formHours(values.trainingHours),
    coSponsor: values.coSponsor.trim(),
    ...(classDate ? { classDate } : {}),
    ...(classTime ? { classTime: { hours: classTime.hours, minutes: classTime.minutes, seconds: classTime.seconds, nanos: 0 } } : {}),
  };
}
