/**
 * Requests of the key/value methods into checked values: INVALID_ARGUMENT naming the field
 * (`key: …`, `value: …`, `user_id: …`) when one breaks the rules of settings-policy.ts.
 */
import { rpcError } from "../errors.js";
import { keyProblem, valueProblem } from "./settings-policy.js";

/** Longest user id looked up (ids are UUIDs; anything much longer is not one). */
const USER_ID_MAX = 255;

export function parseKey(key: string): string {
  const problem = keyProblem(key);
  if (problem) throw rpcError.invalidArgument(`key: ${problem}`);
  return key;
}

export function parseValue(value: string): string {
  const problem = valueProblem(value);
  if (problem) throw rpcError.invalidArgument(`value: ${problem}`);
  return value;
}

/** The user an Admin* call names: required (spaces around ignored). */
export function parseUserId(userId: string): string {
  const value = userId.trim();
  if (value === "") throw rpcError.invalidArgument("user_id: required.");
  if (value.length > USER_ID_MAX) throw rpcError.invalidArgument("user_id: not a user id.");
  return value;
}
