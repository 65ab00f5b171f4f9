/**
 * The optional days a list or report filter names (a google.type.Date each, inclusive), checked the
 * same way by every domain: a day that is not one, or an end before the start, is INVALID_ARGUMENT
 * naming the field (`prefix` is the message that holds them: "filter.", "scope.").
 */
import type { Date as ProtoDate } from "../../gen/compass/v1/compass_pb.js";
import { sessionDate } from "../../shared/ta-tracking.js";
import { rpcError } from "../core/errors.js";

/** An optional filter day as YYYY-MM-DD: unset (or all zeros) is no bound. */
export function filterDate(d: ProtoDate | undefined, field: string): string | undefined {
  if (!d || (d.year === 0 && d.month === 0 && d.day === 0)) return undefined;
  const iso = sessionDate(d);
  if (!iso) throw rpcError.invalidArgument(`${field}: give a real calendar day.`);
  return iso;
}

/** Both ends of a filter's range (either may be unset), the end not before the start. */
export function dateRange(start: ProtoDate | undefined, end: ProtoDate | undefined, prefix = ""): { start?: string; end?: string } {
  const from = filterDate(start, `${prefix}start_date`);
  const to = filterDate(end, `${prefix}end_date`);
  if (from && to && from > to) throw rpcError.invalidArgument(`${prefix}end_date: give a date on or after start_date.`);
  return { ...(from ? { start: from } : {}), ...(to ? { end: to } : {}) };
}
