/**
 * The files domain's RPCs (issue #9 §2): UploadFile (any signed-in user: attachments) and
 * AdminUploadFile (administrators: pictures become images with their WebP copies, other files
 * attachments). The bytes travel in the request, whose limit is raised for these two methods
 * alone to the largest upload (25 MiB) plus room for the other fields (src/server/rpc/body-limits.ts);
 * the purpose's own limit (images 10 MiB) is the file policy's, checked here once the body is read.
 * The web app uploads through POST /files/upload (src/server/files/file-routes.ts), for progress.
 * Both count against the uploader's rate limit and storage quota (RESOURCE_EXHAUSTED; ADR 0031).
 * An administrator's upload is audited (the stored file's id, its purpose and size), as the upload
 * route's is.
 */
import type { AdminUploadFileRequest, UploadFileRequest } from "../../../gen/compass/v1/compass_pb.js";
import { ADMIN_UPLOAD_ACTION, checkFile, FileRefusedError, type FilePurpose } from "../../files/file-policy.js";
import type { FileStore } from "../../files/file-store.js";
import { QuotaExceededError } from "../../files/storage-quota.js";
import { signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { auditAction } from "../audit-action.js";
import { descriptionOf, fileMetadataOf, refusalAsInvalidArgument } from "../../files/file-mapper.js";

export const FILES_METHODS = ["uploadFile", "adminUploadFile"] as const;

export type FilesHandlers = DomainHandlers<(typeof FILES_METHODS)[number]>;

export type FilesDeps = Pick<ServiceDeps, "files" | "audit">;

/** An administrator's upload: a picture shown inline is an image (with its image set); anything else an attachment. */
async function adminPurpose(req: AdminUploadFileRequest): Promise<FilePurpose> {
  if (req.forceDownload) return "attachment";
  try {
    return (await checkFile("attachment", req.blob, req.name)).isImage ? "image" : "attachment";
  } catch (err) {
    if (err instanceof FileRefusedError) return "attachment"; // the store refuses it again, with the same message
    throw err;
  }
}

/** A full storage quota as the RPC paths answer it (the upload route answers 413). */
function quotaAsResourceExhausted(err: unknown): never {
  if (err instanceof QuotaExceededError) throw rpcError.resourceExhausted(err.message);
  throw err;
}

export function filesService(deps: FilesDeps): FilesHandlers {
  const store = (): FileStore => {
    if (!deps.files) throw rpcError.failedPrecondition("File uploads are not available on this server.");
    return deps.files;
  };
  const audit = auditAction(deps.audit);

  const upload = async (purpose: FilePurpose, req: UploadFileRequest | AdminUploadFileRequest, userId: string) => {
    const description = descriptionOf(req.description);
    const files = store();
    await files.admit(userId, req.blob.byteLength).catch(quotaAsResourceExhausted);
    const saved = await files
      .save({ purpose, bytes: req.blob, name: req.name, uploadedByUserId: userId, description, forceDownload: req.forceDownload })
      .catch(quotaAsResourceExhausted)
      .catch(refusalAsInvalidArgument);
    return saved;
  };

  return {
    async uploadFile(req, ctx) {
      const actor = signedIn(ctx);
      const saved = await upload("attachment", req, actor.userId);
      return { metadata: fileMetadataOf(saved.file) };
    },
    async adminUploadFile(req, ctx) {
      const actor = signedIn(ctx);
      const purpose = await adminPurpose(req);
      const saved = await upload(purpose, req, actor.userId);
      await audit(ctx, ADMIN_UPLOAD_ACTION, { type: "file", id: saved.file.id }, { purpose, bytes: req.blob.byteLength, via: "rpc" });
      return { metadata: fileMetadataOf(saved.file) };
    },
  };
}
