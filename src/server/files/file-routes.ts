/**
 * Files over plain HTTP (issue #9 §2; docs/decisions/0011-uploads.md):
 *
 * - `GET|HEAD /files/:key` serves a stored blob. The key (the content's SHA-512 and 128 random
 *   bits, see newBlobKey) is the capability: an `<img>` cannot send the access token, so whoever
 *   holds the URL may read the file, and nobody can guess one. Responses are immutable (a key is
 *   never reused for other bytes), typed with the stored (sniffed) type, `nosniff`, sandboxed by
 *   CSP, and sent as an attachment unless they are an image that may be shown inline.
 * - A file only removed chat messages show is withheld (withheld.ts): 404 to whoever holds the
 *   URL, except an administrator handling a complaint, who sends their access token with the GET
 *   (`Authorization: Bearer` or `x-api-key`); each such read is written to the audit log first
 *   (no audit row, no file) and answered `no-store`.
 * - `POST /files/upload?purpose=image|attachment` takes the raw bytes as the body (any
 *   Content-Type; the type is sniffed), the user's file name in `X-File-Name` (percent-encoded
 *   UTF-8), and the access token in `x-api-key` or `Authorization: Bearer`. Sign-in, the purpose
 *   and the declared length are checked before any byte of the body is read; the body is counted
 *   while it streams and refused with 413 as soon as it passes the purpose's limit. The answer is
 *   the FileMetadata JSON and, for an image, its image set. The browser's XMLHttpRequest reports
 *   the upload's progress. Also before the body: the account's upload rate limit (429
 *   `too-many-uploads`) and storage quota against the declared length (413 `quota-exceeded`); the
 *   quota is checked again on the stored bytes when the file is saved (ADR 0031). An
 *   administrator's upload is written to the audit log (`admin_file_uploaded`, the file's id).
 */
import type { Readable } from "node:stream";
import { toJson } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FileMetadataSchema } from "../../gen/compass/v1/compass_pb.js";
import type { Actor } from "../core/context.js";
import { bearerToken, type TokenVerifier } from "../core/authenticate.js";
import { ADMIN_UPLOAD_ACTION, canUpload, isFilePurpose } from "./file-policy.js";
import { fileMetadataOf, fileUrl } from "./file-mapper.js";
import { BlobNotFoundError } from "./blob-store.js";
import { FILE_SIZE_LIMITS, FileRefusedError, type FilePurpose } from "./file-policy.js";
import type { FileRow, FileStore } from "./file-store.js";
import { QuotaExceededError } from "./storage-quota.js";
import { lingerOnClose } from "../lingering-close.js";
import { requestLanguage, translateMessage } from "../i18n/server-messages.js";
import type { AuditLog } from "../audit/audit-log.js";
import { WITHHELD_READ_ACTION } from "./withheld.js";

export interface FileRouteOptions {
  files: FileStore;
  verifyToken: TokenVerifier;
  /** Where an administrator's read of a withheld file is recorded; without it nobody reads one. */
  audit?: Pick<AuditLog, "record">;
}

/** What the upload's hooks learnt before the body is read. */
interface UploadContext {
  actor: Actor;
  purpose: FilePurpose;
  limit: number;
}

const KEY = /^[A-Za-z0-9_-]{8,200}$/;
const MB = 1024 * 1024;

export const FILE_CSP = "default-src 'none'; sandbox";
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** A file a user (not an administrator) uploaded — a message's attachment: the browser may keep it, a shared cache may not. */
export const PRIVATE_IMMUTABLE = "private, max-age=31536000, immutable";

/** An error the upload answers as `{ error, message }` with `status`. */
class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const REFUSAL_STATUS: Readonly<Record<FileRefusedError["reason"], [number, string]>> = {
  empty: [400, "empty"],
  "too-large": [413, "too-large"],
  "not-allowed": [415, "not-allowed"],
};

const NOT_STORED = "The file could not be stored. Try again later.";
const NO_FILE = "No file at this address.";

function tooLarge(purpose: FilePurpose): UploadError {
  const what = purpose === "image" ? "An image" : "An attachment";
  return new UploadError(413, "too-large", `${what} can be at most ${FILE_SIZE_LIMITS[purpose] / MB} MB.`);
}

/**
 * The body, at most `limit` bytes: fails with 413 as soon as more arrive (the rest is not kept).
 * Read with listeners, not `for await`: leaving a `for await` early destroys the stream, and with
 * it the socket, so the client could get a reset instead of the 413 (lingering-close.ts). Here the
 * listeners are taken off and the rest of the body flows past unread until the answer has gone
 * and the connection closes.
 */
