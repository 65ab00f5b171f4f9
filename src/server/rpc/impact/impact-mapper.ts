/**
 * Impact milestones between the wire and the database (issue #40): requests checked by the shared
 * rules (src/shared/impact-milestones.ts) — INVALID_ARGUMENT naming the path
 * (`facts.capital_accessed.amount: …`) — into the kind's columns (the other kinds' null); rows and
 * their prior versions into Milestone messages, names as the caller may see them (ADR 0037).
 */
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import {
  BusinessStartMilestoneSchema,
  CapitalMilestoneSchema,
  CapitalType,
  MilestoneKind,
  CertificationMilestoneSchema,
  JobsMilestoneSchema,
  RevenueMilestoneSchema,
  LegalStructure,
  MilestoneChange,
  MilestoneFactsSchema,
  MilestoneRecorder,
  MilestoneSchema,
  MilestoneState,
  MilestoneVersionSchema,
  type Milestone,
  type MilestoneFacts,
  type MilestoneVersion,
} from "../../../gen/compass/v1/compass_pb.js";
import { parseIsoDate } from "../../../shared/class-time.js";
import { evidenceNoteProblem, milestoneDate, milestoneProblems } from "../../../shared/impact-milestones.js";
import type { CapitalTypeName, MilestoneChangeName, MilestoneKindName, MilestoneRecorderName, MilestoneStateName } from "../../db/schema/index.js";
import { rpcError } from "../../core/errors.js";
import { nameSeenBy, type NameViewer } from "../../core/names.js";
import { refuseProblems } from "../documents/document-mapper.js";
import type { MilestoneFactsColumns, MilestoneSnapshot, StoredMilestone, StoredVersion } from "./impact-store.js";

export const CAPITAL: Record<number, CapitalTypeName> = {
  [CapitalType.LOAN]: "loan",
  [CapitalType.LINE_OF_CREDIT]: "line_of_credit",
  [CapitalType.EQUITY]: "equity",
  [CapitalType.GRANT]: "grant",
};
const CAPITAL_VALUE = Object.fromEntries(Object.entries(CAPITAL).map(([k, v]) => [v, Number(k)])) as Record<CapitalTypeName, CapitalType>;
const STATE: Record<MilestoneStateName, MilestoneState> = { reported: MilestoneState.REPORTED, verified: MilestoneState.VERIFIED, confirmed: MilestoneState.CONFIRMED };
const RECORDER: Record<MilestoneRecorderName, MilestoneRecorder> = { client: MilestoneRecorder.CLIENT, staff: MilestoneRecorder.STAFF };
const CHANGE: Record<MilestoneChangeName, MilestoneChange> = { corrected: MilestoneChange.CORRECTED, verified: MilestoneChange.VERIFIED, confirmed: MilestoneChange.CONFIRMED };

/** A legal form's stored name ("LLC"), from the business plan's LegalStructure list. */
const legalFormName = (value: number): string => LegalStructure[value] ?? "UNSPECIFIED";
const legalFormValue = (name: string | null): LegalStructure => {
  const v = (LegalStructure as unknown as Record<string, number | undefined>)[name ?? ""];
  return typeof v === "number" ? v : LegalStructure.UNSPECIFIED;
};

const NONE = {
  fullTimeJobs: null,
  partTimeJobs: null,
  revenueYear: null,
  amount: null,
  capitalType: null,
  capitalSource: null,
  lenderName: null,
  throughProgram: null,
  legalForm: null,
  certificationName: null,
  certificationIssuer: null,
} as const;

/** A milestone's checked facts as columns (every kind's: the others null), or INVALID_ARGUMENT naming `facts.<path>`. */
export function parseFacts(facts: MilestoneFacts | undefined, now = new Date()): MilestoneFactsColumns {
  if (!facts) throw rpcError.invalidArgument("facts: required.");
  refuseProblems("facts", milestoneProblems(facts, now));
  const occurredOn = milestoneDate(facts.occurredOn)!;
  const k = facts.kind;
  switch (k.case) {
    case "jobsCreated":
    case "jobsRetained":
      return { ...NONE, kind: k.case === "jobsCreated" ? "jobs_created" : "jobs_retained", occurredOn, fullTimeJobs: k.value.fullTime, partTimeJobs: k.value.partTime };
    case "annualRevenue":
      return { ...NONE, kind: "annual_revenue", occurredOn, revenueYear: k.value.year, amount: Number(k.value.amount) };
    case "capitalAccessed":
      return {
        ...NONE,
        kind: "capital_accessed",
        occurredOn,
        capitalType: CAPITAL[k.value.type]!,
        capitalSource: k.value.source.trim(),
        lenderName: k.value.lenderName.trim(),
        amount: Number(k.value.amount),
        throughProgram: k.value.throughProgram,
      };
    case "businessStarted":
      return { ...NONE, kind: "business_started", occurredOn, legalForm: legalFormName(k.value.legalForm) };
    case "certification":
      return { ...NONE, kind: "certification", occurredOn, certificationName: k.value.name.trim(), certificationIssuer: k.value.issuer.trim() };
    default:
      // milestoneProblems refuses a milestone without a kind.
      throw rpcError.invalidArgument("facts.kind: choose what the milestone is.");
  }
}

