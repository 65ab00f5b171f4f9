/**
 * Files ↔ messages: a stored file's row as FileMetadata (with the URL it is served at), an
 * upload request's fields checked, and the store's refusals as INVALID_ARGUMENT naming the field.
 * Used by the Files domain (rpc/files) and the upload route (file-routes.ts) alike, so it sits
 * with the files, below the RPC layer (ADR 0029).
 */
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { FileMetadataSchema, type FileMetadata } from "../../gen/compass/v1/compass_pb.js";
import { FileRefusedError } from "./file-policy.js";
import type { FileRow } from "./file-store.js";
import { rpcError } from "../core/errors.js";
import { DESCRIPTION_MAX_CHARS } from "./file-policy.js";

/** Where a stored blob is served (same origin as the app; the key is the capability). */
export const fileUrl = (key: string): string => `/files/${key}`;

export function fileMetadataOf(row: FileRow): FileMetadata {
  return create(FileMetadataSchema, {
    name: row.name,
    key: row.key,
    contentType: row.contentType,
    url: fileUrl(row.key),
    uploadedBy: row.uploadedByUserId ?? "",
    uploadedTimestamp: timestampFromDate(row.uploadedAt),
    description: row.description,
    contentLength: BigInt(row.contentLength),
    sha512Checksum: row.sha512,
    forceDownload: row.forceDownload,
  });
}

/** The description, trimmed; INVALID_ARGUMENT when too long. */
export function descriptionOf(value: string): string {
  const description = value.trim();
  if (Array.from(description).length > DESCRIPTION_MAX_CHARS) {
    throw rpcError.invalidArgument(`description: at most ${DESCRIPTION_MAX_CHARS} characters.`);
  }
  return description;
}

/** The file store's refusal as INVALID_ARGUMENT on `blob`; anything else is rethrown. */
export function refusalAsInvalidArgument(err: unknown): never {
  if (err instanceof FileRefusedError) throw rpcError.invalidArgument(`blob: ${err.message}`);
  throw err;
}
