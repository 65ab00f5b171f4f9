/**
 * The storage domain's pure rules (ADR 0031): the administrators' list of the largest users is
 * ordered by bytes used, largest first, then by user id; a page token's cursor carries the last
 * row's use as its key, which must be a whole number of bytes.
 */
import { rpcError } from "../../core/errors.js";
import { BAD_PAGE_TOKEN, type Cursor } from "../paging.js";

/** The page-token scope of AdminListStorageUsers (no filters). */
export const STORAGE_USERS_SCOPE = "adminListStorageUsers";

/** The cursor's used bytes, or INVALID_ARGUMENT when its key is not a whole number of bytes. */
export function cursorBytes(cursor: Cursor): bigint {
  if (!/^\d{1,19}$/.test(cursor.key)) throw rpcError.invalidArgument(BAD_PAGE_TOKEN);
  return BigInt(cursor.key);
}

/** Quota as the API gives it: 0 and unlimited for no quota. */
export function quotaForApi(quotaBytes: number | null): { quotaBytes: bigint; unlimited: boolean } {
  return quotaBytes === null ? { quotaBytes: 0n, unlimited: true } : { quotaBytes: BigInt(quotaBytes), unlimited: false };
}
