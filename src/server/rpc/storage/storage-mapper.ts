/** The storage domain's rows and figures as the API's StorageUsage and StorageUser messages. */
import { create } from "@bufbuild/protobuf";
import { StorageUsageSchema, StorageUserSchema, type StorageUsage, type StorageUser } from "../../../gen/compass/v1/compass_pb.js";
import { ownName } from "../../core/names.js";
import { USER_TYPE } from "../account/account-mapper.js";
import { quotaForApi } from "./storage-policy.js";
import type { StorageUserRow } from "./storage-store.js";

export function toStorageUsage(usedBytes: number, quotaBytes: number | null, fileCount: number): StorageUsage {
  return create(StorageUsageSchema, { usedBytes: BigInt(usedBytes), fileCount, ...quotaForApi(quotaBytes) });
}

export function toStorageUser(row: StorageUserRow, quotaBytes: number | null): StorageUser {
  return create(StorageUserSchema, {
    userId: row.userId,
    email: row.email,
    fullName: ownName(row),
    userType: USER_TYPE[row.type],
    usage: toStorageUsage(row.usedBytes, quotaBytes, row.fileCount),
  });
}
