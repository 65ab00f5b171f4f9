/**
 * Sends one file to the file store's upload endpoint (`POST /files/upload?purpose=…`, ADR 0011)
 * with XMLHttpRequest, whose `upload.onprogress` reports the bytes as they leave the browser, so
 * pages show real progress. The access token goes in `x-api-key` like every RPC; a 401 renews it
 * once and sends the file again. Refusals come back as UploadError with the server's message,
 * written for the uploader ("This file type is not allowed…").
 */
import type { TokenSource } from "../auth/interceptor";
import { pageLanguage } from "../i18n/page-language";

export type UploadPurpose = "image" | "attachment";

/** What the store answers for an accepted file (FileMetadata in its JSON form, trimmed to what pages use). */
export interface UploadedFile {
  /** FileMetadata in proto JSON: fields at their default value are left out; uint64 is a string. */
  metadata: {
    name?: string;
    key: string;
    contentType: string;
    url: string;
    contentLength?: string;
    forceDownload?: boolean;
  };
  /** For images: the original and its WebP copies; empty for other files. */
  images: { url: string; width: number; height: number; contentType: string; original: boolean }[];
  /** The map a learning item's image_set takes ("original", "320w", …); empty for other files. */
  imageSet: Record<string, string>;
}

/** The uploader's own refusals (not the server's words), as i18n keys of the `uploads` area. */
export type UploadTextKey = "network" | "aborted" | "tooLarge" | "failed" | "signIn" | "unreadable";

export class UploadError extends Error {
  constructor(
    /** The server's words (in the page's language), or the English of `textKey`. */
    message: string,
    /** HTTP status; 0 when the request never got an answer (offline, aborted). */
    readonly status: number,
    /** The server's refusal code ("too-large", "not-allowed", "empty", …) or "network" / "aborted". */
    readonly code: string,
    /** Set when the uploader wrote the message itself: pages show `uploads.errors.<textKey>`. */
    readonly textKey?: UploadTextKey,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/** What to show for a failed upload: the server's words, or the uploader's in the page's language. */
export function uploadErrorText(error: UploadError, t: (key: string) => string): string {
  return error.textKey ? t(`uploads.errors.${error.textKey}`) : error.message;
}

export interface UploadOptions {
  purpose: UploadPurpose;
  /** Called with 0…1 as the body is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The minimal XMLHttpRequest the uploader needs (a fake in unit tests). */
export type XhrFactory = () => XMLHttpRequest;

interface Answer {
  status: number;
  body: string;
}

function send(file: Blob, name: string, url: string, token: string, options: UploadOptions, makeXhr: XhrFactory): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = makeXhr();
    const abort = () => xhr.abort();
    xhr.open("POST", url);
    xhr.setRequestHeader("x-api-key", token);
    xhr.setRequestHeader("x-file-name", encodeURIComponent(name));
    xhr.setRequestHeader("content-type", "application/octet-stream");
    xhr.setRequestHeader("accept-language", pageLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      options.signal?.removeEventListener("abort", abort);
      resolve({ status: xhr.status, body: typeof xhr.responseText === "string" ? xhr.responseText : "" });
    };
    xhr.onerror = () => {
      options.signal?.removeEventListener("abort", abort);
      reject(new UploadError("The file could not be sent. Check the connection and try again.", 0, "network", "network"));
    };
    xhr.onabort = () => {
      options.signal?.removeEventListener("abort", abort);
      reject(new UploadError("The upload was canceled.", 0, "aborted", "aborted"));
    };
    if (options.signal?.aborted) {
      reject(new UploadError("The upload was canceled.", 0, "aborted", "aborted"));
      return;
    }
    options.signal?.addEventListener("abort", abort);
    options.onProgress?.(0);
    xhr.send(file);
  });
}

/** The refusal the server wrote, or a general one when the body is not its JSON. */
export function refusalOf(answer: Answer): UploadError {
  try {
    const parsed = JSON.parse(answer.body) as { error?: unknown; message?: unknown };
    if (typeof parsed.message === "string" && parsed.message !== "") {
      return new UploadError(parsed.message, answer.status, typeof parsed.error === "string" ? parsed.error : "refused");
    }
  } catch {
    // not JSON: fall through
  }
  if (answer.status === 413) return new UploadError("The file is too large.", 413, "too-large", "tooLarge");
  return new UploadError("The file could not be uploaded. Please try again.", answer.status, "failed", "failed");
}

/** Uploads `file` (its name from `file.name`, or `name`); resolves with what the store kept. */
export async function uploadFile(
  file: Blob,
  options: UploadOptions & { name?: string },
  deps: { tokens: Pick<TokenSource, "accessToken" | "renew">; xhr?: XhrFactory; baseUrl?: string },
): Promise<UploadedFile> {
  const name = options.name ?? (file instanceof File ? file.name : "file");
  const url = `${deps.baseUrl ?? ""}/files/upload?purpose=${options.purpose}`;
  const makeXhr = deps.xhr ?? (() => new XMLHttpRequest());
  const token = await deps.tokens.accessToken();
  if (!token) throw new UploadError("Sign in again to upload files.", 401, "unauthenticated", "signIn");
  let answer = await send(file, name, url, token, options, makeXhr);
  if (answer.status === 401) {
    const fresh = await deps.tokens.renew(token);
    if (!fresh) throw new UploadError("Sign in again to upload files.", 401, "unauthenticated", "signIn");
    answer = await send(file, name, url, fresh, options, makeXhr);
  }
  if (answer.status !== 201 && answer.status !== 200) throw refusalOf(answer);
  let parsed: UploadedFile;
  try {
    parsed = JSON.parse(answer.body) as UploadedFile;
  } catch {
    throw new UploadError("The server's answer could not be read. Please try again.", answer.status, "failed", "unreadable");
  }
  options.onProgress?.(1);
  return { metadata: parsed.metadata, images: parsed.images ?? [], imageSet: parsed.imageSet ?? {} };
}
