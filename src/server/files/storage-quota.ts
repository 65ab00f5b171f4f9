/**
 * The storage quota of an account (ADR 0031): how many bytes of uploads each kind of account may
 * keep (UPLOAD_QUOTA_*_MB), and the refusal when an upload would pass it. Pure: the file store
 * counts the bytes, this decides.
 *
 * An account is charged for every file row it uploaded (an image's WebP copies included), at the
 * stored length, whether or not the same bytes are also someone else's: the blob store keeps
 * identical bytes once, but what one account may use does not depend on what others uploaded.
 */
import type { UserType } from "../db/schema/users.js";

/** The quota of each kind of account, in bytes; null is unlimited. */
export interface StorageQuotas {
  learner: number | null;
  /** Coaches and lenders. */
  coach: number | null;
  /** Partners (banks) and API clients. */
  partner: number | null;
  /** Administrators (people and API). */
  admin: number | null;
}

export const MB = 1024 * 1024;

export const DEFAULT_STORAGE_QUOTAS: StorageQuotas = {
  learner: 200 * MB,
  coach: 1024 * MB,
  partner: 200 * MB,
  admin: null,
};

/** The quota (bytes; null: unlimited) of an account of this type. */
export function quotaOf(type: UserType, quotas: StorageQuotas): number | null {
  switch (type) {
    case "STANDARD":
      return quotas.learner;
    case "COACH":
    case "LENDER":
      return quotas.coach;
    case "BANK":
    case "API":
      return quotas.partner;
    case "ADMIN":
    case "API_ADMIN":
      return quotas.admin;
  }
}

/** Bytes as the refusal and the account page show them: "12.3 MB", "200 MB", "512 KB". */
export function formatBytes(bytes: number): string {
  if (bytes < MB) return `${Math.max(0, Math.ceil(bytes / 1024))} KB`;
  const mb = bytes / MB;
  return `${mb >= 100 || Number.isInteger(mb) ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
}

const storageFull = (used: string, quota: string, needed: string) =>
  `Your storage is full: ${used} of ${quota} used, and this file needs ${needed}. Remove files you no longer need, or ask an administrator.`;

/** An upload that would take the account past its quota; nothing of it was stored. */
export class QuotaExceededError extends Error {
  override readonly name = "QuotaExceededError";
  constructor(
    readonly usedBytes: number,
    readonly quotaBytes: number,
    readonly neededBytes: number,
  ) {
    super(storageFull(formatBytes(usedBytes), formatBytes(quotaBytes), formatBytes(neededBytes)));
  }
}

/** Throws QuotaExceededError when `neededBytes` more would pass `quotaBytes` (null: unlimited). */
export function checkQuota(usedBytes: number, neededBytes: number, quotaBytes: number | null): void {
  if (quotaBytes !== null && usedBytes + neededBytes > quotaBytes) throw new QuotaExceededError(usedBytes, quotaBytes, neededBytes);
}
