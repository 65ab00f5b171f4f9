/**
 * Every administrative write is audited (issue #38 §5): derived from the access table, each method
 * only administrators may call that is not a read has an entry in admin-writes.ts (so a new Admin*
 * write without one fails here, as it fails to compile); the registry records the entries it owns
 * after the handler succeeds — action, target and details — and nothing when the call fails; the
 * actions a handler records are written by that handler.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { HandlerContext } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { CompassService } from "../../../src/gen/compass/v1/compass_pb.js";
import { access, authorize } from "../../../src/server/rpc/access.js";
import { ADMIN_WRITE_ACTIONS, ADMIN_WRITE_AUDIT, isAdminWrite, withAdminAudit } from "../../../src/server/rpc/admin-writes.js";
import type { AuditAction } from "../../../src/server/rpc/audit-action.js";
import { ROLES } from "../../../src/shared/roles.js";

const names = CompassService.methods.map((m) => m.localName);
const admits = (method: string, role: (typeof ROLES)[number]) => {
  try {
    authorize(method, { role, userId: "u1" });
    return true;
  } catch {
    return false;
  }
};
/** Administrators only, by asking the access layer each role. */
const adminOnly = names.filter((n) => ROLES.every((role) => admits(n, role) === (role === "admin")));
/** Reads, by name: Get, List, Search, Download (with or without the Admin prefix). */
const isRead = (n: string) => /^(?:admin)?(?:Get|List|Search|Download)|^(?:get|list|search|download)/.test(n);

const entries = ADMIN_WRITE_AUDIT as unknown as Record<string, { action?: string; recordedByHandler?: readonly string[] }>;

describe("the administrative writes' audit table", () => {
  it("has an entry for every method only administrators may call that is not a read, and for nothing else", () => {
    const writes = adminOnly.filter((n) => !isRead(n)).sort();
    expect(writes.length).toBeGreaterThanOrEqual(31);
    expect(Object.keys(ADMIN_WRITE_AUDIT).sort()).toEqual(writes);
    // The run-time rule over the table agrees.
    expect(Object.entries(access).filter(([n, rule]) => isAdminWrite(n, rule)).map(([n]) => n).sort()).toEqual(writes);
    // Creating an article and adding it to a module are among them (the example).
    expect(writes).toEqual(expect.arrayContaining(["adminCreateLearningContent", "adminAssignLearningContentToModule", "adminUploadFile"]));
  });

  it("names each action in snake case, one action per method the registry records", () => {
    for (const name of ADMIN_WRITE_ACTIONS) expect(name).toMatch(/^[a-z][a-z0-9_]{2,60}$/);
    const owned = Object.values(entries).flatMap((e) => (e.action ? [e.action] : []));
    expect(new Set(owned).size).toBe(owned.length);
  });

  it("has each action a handler records written by a handler", () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? sources(path.join(dir, d.name)) : d.name.endsWith(".ts") ? [readFileSync(path.join(dir, d.name), "utf8")] : []));
    const text = [...sources(path.resolve("src/server/rpc")), ...sources(path.resolve("src/server/files"))].filter((t) => !t.includes("export const ADMIN_WRITE_AUDIT")).join("\n");
    for (const [method, entry] of Object.entries(entries)) {
      for (const action of entry.recordedByHandler ?? []) {
        const submitted = /^admin_(\w+)_submitted$/.exec(action);
        const written = text.includes(`"${action}"`) || (submitted !== null && text.includes(`auditName: "${submitted[1]}"`) && text.includes("`admin_${spec.auditName}_submitted`"));
        expect(written, `${method}: ${action}`).toBe(true);
      }
    }
  });
});

describe("withAdminAudit", () => {
  const ctx = {} as HandlerContext;
  const recorder = () => {
    const rows: unknown[][] = [];
    const record: AuditAction = async (...args) => {
      rows.push(args.slice(1));
    };
    return { rows, record };
  };

  it("records a creation with the new id once the handler has answered", async () => {
    const { rows, record } = recorder();
    const impl = withAdminAudit("adminCreateLearningContent", async () => ({ learningContentId: "c-1" }), record);
    expect(await impl({ title: "Cash flow 101" }, ctx)).toEqual({ learningContentId: "c-1" });
    expect(rows).toEqual([["learning_content_created", { type: "learning_content", id: "c-1" }, undefined]]);
  });

  it("records a link with its target and the other id, and an edit with the paths asked for", async () => {
    const { rows, record } = recorder();
    await withAdminAudit("adminAssignLearningContentToModule", async () => ({}), record)({ learningModuleId: " m-1 ", learningContentId: "c-1" }, ctx);
    await withAdminAudit("adminEditCategory", async () => ({}), record)({ categoryId: "k-1", updateMask: { paths: ["title"] } }, ctx);
    await withAdminAudit("adminUnassignToCategory", async () => ({}), record)({ categoryId: "k-1", learningModuleId: "", learningContentId: "c-2" }, ctx);
    expect(rows).toEqual([
      ["learning_module_content_added", { type: "learning_module", id: "m-1" }, { learningContentId: "c-1" }],
      ["category_updated", { type: "category", id: "k-1" }, { paths: ["title"] }],
      ["category_item_removed", { type: "category", id: "k-1" }, { learningContentId: "c-2" }],
    ]);
  });

  it("records nothing when the handler fails", async () => {
    const { rows, record } = recorder();
    const impl = withAdminAudit("adminRemoveCategory", async () => Promise.reject(new Error("Category not found")), record);
    await expect(impl({ categoryId: "k-9" }, ctx)).rejects.toThrow("Category not found");
    expect(rows).toEqual([]);
  });

  it("leaves the handlers that record their own rows, and every other method, as they are", () => {
    const { record } = recorder();
    const impl = async () => ({});
    expect(withAdminAudit("adminUpdateUser", impl, record)).toBe(impl);
    expect(withAdminAudit("adminUploadFile", impl, record)).toBe(impl);
    expect(withAdminAudit("getCategory", impl, record)).toBe(impl);
    expect(withAdminAudit("adminCreateCategory", impl, undefined)).toBe(impl);
  });
});