/** The version a change names: required (1 or more) with a milestone id. */
export function parseVersion(version: number, field = "version"): number {
  if (!Number.isInteger(version) || version < 1) throw rpcError.invalidArgument(`${field}: give the version you read (1 or more).`);
  return version;
}

/** A verification's evidence note, trimmed, or INVALID_ARGUMENT. */
export function parseEvidenceNote(note: string): string {
  const problem = evidenceNoteProblem(note);
  if (problem) throw rpcError.invalidArgument(`evidence_note: ${problem}`);
  return note.trim();
}

/** The facts of a row or a prior version. */
export function factsOf(c: MilestoneFactsColumns): MilestoneFacts {
  const date = parseIsoDate(c.occurredOn);
  const facts = create(MilestoneFactsSchema, { occurredOn: date ?? undefined });
  const jobs = { fullTime: c.fullTimeJobs ?? 0, partTime: c.partTimeJobs ?? 0 };
  switch (c.kind) {
    case "jobs_created":
      facts.kind = { case: "jobsCreated", value: create(JobsMilestoneSchema, jobs) };
      break;
    case "jobs_retained":
      facts.kind = { case: "jobsRetained", value: create(JobsMilestoneSchema, jobs) };
      break;
    case "annual_revenue":
      facts.kind = { case: "annualRevenue", value: create(RevenueMilestoneSchema, { year: c.revenueYear ?? 0, amount: BigInt(c.amount ?? 0) }) };
      break;
    case "capital_accessed":
      facts.kind = {
        case: "capitalAccessed",
        value: create(CapitalMilestoneSchema, {
          type: c.capitalType ? CAPITAL_VALUE[c.capitalType] : CapitalType.UNSPECIFIED,
          source: c.capitalSource ?? "",
          lenderName: c.lenderName ?? "",
          amount: BigInt(c.amount ?? 0),
          throughProgram: c.throughProgram ?? false,
        }),
      };
      break;
    case "business_started":
      facts.kind = { case: "businessStarted", value: create(BusinessStartMilestoneSchema, { legalForm: legalFormValue(c.legalForm) }) };
      break;
    case "certification":
      facts.kind = { case: "certification", value: create(CertificationMilestoneSchema, { name: c.certificationName ?? "", issuer: c.certificationIssuer ?? "" }) };
      break;
  }
  return facts;
}

function versionOf(v: StoredVersion, viewer: NameViewer): MilestoneVersion {
  const s: MilestoneSnapshot = v.snapshot;
  return create(MilestoneVersionSchema, {
    version: v.version,
    facts: factsOf(s),
    state: STATE[s.state],
    recordedBy: RECORDER[s.recordedByRole],
    recordedByName: nameSeenBy(v.recordedBy, viewer),
    evidenceNote: s.evidenceNote,
    change: CHANGE[v.change],
    changedByName: nameSeenBy(v.changedBy, viewer),
    changedAt: timestampFromDate(v.changedAt),
  });
}

/** The stored kind of a MilestoneKind (unspecified and unknown values: none). */
export const KIND_OF: Record<number, MilestoneKindName> = {
  [MilestoneKind.JOBS_CREATED]: "jobs_created",
  [MilestoneKind.JOBS_RETAINED]: "jobs_retained",
  [MilestoneKind.ANNUAL_REVENUE]: "annual_revenue",
  [MilestoneKind.CAPITAL_ACCESSED]: "capital_accessed",
  [MilestoneKind.BUSINESS_STARTED]: "business_started",
  [MilestoneKind.CERTIFICATION]: "certification",
};

export function toMilestone(m: StoredMilestone, viewer: NameViewer): Milestone {
  const r = m.row;
  return create(MilestoneSchema, {
    milestoneId: r.id,
    userId: r.userId,
    facts: factsOf(r),
    state: STATE[r.state],
    recordedBy: RECORDER[r.recordedByRole],
    recordedByName: nameSeenBy(m.recordedBy, viewer),
    evidenceNote: r.evidenceNote,
    verifiedByName: nameSeenBy(m.verifiedBy, viewer),
    verifiedAt: r.verifiedAt ? timestampFromDate(r.verifiedAt) : undefined,
    confirmedAt: r.confirmedAt ? timestampFromDate(r.confirmedAt) : undefined,
    creditedCoachUserId: r.creditedCoachUserId ?? "",
    creditedCoachName: nameSeenBy(m.creditedCoach, viewer),
    creditedPartnerUserId: r.creditedPartnerUserId ?? "",
    creditedPartnerName: m.creditedPartnerName,
    version: r.version,
    createdAt: timestampFromDate(r.createdAt),
    updatedAt: timestampFromDate(r.updatedAt),
    history: m.history.map((v) => versionOf(v, viewer)),
  });
}
