/**
 * How large an RPC request may be, method by method (issue #9 §2; docs/decisions/0011-uploads.md).
 *
 * Every method takes `RPC_READ_MAX_BYTES` (4 MiB by default), except the methods whose request
 * carries a file's bytes: they take their largest upload (file-policy.ts's limits) plus room for
 * the request's other fields, so UploadFile and AdminUploadFile accept a 25 MiB attachment. Both RPC
 * paths read their limits here — the lean gRPC-web path (unary-grpc-web.ts) and Connect's router
 * (connect.ts) — and both refuse a body with RESOURCE_EXHAUSTED as soon as it passes its method's
 * limit (by its Content-Length, or while it streams), so at most one limit's worth is ever held.
 *
 * The purpose's own limit (images 10 MiB, attachments 25 MiB) is still the file policy's, checked
 * once the body is read: a 12 MiB picture sent to AdminUploadFile passes this limit and is refused
 * by the policy (INVALID_ARGUMENT on `blob`), a 30 MiB body never gets that far.
 */
import type { DescMethod } from "@bufbuild/protobuf";
import { FILE_SIZE_LIMITS } from "../files/file-policy.js";
import type { MethodName } from "./access.js";

/** A gRPC-web / Connect envelope's header: flags and length. */
const ENVELOPE_BYTES = 5;

/**
 * Room beside the file's bytes in an upload request: the file name, a description of at most 2000
 * characters (up to 8000 bytes of UTF-8), the fields' tags and lengths.
 */
export const UPLOAD_SLACK_BYTES = 64 * 1024;

/** The methods whose requests carry a file, and the largest file each may carry. */
export const FILE_METHOD_LIMITS: Readonly<Partial<Record<MethodName, number>>> = {
  // Attachments only.
  uploadFile: FILE_SIZE_LIMITS.attachment,
  // A picture (image) or anything else (attachment): the larger of the two.
  adminUploadFile: Math.max(...Object.values(FILE_SIZE_LIMITS)),
};

/** The limits of one method's request. */
export interface BodyLimit {
  /** The largest request message, in protobuf binary. */
  message: number;
  /** Whether this method's limit is raised above RPC_READ_MAX_BYTES (an upload method). */
  raised: boolean;
}

/**
 * `method`'s limit: RPC_READ_MAX_BYTES, or for an upload method its largest file plus
 * UPLOAD_SLACK_BYTES (never less than RPC_READ_MAX_BYTES, should that be set higher).
 */
export function bodyLimitOf(method: Pick<DescMethod, "localName">, readMaxBytes: number): BodyLimit {
  const file = Object.hasOwn(FILE_METHOD_LIMITS, method.localName) ? FILE_METHOD_LIMITS[method.localName as MethodName] : undefined;
  if (file === undefined || file + UPLOAD_SLACK_BYTES <= readMaxBytes) return { message: readMaxBytes, raised: false };
  return { message: file + UPLOAD_SLACK_BYTES, raised: true };
}

/** The body of one message of `messageBytes` in its envelope (gRPC-web binary). */
export const envelopedBytes = (messageBytes: number): number => messageBytes + ENVELOPE_BYTES;

/**
 * The body of the same, base64-encoded: gRPC-web text (the enveloped message, 4/3 larger, with room
 * for a few line breaks), or an upload in Connect's JSON (its file is a base64 string there).
 */
export const base64Bytes = (messageBytes: number): number => Math.ceil((envelopedBytes(messageBytes) * 4) / 3) + 4096;
