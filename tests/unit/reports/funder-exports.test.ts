/**
 * The funder exports' pure parts (issue #40 §5; ADR 0045): the period a request names, the formats
 * each export takes, the derived session type, program format and training hours, and the XSDs —
 * their code lists equal to src/shared/counseling-codes.ts, a full record valid against them and a
 * wrong one refused (the validator works).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { ReportFormat } from "../../../src/gen/compass/v1/compass_pb.js";
import {
  SBA_BUSINESS_TYPE,
  SBA_COUNSELING_AREA,
  SBA_DISABILITY,
  SBA_ETHNICITY,
  SBA_IN_BUSINESS,
  SBA_LANGUAGE,
  SBA_MILITARY_BRANCH,
  SBA_MILITARY_STATUS,
  SBA_RACE,
  SBA_REFERRAL_SOURCE,
  SBA_SESSION_TYPE,
  SBA_SEX,
} from "../../../src/shared/counseling-codes.js";
import { counselingRecordXml, sessionTypeOf, type CounselingRecord } from "../../../src/server/reports/counseling-records.js";
import { xmlRoot } from "../../../src/server/reports/funder-export-io.js";
import { programFormatOf, trainingEventXml, trainingHoursOf, TRAINING_COUNTS, type TrainingEvent } from "../../../src/server/reports/training-events.js";
import { exportFormatOf, fiscalPeriodOf } from "../../../src/server/rpc/funder-exports/funder-exports-policy.js";

const COUNSELING_XSD = readFileSync("src/server/reports/schemas/counseling-records.xsd", "utf8");
const TRAINING_XSD = readFileSync("src/server/reports/schemas/training-events.xsd", "utf8");

describe("fiscalPeriodOf", () => {
  const today = "2026-12-07";
  it("gives a fiscal year's and a quarter's days (October to September)", () => {
    expect(fiscalPeriodOf({ fiscalYear: 2026, quarter: 0 }, today)).toEqual({ ok: true, period: { fiscalYear: 2026, quarter: 0, start: "2025-10-01", end: "2026-09-30" } });
    expect(fiscalPeriodOf({ fiscalYear: 2026, quarter: 1 }, today)).toEqual({ ok: true, period: { fiscalYear: 2026, quarter: 1, start: "2025-10-01", end: "2025-12-31" } });
    expect(fiscalPeriodOf({ fiscalYear: 2026, quarter: 4 }, today)).toEqual({ ok: true, period: { fiscalYear: 2026, quarter: 4, start: "2026-07-01", end: "2026-09-30" } });
  });
  it("takes fiscal years from 2000 to next calendar year's", () => {
    expect(fiscalPeriodOf({ fiscalYear: 2000, quarter: 0 }, today).ok).toBe(true);
    expect(fiscalPeriodOf({ fiscalYear: 2027, quarter: 2 }, today).ok).toBe(true);
    expect(fiscalPeriodOf({ fiscalYear: 1999, quarter: 0 }, today)).toEqual({ ok: false, reason: "year", last: 2027 });
    expect(fiscalPeriodOf({ fiscalYear: 2028, quarter: 0 }, today)).toEqual({ ok: false, reason: "year", last: 2027 });
    expect(fiscalPeriodOf({ fiscalYear: 0, quarter: 0 }, today)).toEqual({ ok: false, reason: "year", last: 2027 });
  });
  it("refuses a quarter off 0–4 and a missing period", () => {
    expect(fiscalPeriodOf({ fiscalYear: 2026, quarter: 5 }, today)).toEqual({ ok: false, reason: "quarter" });
    expect(fiscalPeriodOf({ fiscalYear: 2026, quarter: -1 }, today)).toEqual({ ok: false, reason: "quarter" });
    expect(fiscalPeriodOf(undefined, today)).toEqual({ ok: false, reason: "missing" });
  });
});

describe("exportFormatOf", () => {
  it("takes CSV or XML for the counseling records and training events, CSV or XLSX for the ledger; unspecified is CSV", () => {
    for (const name of ["counseling_records", "training_events"] as const) {
      expect(exportFormatOf(name, ReportFormat.UNSPECIFIED)).toBe("csv");
      expect(exportFormatOf(name, ReportFormat.CSV)).toBe("csv");
      expect(exportFormatOf(name, ReportFormat.XML)).toBe("xml");
      expect(exportFormatOf(name, ReportFormat.XLSX)).toBeNull();
    }
    expect(exportFormatOf("impact_ledger", ReportFormat.XLSX)).toBe("xlsx");
    expect(exportFormatOf("impact_ledger", ReportFormat.CSV)).toBe("csv");
    expect(exportFormatOf("impact_ledger", ReportFormat.XML)).toBeNull();
    expect(exportFormatOf("impact_ledger", 99 as ReportFormat)).toBeNull();
  });
});

describe("derived fields", () => {
  it("derives the 641 session type from the older one when unset (ADR 0040)", () => {
    expect(sessionTypeOf("TELEPHONE", "PERSON_TO_PERSON")).toBe("Telephone");
    expect(sessionTypeOf("UNSPECIFIED", "PERSON_TO_PERSON")).toBe("Face-to-face");
    expect(sessionTypeOf("UNSPECIFIED", "PHONE")).toBe("Telephone");
    expect(sessionTypeOf("UNSPECIFIED", "EMAIL")).toBe("Online");
    expect(sessionTypeOf("UNSPECIFIED", "OTHER")).toBe("");
    expect(sessionTypeOf("UNSPECIFIED", "UNSPECIFIED")).toBe("");
  });
  it("derives the program format from the link and the address", () => {
    expect(programFormatOf("https://meet.example.org/x", "")).toBe("Online");
    expect(programFormatOf("", "1 Main St")).toBe("In-person");
    expect(programFormatOf("https://meet.example.org/x", "1 Main St")).toBe("Hybrid");
    expect(programFormatOf(" ", "")).toBe("");
  });
  it("takes the training hours, else the duration", () => {
    expect(trainingHoursOf(3, 60)).toBe(3);
    expect(trainingHoursOf(null, 90)).toBe(1.5);
    expect(trainingHoursOf(null, 100)).toBe(1.67);
    expect(trainingHoursOf(null, null)).toBeNull();
  });
});

/** The enumeration values of a named simple type in an XSD. */
function enumeration(xsd: string, type: string): string[] {
  const start = xsd.indexOf(`<xs:simpleType name="${type}">`);
  expect(start, type).toBeGreaterThan(-1);
  const body = xsd.slice(start, xsd.indexOf("</xs:simpleType>", start));
  return [...body.matchAll(/<xs:enumeration value="([^"]*)"\/>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
}

