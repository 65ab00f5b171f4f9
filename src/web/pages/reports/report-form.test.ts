import { describe, expect, it } from "vitest";
import { ReportFormat } from "../../../gen/compass/v1/compass_pb";
import { bytesText } from "../../files/fetch-download";
import { activityErrors, activityFilter, dateMessage, emptyReportValues, reportErrors, reportFormat, taReportFilter } from "./report-form";

const values = (over: Partial<ReturnType<typeof emptyReportValues>> = {}) => ({ ...emptyReportValues(), ...over });

describe("the report filters", () => {
  it("turns YYYY-MM-DD into a Date message, and anything else into none", () => {
    expect(dateMessage("2025-03-07")).toEqual({ year: 2025, month: 3, day: 7 });
    expect(dateMessage(" ")).toBeUndefined();
    expect(dateMessage("2025-02-30")).toBeUndefined();
  });

  it("accepts no dates, one date, or a start on or before the end", () => {
    expect(reportErrors(values())).toEqual({});
    expect(reportErrors(values({ startDate: "2025-01-01" }))).toEqual({});
    expect(reportErrors(values({ startDate: "2025-01-01", endDate: "2025-01-01" }))).toEqual({});
  });

  it("refuses an end before the start, a date that is not one, and a long code", () => {
    expect(reportErrors(values({ startDate: "2025-02-01", endDate: "2025-01-31" }))).toEqual({ endDate: "order" });
    expect(reportErrors(values({ startDate: "01/02/2025" }))).toEqual({ startDate: "date" });
    expect(reportErrors(values({ referralCode: "X".repeat(65) }))).toEqual({ referralCode: "tooLong" });
  });

  it("keeps the activity report within 400 days (from the start to the end, or to today)", () => {
    expect(activityErrors(values({ startDate: "2024-01-01", endDate: "2025-02-04" }))).toEqual({});
    expect(activityErrors(values({ startDate: "2024-01-01", endDate: "2025-02-05" }))).toEqual({ startDate: "range" });
    expect(activityErrors(values({ startDate: "2024-01-01" }), "2025-06-01")).toEqual({ startDate: "range" });
    expect(activityErrors(values({ endDate: "2025-06-01" }))).toEqual({});
    expect(activityErrors(values({ startDate: "2025-02-01", endDate: "2025-01-01" }))).toEqual({ endDate: "order" });
  });

  it("builds the TA filter with dates, client and code, and the coach only for administrators", () => {
    const v = values({ startDate: "2025-01-01", endDate: "2025-01-31", coachUserId: "c1", clientUserId: "u1", referralCode: " ab12 " });
    expect(taReportFilter(v, true)).toEqual({
      startDate: { year: 2025, month: 1, day: 1 },
      endDate: { year: 2025, month: 1, day: 31 },
      coachUserId: "c1",
      referralCode: "ab12",
      clientUserId: "u1",
    });
    expect(taReportFilter(v, false).coachUserId).toBe("");
    expect(taReportFilter(values(), true)).toEqual({ coachUserId: "", referralCode: "", clientUserId: "" });
  });

  it("builds the activity filter without a client", () => {
    expect(activityFilter(values({ endDate: "2025-01-31", clientUserId: "u1", coachUserId: "c1" }), true)).toEqual({
      endDate: { year: 2025, month: 1, day: 31 },
      coachUserId: "c1",
      referralCode: "",
    });
  });

  it("asks for the chosen file format", () => {
    expect(reportFormat("csv")).toBe(ReportFormat.CSV);
    expect(reportFormat("xlsx")).toBe(ReportFormat.XLSX);
  });

  it("writes byte counts for people", () => {
    expect(bytesText(850)).toBe("850 bytes");
    expect(bytesText(12_400)).toBe("12.4 kB");
    expect(bytesText(3_140_000)).toBe("3.1 MB");
  });
});
