/**
 * The privacy notice's data, as GET /privacy-policy.json serves it (src/server/privacy/) and the
 * public /privacy-policy page reads it (src/web/pages/privacy/).
 */

/** Where the notice's data is served; public, no sign-in. */
export const PRIVACY_NOTICE_PATH = "/privacy-policy.json";

/**
 * When the built-in notice (src/web/i18n/en/privacy.ts, `privacy`) last changed in substance: change it
 * with the text. ISO date (YYYY-MM-DD).
 */
export const BUILT_IN_NOTICE_UPDATED = "2026-12-07";

export interface PrivacyNotice {
  /** Who runs this installation (ORG_NAME, default "Compass"). */
  orgName: string;
  /** Where to ask for a copy or erasure (ORG_CONTACT_EMAIL); null: the notice names the program team. */
  contactEmail: string | null;
  /** The operator's own notice (PRIVACY_POLICY_FILE, Markdown); null: the built-in notice. */
  markdown: string | null;
  /** The built-in notice's date (ISO); null for the operator's file, whose text carries its own. */
  updatedAt: string | null;
}
