/**
 * /admin/audit-log's pure logic (src/web/pages/audit-log/audit-view.ts): every action the server
 * records has a readable, unique label (and an unknown one is shown as it is); the filters and tab
 * go to and from the address; the filters' checks and the list requests; who acted; the details in
 * a line and pretty-printed; times in a given locale and zone.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_WRITE_ACTIONS } from "../../../src/server/rpc/admin-writes";
import i18n from "../../../src/web/i18n";
import "../../../src/web/i18n/en/audit-log";
import {
  actionFromText,
  actionLabel,
  actorOf,
  AUDIT_ACTIONS,
  changesRequest,
  detailsSummary,
  filterErrors,
  filtersOf,
  hasFilters,
  looksLikeUserId,
  NO_FILTERS,
  prettyDetails,
  refusalsRequest,
  tabOf,
  timeFormat,
  writeFilters,
  writeTab,
  type AuditFilters,
} from "../../../src/web/pages/audit-log/audit-view";

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options ?? {});
const filters = (over: Partial<AuditFilters> = {}): AuditFilters => ({ ...NO_FILTERS, ...over });
const page = { pageSize: 25, pageToken: "" };

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return sources(full);
    return d.name.endsWith(".ts") && !d.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The action names the server records: `audit(ctx, "…")`, `audit(ctx, actor, "…")`, the documents' `${spec.auditName}` names and admin-writes.ts's. */
function recordedActions(): Set<string> {
  const names = new Set<string>();
  const auditNames: string[] = [];
  const templates: string[] = [];
  for (const file of sources(path.resolve("src/server/rpc"))) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/\baudit\(\s*ctx,\s*(?:actor,\s*)?([^,]+),/g)) {
      for (const literal of m[1]!.matchAll(/"([a-z0-9_]+)"/g)) names.add(literal[1]!);
      for (const template of m[1]!.matchAll(/`([a-z0-9_]*\$\{spec\.auditName\}[a-z0-9_]*)`/g)) templates.push(template[1]!);
    }
    for (const m of text.matchAll(/\bauditName:\s*"([a-z0-9_]+)"/g)) auditNames.push(m[1]!);
  }
  for (const template of templates) for (const name of auditNames) names.add(template.replace("${spec.auditName}", name));
  // Every administrative write's (recorded by the registry or named by the handler that records it).
  for (const name of ADMIN_WRITE_ACTIONS) names.add(name);
  return names;
}

describe("the audit log's actions", () => {
  it("has a label for every action the server records", () => {
    const recorded = recordedActions();
    expect(recorded.size).toBeGreaterThan(20);
    expect(recorded).toContain("admin_user_updated");
    expect(recorded).toContain("admin_cashflow_submitted");
    const missing = [...recorded].filter((name) => !AUDIT_ACTIONS.includes(name as never));
    expect(missing, "actions recorded by the server without a label in audit-view.ts").toEqual([]);
  });

  it("shows each known action by a label of its own, and an unknown one as it is", () => {
    const labels = AUDIT_ACTIONS.map((a) => actionLabel(a, t));
    for (const [i, label] of labels.entries()) expect(label, AUDIT_ACTIONS[i]).not.toContain("auditLog.actions");
    expect(new Set(labels.map((l) => l.toLowerCase())).size).toBe(labels.length);
    expect(actionLabel("admin_user_updated", t)).toBe("Changed a user");
    expect(actionLabel("legacy_import", t)).toBe("legacy_import");
  });

  it("takes a label (any case) as its action, and anything else as an action name", () => {
    expect(actionFromText("Changed a user", t)).toBe("admin_user_updated");
    expect(actionFromText("  requested the ta sessions report ", t)).toBe("report_ta_requested");
    expect(actionFromText("admin_user_deleted", t)).toBe("admin_user_deleted");
    expect(actionFromText("legacy_import", t)).toBe("legacy_import");
    expect(actionFromText("   ", t)).toBe("");
  });
});

describe("the filters in the address", () => {
  it("reads the tab and the filters, trimmed, with the changes as the default tab", () => {
    const params = new URLSearchParams("tab=refusals&action=x&actor=%20u1%20&target_type=user&target_id=42&method=AdminGetUser&from=2026-01-01&to=2026-01-31");
    expect(tabOf(params)).toBe("refusals");
    expect(tabOf(new URLSearchParams("tab=other"))).toBe("changes");
    expect(filtersOf(params)).toEqual({ action: "x", actor: "u1", targetType: "user", targetId: "42", method: "AdminGetUser", from: "2026-01-01", to: "2026-01-31" });
    expect(filtersOf(new URLSearchParams())).toEqual(NO_FILTERS);
  });

  it("writes a tab's filters, drops the empty ones and keeps the other tab's own", () => {
    const params = new URLSearchParams("method=AdminGetUser&action=old");
    writeFilters(params, "changes", filters({ action: "admin_user_updated", actor: "u1", from: "2026-01-01" }));
    expect(Object.fromEntries(params)).toEqual({ method: "AdminGetUser", action: "admin_user_updated", actor: "u1", from: "2026-01-01" });
    writeFilters(params, "refusals", filters({ actor: "u2" }));
    expect(Object.fromEntries(params)).toEqual({ action: "admin_user_updated", actor: "u2" });
    // A round trip gives the same filters back.
    const written = new URLSearchParams();
    const all = filters({ action: "a b", actor: "u&1", targetType: "user", targetId: "x/y", from: "2026-02-01", to: "2026-02-03" });
    writeFilters(written, "changes", all);
    expect(filtersOf(new URLSearchParams(written.toString()))).toEqual(all);
  });

  it("opens a tab: the changes without a parameter", () => {
    const params = new URLSearchParams("actor=u1");
    writeTab(params, "refusals");
    expect(params.toString()).toBe("actor=u1&tab=refusals");
    writeTab(params, "changes");
    expect(params.toString()).toBe("actor=u1");
  });

  it("knows whether a tab has filters", () => {
    expect(hasFilters(NO_FILTERS, "changes")).toBe(false);
    expect(hasFilters(filters({ method: "X" }), "changes")).toBe(false);
    expect(hasFilters(filters({ method: "X" }), "refusals")).toBe(true);
    expect(hasFilters(filters({ from: "2026-01-01" }), "refusals")).toBe(true);
  });
});

