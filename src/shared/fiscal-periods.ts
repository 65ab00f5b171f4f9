/**
 * The federal fiscal year (October through September: FY2027 runs from 1 October 2026 to
 * 30 September 2027) and its quarters, as funders' reports count them (issue #40): the same on the
 * server (the impact summary, the exports) and in the browser (the period pickers). Days are
 * YYYY-MM-DD strings; pure.
 */

/** The fiscal year a day falls in (2027 for 2026-10-01). */
export function fiscalYearOf(day: string): number {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  return m >= 10 ? y + 1 : y;
}

/** The fiscal quarter (1–4) a day falls in: October–December is the first. */
export function fiscalQuarterOf(day: string): number {
  const m = Number(day.slice(5, 7));
  return Math.floor(((m + 2) % 12) / 3) + 1;
}

const pad = (n: number) => String(n).padStart(2, "0");
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The days of a fiscal year's quarter (inclusive). */
export function fiscalQuarter(fiscalYear: number, quarter: number): { start: string; end: string } {
  const firstMonth = ((quarter - 1) * 3 + 9) % 12; // 0-based: Q1 → October (9)
  const year = quarter === 1 ? fiscalYear - 1 : fiscalYear;
  const endMonth = firstMonth + 3; // 1-based month of the quarter's last month
  return { start: `${year}-${pad(firstMonth + 1)}-01`, end: `${year}-${pad(endMonth)}-${pad(lastDay(year, endMonth))}` };
}

/** The days of a fiscal year (inclusive). */
export function fiscalYear(fiscalYear: number): { start: string; end: string } {
  return { start: `${fiscalYear - 1}-10-01`, end: `${fiscalYear}-09-30` };
}

/** The current fiscal year to date: from its 1 October to `today`. */
export function fiscalYearToDate(today: string): { start: string; end: string } {
  return { start: fiscalYear(fiscalYearOf(today)).start, end: today };
}

/** The fiscal quarters a range touches, each cut to the range, in order. */
export function fiscalQuartersOf(start: string, end: string): { fiscalYear: number; quarter: number; start: string; end: string }[] {
  const out: { fiscalYear: number; quarter: number; start: string; end: string }[] = [];
  let fy = fiscalYearOf(start);
  let q = fiscalQuarterOf(start);
  for (;;) {
    const days = fiscalQuarter(fy, q);
    if (days.start > end) break;
    out.push({ fiscalYear: fy, quarter: q, start: days.start < start ? start : days.start, end: days.end > end ? end : days.end });
    q++;
    if (q > 4) {
      q = 1;
      fy++;
    }
  }
  return out;
}
