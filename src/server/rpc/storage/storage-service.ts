/**
 * The storage domain (issue #37, ADR 0031): GetMyStorageUsage (the caller's uploads against their
 * quota, for the account page) and AdminListStorageUsers (administrators: the accounts whose
 * uploads use the most, largest first, keyset pages with sealed tokens). The use is counted over
 * the account's file rows (files/file-store.ts), the quota is its kind of account's.
 */
import { signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import type { FileStore } from "../../files/file-store.js";
import { pageOf, pageSize, pageTokens } from "../paging.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { toStorageUsage, toStorageUser } from "./storage-mapper.js";
import { cursorBytes, STORAGE_USERS_SCOPE } from "./storage-policy.js";
import { createStorageStore } from "./storage-store.js";

export const STORAGE_METHODS = ["getMyStorageUsage", "adminListStorageUsers"] as const;

export type StorageHandlers = DomainHandlers<(typeof STORAGE_METHODS)[number]>;

export function storageService(deps: Pick<ServiceDeps, "db" | "keyring" | "files">): StorageHandlers {
  const store = createStorageStore(deps.db);
  const tokens = pageTokens(deps.keyring);
  const files = (): FileStore => {
    if (!deps.files) throw rpcError.failedPrecondition("File uploads are not available on this server.");
    return deps.files;
  };

  return {
    async getMyStorageUsage(_req, ctx) {
      const actor = signedIn(ctx);
      const usage = await files().usage(actor.userId);
      return { usage: toStorageUsage(usage.usedBytes, usage.quotaBytes, usage.fileCount) };
    },

    async adminListStorageUsers(req, ctx) {
      signedIn(ctx);
      const fileStore = files();
      const size = pageSize(req.pageRequest, { admin: true });
      const cursor = tokens.decode(STORAGE_USERS_SCOPE, req.pageRequest?.pageToken ?? "");
      const after = cursor ? { usedBytes: cursorBytes(cursor), userId: cursor.id } : null;
      const [rows, total] = await Promise.all([store.largestUsers(after, size + 1), cursor?.total ?? store.countUsers()]);
      const page = pageOf(rows, size, (row) => ({ key: String(row.usedBytes), id: row.userId, total }));
      return {
        users: page.items.map((row) => toStorageUser(row, fileStore.quotaOf(row.type))),
        pageResponse: { nextPageToken: page.next ? tokens.encode(STORAGE_USERS_SCOPE, page.next) : "", totalSize: total },
      };
    },
  };
}
