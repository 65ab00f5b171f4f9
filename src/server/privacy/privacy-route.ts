/**
 * GET /privacy-policy.json: the public privacy notice's data (src/shared/privacy.ts) — the
 * operator's name and contact, and their own Markdown notice when PRIVACY_POLICY_FILE is set (null:
 * the web app shows its built-in notice). Fixed at start, so it is served with an ETag and may be
 * cached for a few minutes; no sign-in, no database.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { BUILT_IN_NOTICE_UPDATED, PRIVACY_NOTICE_PATH, type PrivacyNotice } from "../../shared/privacy.js";
import type { OrganizationSettings } from "./privacy-settings.js";

/** How long browsers and proxies may reuse the notice without asking (it changes only on restart). */
export const PRIVACY_NOTICE_MAX_AGE_S = 300;

export function privacyNotice(organization: OrganizationSettings): PrivacyNotice {
  return {
    orgName: organization.name,
    contactEmail: organization.contactEmail ?? null,
    markdown: organization.privacyPolicy?.markdown ?? null,
    updatedAt: organization.privacyPolicy ? null : BUILT_IN_NOTICE_UPDATED,
  };
}

export function registerPrivacyNotice(app: FastifyInstance, organization: OrganizationSettings): void {
  const body = JSON.stringify(privacyNotice(organization));
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
  app.get(PRIVACY_NOTICE_PATH, async (request, reply) => {
    reply.header("cache-control", `public, max-age=${PRIVACY_NOTICE_MAX_AGE_S}`).header("etag", etag);
    const offered = request.headers["if-none-match"];
    if (offered !== undefined && offered.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*")) {
      return reply.code(304).send();
    }
    return reply.type("application/json; charset=utf-8").send(body);
  });
}
