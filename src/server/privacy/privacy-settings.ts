/**
 * ORG_NAME, ORG_CONTACT_EMAIL and PRIVACY_POLICY_FILE: who runs this installation, where people
 * ask about their data, and the operator's own privacy notice (Markdown), read once at start.
 * config.ts calls this and turns its errors into ConfigError.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Largest PRIVACY_POLICY_FILE accepted (a long policy is ~50 KB of text). */
export const PRIVACY_POLICY_MAX_BYTES = 128 * 1024;
const ORG_NAME_MAX = 120;
const EMAIL_MAX = 254;
// C0 controls (tab included) and DEL: never part of a name or an address.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PrivacyPolicyFile {
  /** Absolute path of the file read. */
  file: string;
  markdown: string;
}

export interface OrganizationSettings {
  /** ORG_NAME: who runs this installation, named in the privacy notice. */
  name: string;
  /** ORG_CONTACT_EMAIL: where people ask for a copy or erasure of their data; unset: the notice names the program team. */
  contactEmail: string | undefined;
  /** PRIVACY_POLICY_FILE, read at start; unset: the built-in notice. */
  privacyPolicy: PrivacyPolicyFile | undefined;
}

type Env = Record<string, string | undefined>;

export function organizationFromEnv(env: Env): OrganizationSettings {
  const name = env.ORG_NAME?.trim() || "Compass";
  if (name.length > ORG_NAME_MAX || CONTROL.test(name)) {
    throw new Error(`ORG_NAME must be at most ${ORG_NAME_MAX} characters on one line`);
  }
  const contactEmail = env.ORG_CONTACT_EMAIL?.trim() || undefined;
  if (contactEmail !== undefined && (contactEmail.length > EMAIL_MAX || !EMAIL.test(contactEmail))) {
    throw new Error(`ORG_CONTACT_EMAIL is not an e-mail address: "${contactEmail}"`);
  }
  const file = env.PRIVACY_POLICY_FILE?.trim();
  return { name, contactEmail, privacyPolicy: file ? readPolicyFile(path.resolve(file)) : undefined };
}

/** Reads the operator's notice: a regular file of at most PRIVACY_POLICY_MAX_BYTES of UTF-8 text. */
function readPolicyFile(file: string): PrivacyPolicyFile {
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new Error("not a regular file");
    size = stat.size;
  } catch (err) {
    throw new Error(`PRIVACY_POLICY_FILE cannot be read (${file}): ${(err as Error).message}`);
  }
  if (size > PRIVACY_POLICY_MAX_BYTES) {
    throw new Error(`PRIVACY_POLICY_FILE is ${size} bytes; at most ${PRIVACY_POLICY_MAX_BYTES} are accepted (${file})`);
  }
  const bytes = readFileSync(file);
  if (bytes.length > PRIVACY_POLICY_MAX_BYTES) {
    throw new Error(`PRIVACY_POLICY_FILE is larger than ${PRIVACY_POLICY_MAX_BYTES} bytes (${file})`);
  }
  let markdown: string;
  try {
    markdown = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new Error(`PRIVACY_POLICY_FILE is not UTF-8 text (${file})`);
  }
  if (markdown.includes("\u0000")) throw new Error(`PRIVACY_POLICY_FILE is not a text file (${file})`);
  if (markdown.trim() === "") throw new Error(`PRIVACY_POLICY_FILE is empty (${file})`);
  return { file, markdown };
}
