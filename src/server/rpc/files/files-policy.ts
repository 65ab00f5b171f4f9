/**
 * Who may upload what (issue #9 §2; docs/decisions/0011-uploads.md).
 *
 * - `image` (a learning content's picture, turned into an image set): administrators only.
 * - `attachment` (a learning attachment, and later chat attachments): any signed-in user.
 *
 * Reading is not decided here: a stored file's key is its capability (GET /files/:key).
 * Pure: no I/O.
 */
import type { Role } from "../../../shared/roles.js";
import type { FilePurpose } from "../../files/file-policy.js";

export const FILE_PURPOSES: readonly FilePurpose[] = ["image", "attachment"];

export function isFilePurpose(value: unknown): value is FilePurpose {
  return typeof value === "string" && (FILE_PURPOSES as readonly string[]).includes(value);
}

/** Whether a caller of this role may upload a file for this purpose. */
export function canUpload(role: Role, purpose: FilePurpose): boolean {
  return purpose === "attachment" || role === "admin";
}

/** At most this many characters of description are kept with a file. */
export const DESCRIPTION_MAX_CHARS = 2000;