describe("the filters' checks and the requests", () => {
  it("refuses an end before the start on the end, a day that is not one, and a text too long", () => {
    expect(filterErrors(filters({ from: "2026-01-01", to: "2026-01-01" }), "changes")).toEqual({});
    expect(filterErrors(filters({ from: "2026-02-02", to: "2026-02-01" }), "changes")).toEqual({ to: "order" });
    expect(filterErrors(filters({ from: "2026-02-31" }), "refusals")).toEqual({ from: "date" });
    expect(filterErrors(filters({ to: "tomorrow" }), "changes")).toEqual({ to: "date" });
    expect(filterErrors(filters({ action: "x".repeat(201) }), "changes")).toEqual({ action: "tooLong" });
    // A filter the tab does not use is not checked.
    expect(filterErrors(filters({ action: "x".repeat(201) }), "refusals")).toEqual({});
    expect(filterErrors(filters({ method: "x".repeat(201) }), "refusals")).toEqual({ method: "tooLong" });
  });

  it("asks for the changes and the refusals with the tab's filters and days as Date messages", () => {
    const all = filters({ action: " admin_user_updated ", actor: "u1", targetType: "user", targetId: "42", method: "AdminGetUser", from: "2026-01-05", to: "2026-01-06" });
    expect(changesRequest(all, { pageSize: 50, pageToken: "tok" })).toEqual({
      pageRequest: { pageSize: 50, pageToken: "tok" },
      action: "admin_user_updated",
      actorUserId: "u1",
      targetType: "user",
      targetId: "42",
      startDate: { year: 2026, month: 1, day: 5 },
      endDate: { year: 2026, month: 1, day: 6 },
    });
    expect(refusalsRequest(all, page)).toEqual({
      pageRequest: page,
      method: "AdminGetUser",
      actorUserId: "u1",
      startDate: { year: 2026, month: 1, day: 5 },
      endDate: { year: 2026, month: 1, day: 6 },
    });
    expect(changesRequest(NO_FILTERS, page)).toEqual({ pageRequest: page, action: "", actorUserId: "", targetType: "", targetId: "" });
  });
});

describe("what a record shows", () => {
  it("names who acted: a user, the system, a deleted user, an anonymous caller, several users", () => {
    expect(actorOf({ actorUserId: "u1", actorName: "Ada Admin" }, "change")).toEqual({ kind: "user", id: "u1", name: "Ada Admin" });
    expect(actorOf({ actorUserId: "", actorName: "" }, "change")).toEqual({ kind: "system" });
    expect(actorOf({ actorUserId: "gone", actorName: "" }, "change")).toEqual({ kind: "deleted", id: "gone" });
    expect(actorOf({ actorUserId: "", actorName: "" }, "refusal")).toEqual({ kind: "anonymous" });
    expect(actorOf({ actorUserId: "*", actorName: "" }, "refusal")).toEqual({ kind: "several" });
  });

  it("puts the details in a line, cut to length, and pretty-prints them", () => {
    const json = JSON.stringify({ paths: ["type", "enabled"], role: "COACH", disabled: true });
    expect(detailsSummary(json)).toBe("paths: type, enabled · role: COACH · disabled: true");
    expect(detailsSummary("{}")).toBe("");
    expect(detailsSummary(JSON.stringify({ fields: "x".repeat(100) }), 20)).toBe("fields: xxxxxxxxxxx…");
    expect(detailsSummary("not json")).toBe("not json");
    expect(prettyDetails(json)).toBe('{\n  "paths": [\n    "type",\n    "enabled"\n  ],\n  "role": "COACH",\n  "disabled": true\n}');
    expect(prettyDetails("{}")).toBe("");
    expect(prettyDetails("")).toBe("");
    expect(prettyDetails("not json")).toBe("not json");
  });

  it("shows a time in the viewer's locale and zone, with the zone's name", () => {
    const at = new Date("2026-03-04T17:06:07Z");
    const utc = timeFormat("en-US", { seconds: true, timeZone: "UTC" }).format(at).replace(/\s/g, " ");
    expect(utc).toBe("Mar 4, 2026, 5:06:07 PM UTC");
    const paris = timeFormat("fr-FR", { seconds: false, timeZone: "Europe/Paris" }).format(at).replace(/\s/g, " ");
    expect(paris).toMatch(/^4 mars 2026.*18:06 UTC\+1$/);
  });

  it("offers typed text as a user id only when it looks like one", () => {
    expect(looksLikeUserId("5b0f3c7e-1d2a-4c55-9a8e-0f1e2d3c4b5a")).toBe(true);
    expect(looksLikeUserId("lia learner")).toBe(false);
    expect(looksLikeUserId("lia@example.com1")).toBe(false);
    expect(looksLikeUserId("abc1")).toBe(false);
  });
});
