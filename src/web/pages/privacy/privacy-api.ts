/**
 * The privacy notice's data from GET /privacy-policy.json, by plain fetch: a public page loads
 * neither the API client nor the generated code (issue #18).
 */
import { PRIVACY_NOTICE_PATH, type PrivacyNotice } from "../../../shared/privacy";

const stringOrNull = (value: unknown): value is string | null => value === null || typeof value === "string";

/** Parses the endpoint's answer, refusing anything not shaped like a PrivacyNotice. */
export function parsePrivacyNotice(body: unknown): PrivacyNotice {
  const o = (body ?? {}) as Record<string, unknown>;
  if (typeof o.orgName !== "string" || !stringOrNull(o.contactEmail) || !stringOrNull(o.markdown) || !stringOrNull(o.updatedAt)) {
    throw new Error("unexpected privacy notice");
  }
  return { orgName: o.orgName, contactEmail: o.contactEmail, markdown: o.markdown, updatedAt: o.updatedAt };
}

export async function fetchPrivacyNotice(signal?: AbortSignal): Promise<PrivacyNotice> {
  const response = await fetch(PRIVACY_NOTICE_PATH, { headers: { accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`privacy notice: HTTP ${response.status}`);
  return parsePrivacyNotice(await response.json());
}
