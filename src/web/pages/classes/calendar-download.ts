/**
 * 'Add to calendar': the class's .ics made in the browser (src/shared/class-calendar.ts, loaded on
 * first use so the page does not carry ical-generator) and handed to the browser as a download
 * (a Blob, an object URL and a temporary <a download>).
 *
 * ical-generator calls `crypto.randomUUID()` for every event even when given an id (ours is stable:
 * class-<id>@<host>), and browsers offer randomUUID only in secure contexts (https, localhost).
 * Compass served over plain http on another host gets a stand-in built on `crypto.getRandomValues`,
 * which every context has; its value is never used.
 */
import type { Class } from "../../../gen/compass/v1/compass_pb";
import { joinUrl } from "./classes-view";

/** How long the object URL stays valid after the click (the download has started by then). */
const REVOKE_AFTER_MS = 60_000;

function ensureRandomUuid(): void {
  const c = globalThis.crypto as Crypto | undefined;
  if (!c || typeof c.randomUUID === "function" || typeof c.getRandomValues !== "function") return;
  const randomUUID = (): `${string}-${string}-${string}-${string}-${string}` => {
    const b = c.getRandomValues(new Uint8Array(16));
    b[6] = (b[6]! & 0x0f) | 0x40;
    b[8] = (b[8]! & 0x3f) | 0x80;
    const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  Object.defineProperty(c, "randomUUID", { value: randomUUID, configurable: true });
}

/** Makes the class's calendar file and starts its download. Throws when the file cannot be made. */
export async function downloadClassCalendar(item: Class, timeZone: string): Promise<void> {
  ensureRandomUuid();
  const { calendarFileName, classCalendar } = await import("../../../shared/class-calendar");
  const text = classCalendar(
    {
      classId: item.classId,
      title: item.title,
      description: item.description,
      url: joinUrl(item.url) ?? "",
      classDate: item.classDate,
      classTime: item.classTime,
      durationMinutes: item.durationMinutes,
      address: item.address,
    },
    { timeZone, host: window.location.hostname || "compass" },
  );
  const href = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = href;
  link.download = calendarFileName(item.title);
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
  }
}
