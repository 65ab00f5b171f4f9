/**
 * `npm run outbox`: the mail and texts Compass kept instead of sending them (no SMTP_URL, no SMS
 * provider), newest first — the sign-up confirmations, password resets and invitations a
 * developer or a first-time operator needs to read. Reads the database of the running server:
 * DATABASE_URL's, or the embedded cluster under DATA_DIR (default ./data; it runs while Compass
 * runs, and its port and password are in DATA_DIR/pg/).
 *
 *   npm run outbox                      the latest 10 messages, in full
 *   npm run outbox -- --limit 50        more
 *   npm run outbox -- --to a@b.org      only those to one address (or phone number)
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** The database's URL: DATABASE_URL, else the embedded cluster's (read from its files). */
export function outboxDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const external = env.DATABASE_URL?.trim();
  if (external) return external;
  const cluster = path.resolve(env.DATA_DIR?.trim() || "data", "pg");
  const portFile = path.join(cluster, "port");
  if (!existsSync(portFile)) throw new Error(`No embedded database under ${cluster}: start Compass first (npm start); the outbox is read from its database.`);
  const port = readFileSync(portFile, "utf8").trim();
  const password = readFileSync(path.join(cluster, "password"), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/compass`;
}

export interface OutboxMessage {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: Date;
}

/** A message as the console shows it. */
export function formatMessage(m: OutboxMessage): string {
  const heading = `── ${m.created_at.toISOString().replace("T", " ").slice(0, 19)} UTC · ${m.channel === "sms" ? "text" : "mail"} to ${m.recipient}`;
  return [heading, ...(m.subject ? [`Subject: ${m.subject}`] : []), "", m.body.trim(), ""].join("\n");
}

async function main(): Promise<void> {
  const limit = Number(option("limit") ?? 10);
  if (!Number.isInteger(limit) || limit < 1) throw new Error("--limit takes a whole number ≥ 1");
  const to = option("to");
  const client = new pg.Client({ connectionString: outboxDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<OutboxMessage>(
      `select channel, recipient, subject, body, created_at from outbox_messages
        where ($1::text is null or lower(recipient) = lower($1)) order by created_at desc limit $2`,
      [to ?? null, limit],
    );
    if (rows.length === 0) console.log(to ? `The outbox holds nothing to ${to}.` : "The outbox is empty.");
    for (const row of rows) console.log(formatMessage(row));
  } finally {
    await client.end();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((err: unknown) => {
    console.error(`outbox: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
