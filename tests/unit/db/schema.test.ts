import fs from "node:fs";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { is } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { committedMigrations, MIGRATIONS_FOLDER } from "../../../src/server/db/database.js";
import * as schema from "../../../src/server/db/schema/index.js";

const tables = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable)).map((t) => getTableConfig(t));

describe("the schema", () => {
  it("has a table for every persisted entity of the spec", () => {
    const names = tables.map((t) => t.name);
    for (const name of [
      "users", "user_states", "user_learning_modules", "user_learning_contents", "learning_completion_log",
      "notifications", "notification_attachments", "chat_messages", "chat_message_attachments", "files", "attachments",
      "categories", "category_modules", "category_contents", "learning_modules", "learning_contents", "module_contents",
      "classes", "ta_tracking", "key_values", "telemetry_events", "cashflows", "cashflows_history", "business_plans",
      "business_plans_history", "business_surveys", "business_surveys_history", "lender_accounts", "bank_accounts",
      "referral_codes", "audit_log",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("stores the most sensitive PII only encrypted, with a key id", () => {
    const users = tables.find((t) => t.name === "users")!;
    const columns = new Map(users.columns.map((c) => [c.name, c.getSQLType()]));
    for (const plain of ["date_of_birth", "drivers_license_number", "annual_household_income"]) {
      expect(columns.has(plain)).toBe(false);
      expect(columns.get(`${plain}_enc`)).toBe("bytea");
    }
    expect(columns.get("pii_key_id")).toBe("text");
  });

  it("uses timezone-aware timestamps everywhere", () => {
    const naive = tables.flatMap((t) =>
      t.columns.filter((c) => c.getSQLType().startsWith("timestamp") && !c.getSQLType().includes("with time zone")).map((c) => `${t.name}.${c.name}`),
    );
    expect(naive).toEqual([]);
  });

  it("keeps the audit log free of foreign keys (it outlives the users it names)", () => {
    expect(tables.find((t) => t.name === "audit_log")!.foreignKeys).toEqual([]);
  });
});

describe("the committed migrations", () => {
  it("has an SQL file for every journal entry", () => {
    const journal = JSON.parse(fs.readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, "utf8")) as { entries: { tag: string }[] };
    expect(journal.entries.length).toBe(committedMigrations());
    for (const entry of journal.entries) expect(fs.existsSync(`${MIGRATIONS_FOLDER}/${entry.tag}.sql`)).toBe(true);
    const sql = journal.entries.map((e) => fs.readFileSync(`${MIGRATIONS_FOLDER}/${e.tag}.sql`, "utf8")).join("\n");
    expect(sql).toMatch(/CREATE TRIGGER[\s\S]*audit_log/i); // the append-only guard is among them
  });
});
