/**
 * Requests of the key/value methods into checked values: INVALID_ARGUMENT naming the field
 * (`key: …`, `value: …`, `user_id: …`) when one breaks the rules of settings-policy.ts.
 */
import { rpcError } from "../../core/errors.js";
import { keyProblem, valueProblem } from "./settings-policy.js";

export { parseUserId } from "../../core/ids.js";

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
