/** The milestone forms' pure parts (src/web/components/impact/milestone-view.ts): drafts to facts and back, their problems, and who may do what. */
import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { CapitalType, MilestoneFactsSchema, MilestoneRecorder, MilestoneSchema, MilestoneState } from "../../../src/gen/compass/v1/compass_pb";
import { actionsFor, draftProblems, draftToFacts, emptyDraft, factsToDraft, fieldOfPath, stateWord, type MilestoneDraft } from "../../../src/web/components/impact/milestone-view";

const NOW = new Date("2026-12-07T10:00:00Z");
const loan: MilestoneDraft = { ...emptyDraft("capitalAccessed"), date: "2026-10-15", capitalType: "1", lenderName: "Main Street Fund", amount: "$25,000", throughProgram: true };

describe("drafts", () => {
  it("a loan typed with a dollar sign and separators becomes whole dollars, and reads back", () => {
    const facts = draftToFacts(loan);
    expect(facts).toEqual({
      occurredOn: { year: 2026, month: 10, day: 15 },
      kind: { case: "capitalAccessed", value: { type: CapitalType.LOAN, source: "", lenderName: "Main Street Fund", amount: 25_000n, throughProgram: true } },
    });
    expect(factsToDraft(create(MilestoneFactsSchema, facts))).toEqual({ ...loan, amount: "25000" });
  });

  it.each<[string, MilestoneDraft, { field: string; code?: string; message?: string }[]]>([
    ["a good loan", loan, []],
    ["an amount in words", { ...loan, amount: "lots" }, [{ field: "amount", code: "wholeDollars" }]],
    ["cents", { ...loan, amount: "25000.50" }, [{ field: "amount", code: "wholeDollars" }]],
    ["no lender", { ...loan, lenderName: " " }, [{ field: "lenderName", message: "name the lender, investor or grantor." }]],
    ["no kind, no date", emptyDraft(), [{ field: "date", message: "give a day from 1900 on." }, { field: "kind", message: "choose what the milestone is." }]],
    ["no jobs", { ...emptyDraft("jobsCreated"), date: "2026-11-01" }, [{ field: "fullTime", message: "give at least one full-time or part-time job." }]],
    ["half a job", { ...emptyDraft("jobsRetained"), date: "2026-11-01", partTime: "1.5" }, [{ field: "partTime", code: "wholeNumber" }]],
    ["a future date", { ...loan, date: "2027-01-01" }, [{ field: "date", message: "cannot be in the future." }]],
  ])("%s", (_name, draft, problems) => {
    expect(draftProblems(draft, NOW)).toEqual(problems);
  });

  it("a server path lands on its field", () => {
    expect(fieldOfPath("capital_accessed.lender_name")).toBe("lenderName");
    expect(fieldOfPath("annual_revenue.amount")).toBe("amount");
    expect(fieldOfPath("occurred_on")).toBe("date");
    expect(fieldOfPath("jobs_created")).toBe("fullTime");
  });
});

describe("who may do what", () => {
  const m = (recordedBy: MilestoneRecorder, state: MilestoneState) => create(MilestoneSchema, { recordedBy, state });
  it.each<[string, MilestoneRecorder, MilestoneState, string, { correct: boolean; confirm: boolean; verify: boolean }, { correct: boolean; confirm: boolean; verify: boolean }]>([
    ["own report, reported", MilestoneRecorder.CLIENT, MilestoneState.REPORTED, "reported", { correct: true, confirm: false, verify: false }, { correct: true, confirm: false, verify: true }],
    ["own report, verified", MilestoneRecorder.CLIENT, MilestoneState.VERIFIED, "verified", { correct: false, confirm: false, verify: false }, { correct: true, confirm: false, verify: false }],
    ["staff's, reported", MilestoneRecorder.STAFF, MilestoneState.REPORTED, "awaitingConfirmation", { correct: false, confirm: true, verify: false }, { correct: true, confirm: false, verify: false }],
    ["staff's, confirmed", MilestoneRecorder.STAFF, MilestoneState.CONFIRMED, "confirmed", { correct: false, confirm: false, verify: false }, { correct: true, confirm: false, verify: false }],
  ])("%s", (_name, by, state, word, client, staff) => {
    expect(stateWord(m(by, state))).toBe(word);
    expect(actionsFor(m(by, state), "client")).toEqual(client);
    expect(actionsFor(m(by, state), "staff")).toEqual(staff);
  });
});
