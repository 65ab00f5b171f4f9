/**
 * Attachment messages <-> records. An attachment points at an external link (http or https only,
 * without credentials) or at a file of our store (`/files/<key>`, the URL UploadFile answers); the
 * store checks that the file exists (attachment-store.ts). Problems are INVALID_ARGUMENT naming
 * the field (learning-validation.ts's style).
 */
import { create } from "@bufbuild/protobuf";
import {
  AttachmentSchema,
  type AdminCreateAttachmentRequest,
  type AdminEditAttachmentRequest,
  type Attachment,
  type CreateAttachmentRequest,
} from "../../../gen/compass/v1/compass_pb.js";
import { rpcError } from "../../core/errors.js";
import { updateMaskPaths } from "../field-masks.js";
import { checkLink, FILE_URL_PREFIX } from "../../learning/url-rules.js";
import { attachmentEditPath, type AttachmentEditPath } from "./learning-policy.js";
import { checkDescription, checkTitle, orInvalidArgument } from "../../learning/learning-validation.js";

export const ATTACHMENT_URL_MAX = 2048;
export const CONTENT_TYPE_MAX = 255;
/** A file key as the blob store makes them (newBlobKey: sha512 hex, '-', 32 random hex digits). */
const FILE_KEY = /^[0-9a-f]{128}-[0-9a-f]{32}$/;
/** A MIME type without parameters ("application/pdf", "image/svg+xml"), RFC 6838 names. */
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

export interface AttachmentRecord {
  id: string;
  url: string;
  contentType: string;
  title: string;
  description: string;
}

/** Where an attachment points: an external link, or a file of our store by its key. */
export type AttachmentTarget = { kind: "link"; url: string } | { kind: "file"; key: string };

export interface AttachmentValues {
  target: AttachmentTarget;
  /** The request's type; for a file of our store, the store's sniffed type wins. */
  contentType: string;
  title: string;
  description: string;
}
export type AttachmentChanges = Partial<AttachmentValues>;

export function toAttachment(r: AttachmentRecord): Attachment {
  return create(AttachmentSchema, { id: r.id, url: r.url, contentType: r.contentType, title: r.title, description: r.description });
}

/** The attachment's url: "/files/<key>" of our store, or a link by the stored-link rule (url-rules.ts). */
export function parseAttachmentUrl(raw: string, field = "url"): AttachmentTarget {
  const value = raw.trim();
  if (value === "") throw rpcError.invalidArgument(`${field}: enter a link (http or https) or upload a file.`);
  if ([...value].length > ATTACHMENT_URL_MAX) throw rpcError.invalidArgument(`${field}: use at most ${ATTACHMENT_URL_MAX} characters.`);
  // eslint-disable-next-line no-control-regex -- control characters and spaces are what this refuses
  if (/[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]/u.test(value)) throw rpcError.invalidArgument(`${field}: remove the spaces and control characters.`);
  if (value.startsWith(FILE_URL_PREFIX)) {
    const key = value.slice(FILE_URL_PREFIX.length);
    if (!FILE_KEY.test(key)) throw rpcError.invalidArgument(`${field}: no uploaded file has this address.`);
    return { kind: "file", key };
  }
  return { kind: "link", url: checkLink(value, field, { max: ATTACHMENT_URL_MAX }) };
}

/** A MIME type, lower-cased; empty is allowed (unknown). */
export function parseContentType(raw: string, field = "content_type"): string {
  const value = raw.trim().toLowerCase();
  if (value === "") return "";
  if (value.length > CONTENT_TYPE_MAX || !MIME_TYPE.test(value)) {
    throw rpcError.invalidArgument(`${field}: enter a MIME type such as "application/pdf".`);
  }
  return value;
}

export function parseAttachmentCreate(req: AdminCreateAttachmentRequest | CreateAttachmentRequest): AttachmentValues {
  return {
    target: parseAttachmentUrl(req.url),
    contentType: parseContentType(req.contentType),
    title: orInvalidArgument(checkTitle(req.title)),
    description: orInvalidArgument(checkDescription(req.description)),
  };
}

export function parseAttachmentEdit(req: AdminEditAttachmentRequest): AttachmentChanges {
  const paths = updateMaskPaths(req.updateMask, attachmentEditPath, { noun: "attachment field" }) as AttachmentEditPath[];
  const changes: AttachmentChanges = {};
  for (const path of paths) {
    switch (path) {
      case "url":
        changes.target = parseAttachmentUrl(req.url);
        break;
      case "content_type":
        changes.contentType = parseContentType(req.contentType);
        break;
      case "title":
        changes.title = orInvalidArgument(checkTitle(req.title));
        break;
      case "description":
        changes.description = orInvalidArgument(checkDescription(req.description));
        break;
    }
  }
  return changes;
}
