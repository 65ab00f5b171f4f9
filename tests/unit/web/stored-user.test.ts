/** The stored token set, read without oidc-client-ts (src/web/auth/storage-keys.ts). */
import { describe, expect, it } from "vitest";
import { readStoredUser, USER_STORE_PREFIX } from "../../../src/web/auth/storage-keys";

const ISSUER = "https://compass.example.org/oidc";
const KEY = `${USER_STORE_PREFIX}user:${ISSUER}:compass-web`;
const storage = (entries: Record<string, string>) => ({ getItem: (k: string) => entries[k] ?? null });
const NOW = 1_800_000_000_000;
const stored = (over: object = {}) =>
  JSON.stringify({ access_token: "at", id_token: "idt", refresh_token: "rt", token_type: "Bearer", scope: "openid", profile: { sub: "u1" }, expires_at: NOW / 1000 + 300, ...over });

describe("readStoredUser", () => {
  it("reads the library's entry for this issuer and client, with `expired` as the library computes it", () => {
    expect(readStoredUser(ISSUER, "compass-web", NOW, storage({ [KEY]: stored() }))).toEqual({
      access_token: "at",
      id_token: "idt",
      refresh_token: "rt",
      expired: false,
      profile: { sub: "u1" },
    });
    expect(readStoredUser(ISSUER, "compass-web", NOW, storage({ [KEY]: stored({ expires_at: NOW / 1000 }) }))?.expired).toBe(true);
    expect(readStoredUser(ISSUER, "compass-web", NOW, storage({ [KEY]: stored({ expires_at: undefined }) }))?.expired).toBeUndefined();
  });

  it("answers null for another client, nothing stored, unreadable JSON or an entry without a token", () => {
    expect(readStoredUser(ISSUER, "other", NOW, storage({ [KEY]: stored() }))).toBeNull();
    expect(readStoredUser(ISSUER, "compass-web", NOW, storage({}))).toBeNull();
    expect(readStoredUser(ISSUER, "compass-web", NOW, storage({ [KEY]: "{" }))).toBeNull();
    expect(readStoredUser(ISSUER, "compass-web", NOW, storage({ [KEY]: stored({ access_token: 5 }) }))).toBeNull();
    expect(readStoredUser(ISSUER, "compass-web", NOW, null)).toBeNull();
  });
});