const listed = (list: Record<string | number, string>) => Object.values(list).filter(Boolean);

describe("the XSDs", () => {
  it("carry SBA's code lists exactly as src/shared/counseling-codes.ts has them", () => {
    const pairs: [string, Record<string | number, string>][] = [
      ["CounselingAreaType", SBA_COUNSELING_AREA],
      ["LanguageType", SBA_LANGUAGE],
      ["RaceType", SBA_RACE],
      ["EthnicityType", SBA_ETHNICITY],
      ["SexType", SBA_SEX],
      ["DisabilityType", SBA_DISABILITY],
      ["MilitaryStatusType", SBA_MILITARY_STATUS],
      ["BranchOfServiceType", SBA_MILITARY_BRANCH],
      ["ReferralSourceType", SBA_REFERRAL_SOURCE],
      ["InBusinessType", SBA_IN_BUSINESS],
      ["BusinessTypeType", SBA_BUSINESS_TYPE],
      ["SessionTypeType", SBA_SESSION_TYPE],
    ];
    for (const [type, list] of pairs) expect(enumeration(COUNSELING_XSD, type), type).toEqual(listed(list));
    expect(enumeration(TRAINING_XSD, "CounselingAreaType")).toEqual(listed(SBA_COUNSELING_AREA));
    for (const [, element] of TRAINING_COUNTS) expect(TRAINING_XSD).toContain(`<xs:element name="${element}" type="xs:nonNegativeInteger">`);
  });

  const period = { fiscalYear: 2026, quarter: 1, start: "2025-10-01", end: "2025-12-31" };
  const record: CounselingRecord = {
    sessionId: "0b7c3e0e-6a7f-4b59-9d2e-4a8d5f1c2b3a",
    clientCode: "C0123456789ABCDEF",
    race: ["Asian", "Prefer to Self-Describe"],
    selfDescribedRace: "Ainu & <others>",
    ethnicity: "Non Hispanic or Latino",
    sex: "Female",
    disability: "Prefer not to say",
    militaryStatus: "Veteran",
    branchOfService: "Navy",
    referredBy: "Word of Mouth",
    inBusiness: "Yes",
    businessStartDate: "2019-04-01",
    businessType: "Retail Trade",
    employees: 4,
    clientLanguage: "Spanish",
    dateCounseled: "2025-10-01",
    counselorName: "Ana “Coach” O'Neil",
    counselingProvided: "Business Financing/Capital Sources",
    sessionType: "Face-to-face",
    contactHours: 1.5,
    prepareHours: 0.25,
    travelHours: 0,
    sessionLanguage: "English",
  };
  const counselingDoc = (records: string) => xmlRoot("CounselingRecords", "counseling-records.xsd", period, new Date("2026-01-02T03:04:05Z")) + records + "</CounselingRecords>\n";
  const validate = (xml: string, xsd: string, name: string) => validateXML({ xml: [{ fileName: "doc.xml", contents: xml }], schema: [{ fileName: name, contents: xsd }] });

  it("accept a full counseling record, and one with nothing but the session", async () => {
    const bare: CounselingRecord = { ...record, clientCode: "", race: [], selfDescribedRace: "", ethnicity: "", sex: "", disability: "", militaryStatus: "", branchOfService: "", referredBy: "", inBusiness: "", businessStartDate: "", businessType: "", employees: null, clientLanguage: "", counselorName: "", counselingProvided: "", sessionType: "", sessionLanguage: "" };
    const result = await validate(counselingDoc(counselingRecordXml(record) + counselingRecordXml(bare)), COUNSELING_XSD, "counseling-records.xsd");
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("refuse a value off SBA's list (the validator works)", async () => {
    const result = await validate(counselingDoc(counselingRecordXml({ ...record, sex: "Unknown" })), COUNSELING_XSD, "counseling-records.xsd");
    expect(result.valid).toBe(false);
    expect(result.errors.map((e) => e.message).join("\n")).toContain("Sex");
  });

  it("accept a training event", async () => {
    const counts = Object.fromEntries(TRAINING_COUNTS.map(([key], i) => [key, i])) as TrainingEvent["counts"];
    const event: TrainingEvent = { eventId: "e1", title: "Cash flow <101> & more", date: "2025-11-03", topic: "Business Plan", hours: 2.5, coSponsor: "Chamber", programFormat: "Hybrid", trained: 12, counts };
    const doc = xmlRoot("TrainingEvents", "training-events.xsd", period, new Date()) + trainingEventXml(event) + trainingEventXml({ ...event, topic: "", hours: null, coSponsor: "", programFormat: "" }) + "</TrainingEvents>\n";
    const result = await validate(doc, TRAINING_XSD, "training-events.xsd");
    expect(result.errors).toEqual([]);
    expect((await validate(doc.replace("<Total>12</Total>", "<Total>-1</Total>"), TRAINING_XSD, "training-events.xsd")).valid).toBe(false);
  });
});
