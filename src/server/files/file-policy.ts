/**
 * What may be uploaded, decided from the bytes (never from the name or the browser's type).
 *
 * - image (a learning content's picture, a logo…): at most 10 MiB; PNG, JPEG, WebP or GIF as
 *   sniffed by `file-type`. SVG is never an image here (it can carry script), and neither is
 *   anything else: HTML, XML, a PDF named `.png` are all refused. Whether the bytes really
 *   decode is checked when the image set is made (image-set.ts): a truncated image is refused there.
 * - attachment: at most 25 MiB; PDF, the images above, office documents (Word, Excel,
 *   PowerPoint, OpenDocument, RTF; not the macro-enabled kinds), ZIP, and plain text or CSV.
 *   Text has no signature: bytes `file-type` cannot place are accepted only for attachments and
 *   only if they are valid UTF-8 without NUL and do not look like markup.
 * - HTML, SVG and XML are refused for every purpose (decision for #9): a browser would run
 *   them if they were ever served inline, and no Compass page needs them as files. Everything
 *   accepted that is not an image is stored with `forceDownload` (served as an attachment,
 *   always with `X-Content-Type-Options: nosniff`).
 * - Empty files are refused.
 *
 * Who may upload what (issue #9 §2; docs/decisions/0011-uploads.md): `image` (a learning
 * content's picture, turned into an image set) administrators only; `attachment` any signed-in
 * user. Reading is not decided here: a stored file's key is its capability (GET /files/:key).
 *
 * Pure: no I/O, no database; `file-type` reads the buffer only.
 */
import { fileTypeFromBuffer } from "file-type";
import type { Role } from "../../shared/roles.js";

export type FilePurpose = "image" | "attachment";

export const FILE_PURPOSES: readonly FilePurpose[] = ["image", "attachment"];

export function isFilePurpose(value: unknown): value is FilePurpose {
  return typeof value === "string" && (FILE_PURPOSES as readonly string[]).includes(value);
}

/** Whether a caller of this role may upload a file for this purpose. */
/** The audit log's action for an administrator's upload (AdminUploadFile and POST /files/upload alike; target: the file's id). */
export const ADMIN_UPLOAD_ACTION = "admin_file_uploaded";

export function canUpload(role: Role, purpose: FilePurpose): boolean {
  return purpose === "attachment" || role === "admin";
}

/** At most this many characters of description are kept with a file. */
export const DESCRIPTION_MAX_CHARS = 2000;

export const FILE_SIZE_LIMITS: Readonly<Record<FilePurpose, number>> = {
  image: 10 * 1024 * 1024,
  attachment: 25 * 1024 * 1024,
};

export type FileRefusal = "empty" | "too-large" | "not-allowed";

/** The upload is refused; `message` is for the person who uploaded it. */
export class FileRefusedError extends Error {
  override readonly name = "FileRefusedError";
  constructor(
    readonly reason: FileRefusal,
    message: string,
  ) {
    super(message);
  }
}

export interface AcceptedFile {
  /** The type the bytes are stored and served with. */
  contentType: string;
  /** The usual extension of that type (no dot), for download names. */
  extension: string;
  /** PNG, JPEG, WebP or GIF: may be shown inline and turned into an image set. */
  isImage: boolean;
  /** Served as an attachment (Content-Disposition: attachment), never inline. */
  forceDownload: boolean;
}

const IMAGE_TYPES: Readonly<Record<string, { contentType: string; extension: string }>> = {
  "image/png": { contentType: "image/png", extension: "png" },
  // APNG is a PNG with animation chunks; every PNG reader shows at least its first frame.
  "image/apng": { contentType: "image/png", extension: "png" },
  "image/jpeg": { contentType: "image/jpeg", extension: "jpg" },
  "image/webp": { contentType: "image/webp", extension: "webp" },
  "image/gif": { contentType: "image/gif", extension: "gif" },
};

const DOCUMENT_TYPES: ReadonlySet<string> = new Set([
  "application/pdf",
  "application/rtf",
  "application/zip",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/vnd.oasis.opendocument.presentation",
]);

/** Legacy Office files are all Compound File Binary: which one it is comes from the name's extension. */
const LEGACY_OFFICE: Readonly<Record<string, string>> = {
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
};

const MB = 1024 * 1024;

function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return match?.[1]?.toLowerCase() ?? "";
}

/**
 * Markup in a text file: the first non-blank character is `<` (HTML, SVG, XML all start so), or
 * an element a browser would run appears anywhere.
 */
function looksLikeMarkup(text: string): boolean {
  if (text.trimStart().startsWith("<")) return true;
  return /<\s*(script|svg|html|iframe|object|embed|body|xml)\b/i.test(text);
}

/** Valid UTF-8 (an optional byte-order mark), no NUL: a text file. */
function utf8Text(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

const NOT_AN_IMAGE = "This is not a PNG, JPEG, WebP or GIF image.";
const NOT_ATTACHABLE =
  "This kind of file cannot be attached. PDF, images, Word, Excel, PowerPoint, OpenDocument, text, CSV and ZIP files can.";

/** Accepts or refuses `bytes` uploaded for `purpose` under the user's file `name` (the name only tells legacy Office files and CSV apart). */
export async function checkFile(purpose: FilePurpose, bytes: Uint8Array, name = ""): Promise<AcceptedFile> {
  if (bytes.byteLength === 0) throw new FileRefusedError("empty", "The file is empty.");
  const limit = FILE_SIZE_LIMITS[purpose];
  if (bytes.byteLength > limit) {
    const what = purpose === "image" ? "An image" : "An attachment";
    throw new FileRefusedError("too-large", `${what} can be at most ${limit / MB} MB.`);
  }
  const sniffed = await fileTypeFromBuffer(bytes);
  const image = sniffed ? IMAGE_TYPES[sniffed.mime] : undefined;
  if (image) return { ...image, isImage: true, forceDownload: false };
  if (purpose === "image") throw new FileRefusedError("not-allowed", NOT_AN_IMAGE);

  if (sniffed) {
    if (DOCUMENT_TYPES.has(sniffed.mime)) {
      return { contentType: sniffed.mime, extension: sniffed.ext, isImage: false, forceDownload: true };
    }
    const ext = extensionOf(name);
    const legacy = LEGACY_OFFICE[ext];
    if (sniffed.mime === "application/x-cfb" && legacy) {
      return { contentType: legacy, extension: ext, isImage: false, forceDownload: true };
    }
    throw new FileRefusedError("not-allowed", NOT_ATTACHABLE);
  }

  const text = utf8Text(bytes);
  if (text === undefined || looksLikeMarkup(text)) throw new FileRefusedError("not-allowed", NOT_ATTACHABLE);
  return extensionOf(name) === "csv"
    ? { contentType: "text/csv", extension: "csv", isImage: false, forceDownload: true }
    : { contentType: "text/plain", extension: "txt", isImage: false, forceDownload: true };
}

/**
 * The user's file name as stored and offered for download: the last path segment, without
 * control or bidirectional-override characters, at most 200 characters; "file" when nothing is left.
 */
export function cleanFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? "";
  const cleaned = last
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .replace(/^\.+/, "");
  const chars = Array.from(cleaned);
  return (chars.length > 200 ? chars.slice(0, 200).join("") : cleaned) || "file";
}
