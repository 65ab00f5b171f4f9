/**
 * A user's key/value entries (spec §3 "Key/value entry", §7; issue #10 §5): GetValueForKey,
 * PutValueForKey and DeleteValueForKey on the caller's own entries (any signed-in user), and their
 * Admin* twins on any user's, named by user id (administrators; the access table). Each handler:
 * validate -> act -> map; the rules are in settings-policy.ts.
 *
 * - Get of a key that holds nothing answers NOT_FOUND ("Key not found"): the response has only the
 *   value, no "found" flag, and an empty string is a value a client may store.
 * - Put is an upsert; a new key past KEYS_PER_USER answers RESOURCE_EXHAUSTED.
 * - Delete is idempotent: removing a key that holds nothing answers OK.
 * - Admin*: a user id that names no user answers NOT_FOUND ("User not found"); an administrator's
 *   writes to another user's entries go to the audit log (the user's id; never the key or value).
 */
import type { HandlerContext } from "@connectrpc/connect";
import { auditAction } from "../audit-action.js";
import { signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { parseKey, parseUserId, parseValue } from "./settings-mapper.js";
import { TOO_MANY_KEYS } from "./settings-policy.js";
import { createSettingsStore, type PutResult } from "./settings-store.js";

export type SettingsDeps = Pick<ServiceDeps, "db" | "audit">;

export const SETTINGS_METHODS = [
  "getValueForKey",
  "putValueForKey",
  "deleteValueForKey",
  "adminGetValueForKey",
  "adminPutValueForKey",
  "adminDeleteValueForKey",
] as const;
export type SettingsHandlers = DomainHandlers<(typeof SETTINGS_METHODS)[number]>;

const KEY_NOT_FOUND = "Key not found";
const USER_NOT_FOUND = "User not found";

function answerPut(result: PutResult): Record<string, never> {
  if (result === "no-user") throw rpcError.notFound(USER_NOT_FOUND);
  if (result === "full") throw rpcError.resourceExhausted(TOO_MANY_KEYS);
  return {};
}

export function settingsService(deps: SettingsDeps): SettingsHandlers {
  const store = createSettingsStore(deps.db);

  async function mustExist(userId: string): Promise<void> {
    if (!(await store.userExists(userId))) throw rpcError.notFound(USER_NOT_FOUND);
  }

  async function value(userId: string, key: string): Promise<{ value: string }> {
    const found = await store.get(userId, key);
    if (found === null) throw rpcError.notFound(KEY_NOT_FOUND);
    return { value: found };
  }

  /** An administrator's change to a user's entries, for the audit log (no key, no value). */
  const record = auditAction(deps.audit);
  const audit = (ctx: HandlerContext, action: string, userId: string) => record(ctx, action, { type: "user", id: userId });

  return {
    async getValueForKey(req, ctx) {
      const actor = signedIn(ctx);
      const key = parseKey(req.key);
      return value(actor.userId, key);
    },

    async putValueForKey(req, ctx) {
      const actor = signedIn(ctx);
      const key = parseKey(req.key);
      const stored = parseValue(req.value);
      return answerPut(await store.put(actor.userId, key, stored));
    },

    async deleteValueForKey(req, ctx) {
      const actor = signedIn(ctx);
      const key = parseKey(req.key);
      await store.remove(actor.userId, key);
      return {};
    },

    async adminGetValueForKey(req) {
      const userId = parseUserId(req.userId);
      const key = parseKey(req.key);
      await mustExist(userId);
      return value(userId, key);
    },

    async adminPutValueForKey(req, ctx) {
      const userId = parseUserId(req.userId);
      const key = parseKey(req.key);
      const stored = parseValue(req.value);
      const answer = answerPut(await store.put(userId, key, stored));
      await audit(ctx, "admin_key_value_put", userId);
      return answer;
    },

    async adminDeleteValueForKey(req, ctx) {
      const userId = parseUserId(req.userId);
      const key = parseKey(req.key);
      await mustExist(userId);
      if (await store.remove(userId, key)) await audit(ctx, "admin_key_value_deleted", userId);
      return {};
    },
  };
}
