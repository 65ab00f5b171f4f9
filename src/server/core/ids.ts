/**
 * The ids a request names (user, record, message …), checked the same way by every domain:
 * required (spaces around ignored) and no longer than any id the server makes —
 * INVALID_ARGUMENT naming the field otherwise.
 */
import { rpcError } from "./errors.js";

/** Longest id looked up (ids are UUIDs; anything much longer is not one). */
const ID_MAX = 255;

export function requiredId(value: string, field: string, noun = "an id"): string {
  const id = value.trim();
  if (id === "") throw rpcError.invalidArgument(`${field}: required.`);
  if (id.length > ID_MAX) throw rpcError.invalidArgument(`${field}: not ${noun}.`);
  return id;
}

/** The user an Admin* or Coach* call names. */
export const parseUserId = (userId: string): string => requiredId(userId, "user_id", "a user id");

/** An optional id in a filter: "" when unset; INVALID_ARGUMENT (naming the field) when it cannot be an id. */
export function optionalId(value: string, field: string, noun = "an id"): string {
  const id = value.trim();
  if (id && (id.length > ID_MAX || !/^[0-9A-Za-z-]+$/.test(id))) throw rpcError.invalidArgument(`${field}: not ${noun}.`);
  return id;
}