function readAtMost(payload: Readable, limit: number, purpose: FilePurpose): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const stop = () => {
      payload.off("data", onData);
      payload.off("end", onEnd);
      payload.off("error", onError);
      payload.on("error", () => undefined); // a late error of a body no longer read must not throw
    };
    const onData = (chunk: Buffer | Uint8Array) => {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      length += buffer.length;
      if (length > limit) {
        stop();
        reject(tooLarge(purpose));
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, length));
    };
    const onError = (err: Error) => {
      stop();
      reject(err);
    };
    payload.on("data", onData);
    payload.on("end", onEnd);
    payload.on("error", onError);
  });
}

/** The user's file name from `X-File-Name` (percent-encoded UTF-8, or plain ASCII). */
export function fileNameHeader(value: string | string[] | undefined): string {
  const raw = (Array.isArray(value) ? value[0] : value) ?? "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** `attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266 / 8187), or `inline` with the same names. */
export function contentDisposition(type: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Whether a stored file may be shown inline: an image (the upload policy's four types) not marked for download. */
export function servedInline(row: Pick<FileRow, "contentType" | "forceDownload">): boolean {
  return !row.forceDownload && ["image/png", "image/jpeg", "image/webp", "image/gif"].includes(row.contentType);
}

/** A strong ETag from the stored bytes' SHA-512 (the first 256 bits are plenty). */
export const etagOf = (sha512: string): string => `"${sha512.slice(0, 64)}"`;

function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export async function registerFileRoutes(app: FastifyInstance, options: FileRouteOptions): Promise<void> {
  const { files, verifyToken, audit } = options;
  const uploads = new WeakMap<FastifyRequest, UploadContext>();

  const fileHeaders = async (reply: FastifyReply, row: FileRow) => {
    const inline = servedInline(row);
    const type = row.contentType.startsWith("text/") ? `${row.contentType}; charset=utf-8` : row.contentType;
    reply
      .header("content-type", type)
      .header("content-length", String(row.contentLength))
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", FILE_CSP)
      .header("cross-origin-resource-policy", "same-origin")
      .header("cache-control", (await files.uploadedByAdmin(row)) ? IMMUTABLE : PRIVATE_IMMUTABLE)
      .header("etag", etagOf(row.sha512))
      .header("accept-ranges", "none")
      .header("content-disposition", contentDisposition(inline ? "inline" : "attachment", row.name));
  };

  const missing = (reply: FastifyReply) =>
    reply
      .code(404)
      .header("cache-control", "no-store")
      .send({ error: "not-found", message: translateMessage(NO_FILE, requestLanguage(reply.request.headers["accept-language"])) });

  /** The signed-in administrator the request's token names, or undefined (no token, a bad one, another role). */
  const administrator = async (request: FastifyRequest): Promise<Actor | undefined> => {
    const token = bearerToken((name) => {
      const value = request.headers[name];
      return typeof value === "string" ? value : null;
    });
    if (token === undefined) return undefined;
    const actor = await verifyToken(token).catch(() => undefined);
    return actor?.role === "admin" ? actor : undefined;
  };

  // A wildcard, not `:key`: a key (161 characters) is longer than the router's parameter limit.
  app.route<{ Params: { "*": string } }>({
    method: ["GET", "HEAD"],
    url: "/files/*",
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const key = request.params["*"];
      if (!KEY.test(key)) return missing(reply);
      const row = await files.findByKey(key);
      if (!row) return missing(reply);
      if (await files.withheld(row.id)) {
        const admin = audit ? await administrator(request) : undefined;
        if (!admin || !audit) return missing(reply);
        await audit.record({ actorUserId: admin.userId, action: WITHHELD_READ_ACTION, targetType: "file", targetId: row.id, requestId: String(request.id), details: { via: "url", method: request.method } });
        await fileHeaders(reply, row);
        reply.header("cache-control", "no-store");
        if (request.method === "HEAD") return reply.send();
        const opened = await files.open(row.id);
        if (!opened) return missing(reply);
        return reply.send(opened.content.body);
      }
      const etag = etagOf(row.sha512);
      if (notModified(request.headers["if-none-match"], etag)) {
        return reply.code(304).header("etag", etag).header("cache-control", (await files.uploadedByAdmin(row)) ? IMMUTABLE : PRIVATE_IMMUTABLE).send();
      }
      if (request.method === "HEAD") {
        await fileHeaders(reply, row);
        return reply.send();
      }
      const opened = await files.open(row.id).catch((err: unknown) => {
        if (err instanceof BlobNotFoundError) return undefined;
        throw err;
      });
      if (!opened) return missing(reply);
      await fileHeaders(reply, opened.file);
      return reply.send(opened.content.body);
    },
  });

  await app.register(async (scope) => {
    // The upload reads its own body, against the purpose's limit (not the RPC body limit).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (request, payload, done) => {
      const upload = uploads.get(request);
      if (!upload) return done(new UploadError(401, "unauthenticated", "Sign-in required."), undefined);
      readAtMost(payload, upload.limit, upload.purpose).then(
        (body) => done(null, body),
        (err: unknown) => done(err as Error, undefined),
      );
    });
    scope.setErrorHandler((err, request, reply) => {
      // The refusal in the uploader's language (Accept-Language).
      const language = requestLanguage(request.headers["accept-language"]);
      if (err instanceof UploadError) {
        // Refused before or while the body arrives: the rest is not read, the connection closes after the answer.
        reply.header("connection", "close");
        lingerOnClose(request.raw.socket);
        return reply.code(err.status).header("cache-control", "no-store").send({ error: err.code, message: translateMessage(err.message, language) });
      }
      if (err instanceof QuotaExceededError) {
        return reply.code(413).header("cache-control", "no-store").send({ error: "quota-exceeded", message: translateMessage(err.message, language) });
      }
      if (err instanceof FileRefusedError) {
        const [status, code] = REFUSAL_STATUS[err.reason];
        return reply.code(status).header("cache-control", "no-store").send({ error: code, message: translateMessage(err.message, language) });
      }
      reply.log.error({ err }, "upload failed");
      return reply.code(500).send({ error: "internal", message: translateMessage(NOT_STORED, language) });
    });

    scope.post<{ Querystring: { purpose?: string } }>(
      "/files/upload",
      {
        bodyLimit: FILE_SIZE_LIMITS.attachment + 1,
        // Before the body: who is uploading, for what, and how much they announce.
        onRequest: async (request, reply) => {
          reply.header("cache-control", "no-store");
          let actor: Actor;
          try {
            const token = bearerToken((name) => {
              const value = request.headers[name];
              return typeof value === "string" ? value : null;
            });
            if (token === undefined) throw new UploadError(401, "unauthenticated", "Sign-in required.");
            actor = await verifyToken(token);
          } catch (err) {
            if (err instanceof UploadError) throw err;
            if (err instanceof ConnectError && err.code === Code.Unauthenticated) throw new UploadError(401, "unauthenticated", err.rawMessage);
            throw err;
          }
          const purpose = request.query.purpose;
          if (!isFilePurpose(purpose)) throw new UploadError(400, "bad-purpose", "purpose: use image or attachment.");
          if (!canUpload(actor.role, purpose)) {
            throw new UploadError(403, "permission-denied", "You do not have permission to upload images.");
          }
          const limit = FILE_SIZE_LIMITS[purpose];
          const declared = Number(request.headers["content-length"]);
          if (Number.isFinite(declared) && declared > limit) throw tooLarge(purpose);
          try {
            await files.admit(actor.userId, Number.isFinite(declared) ? declared : 0);
          } catch (err) {
            if (err instanceof QuotaExceededError) throw new UploadError(413, "quota-exceeded", err.message);
            if (err instanceof ConnectError && err.code === Code.ResourceExhausted) throw new UploadError(429, "too-many-uploads", err.rawMessage);
            throw err;
          }
          uploads.set(request, { actor, purpose, limit });
        },
      },
      async (request, reply) => {
        const upload = uploads.get(request);
        if (!upload) throw new UploadError(401, "unauthenticated", "Sign-in required.");
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const saved = await files.save({
          purpose: upload.purpose,
          bytes,
          name: fileNameHeader(request.headers["x-file-name"]),
          uploadedByUserId: upload.actor.userId,
        });
        // An administrator's upload is audited, as AdminUploadFile's is (a failed write fails nothing).
        if (upload.actor.role === "admin" && audit) {
          await audit
            .record({ actorUserId: upload.actor.userId, action: ADMIN_UPLOAD_ACTION, targetType: "file", targetId: saved.file.id, requestId: String(request.id), details: { purpose: upload.purpose, bytes: bytes.byteLength, via: "upload" } })
            .catch(() => undefined);
        }
        const images = saved.imageSet.map((entry) => ({
          url: fileUrl(entry.key),
          key: entry.key,
          width: entry.width,
          height: entry.height,
          contentType: entry.contentType,
          original: entry.original,
        }));
        // The map a learning item's image_set takes: "original" and "<width>w".
        const imageSet = Object.fromEntries(images.map((image) => [image.original ? "original" : `${image.width}w`, image.url]));
        return reply.code(201).send({ metadata: toJson(FileMetadataSchema, fileMetadataOf(saved.file)), images, imageSet });
      },
    );
  });
}
