/**
 * Fetches a single-use download link (`/downloads/<token>`, ADR 0015) in the page, reporting the
 * bytes as they arrive, so a long report shows its progress; the caller then saves the bytes
 * (save-file.ts). The total is Content-Length when the server sends it (a streamed report does
 * not: then only a running count). The file's name comes from Content-Disposition.
 */
import { numberFormat } from "../i18n/formats";

export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** Bytes expected, when known. */
  total: number | null;
}

export interface FetchedFile {
  content: Uint8Array;
  contentType: string;
  fileName: string;
}

/** The link could not be used: spent, expired, no longer allowed (404), or another HTTP failure. */
export class DownloadLinkError extends Error {
  constructor(readonly status: number) {
    super(`download failed with HTTP ${status}`);
    this.name = "DownloadLinkError";
  }
}

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` preferred), or "". */
export function fileNameFromDisposition(header: string | null | undefined): string {
  if (!header) return "";
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      return sanitise(decodeURIComponent(star[2]!.trim()));
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return sanitise(quoted[1]!.replace(/\\(.)/g, "$1"));
  const bare = /filename\s*=\s*([^;]+)/i.exec(header);
  return bare ? sanitise(bare[1]!.trim()) : "";
}

/** No folders in a name the browser saves under. */
const sanitise = (name: string): string => name.replace(/[/\\]/g, "_").trim();

/** The expected size: Content-Length, unless the body is encoded (then the length is not the bytes we count). */
export function expectedBytes(headers: { get(name: string): string | null }): number | null {
  const encoding = headers.get("content-encoding");
  if (encoding && encoding !== "identity") return null;
  const length = Number(headers.get("content-length"));
  return Number.isFinite(length) && length > 0 ? length : null;
}

/** A percentage of the expected size (capped at 100), or null when the size is not known. */
export function percentOf(progress: DownloadProgress): number | null {
  if (!progress.total) return null;
  return Math.min(100, Math.round((progress.received / progress.total) * 100));
}

/** A byte count for people: "850 bytes", "12.4 kB", "3.1 MB" (decimal units, as browsers show downloads). */
export function bytesText(bytes: number, locale = "en"): string {
  const number = (n: number, digits: number) => numberFormat(locale, { maximumFractionDigits: digits }).format(n);
  if (bytes < 1000) return `${number(bytes, 0)} bytes`;
  if (bytes < 1_000_000) return `${number(bytes / 1000, 1)} kB`;
  return `${number(bytes / 1_000_000, 1)} MB`;
}

/** Fetches `url` (no cookies, no referrer), calling `onProgress` as bytes arrive. */
export async function fetchDownload(url: string, onProgress: (progress: DownloadProgress) => void, signal?: AbortSignal): Promise<FetchedFile> {
  const response = await fetch(url, { credentials: "omit", referrerPolicy: "no-referrer", cache: "no-store", ...(signal ? { signal } : {}) });
  if (!response.ok) throw new DownloadLinkError(response.status);
  const total = expectedBytes(response.headers);
  const contentType = response.headers.get("content-type") ?? "application/octet-stream";
  const fileName = fileNameFromDisposition(response.headers.get("content-disposition"));
  onProgress({ received: 0, total });
  if (!response.body) {
    const content = new Uint8Array(await response.arrayBuffer());
    onProgress({ received: content.byteLength, total });
    return { content, contentType, fileName };
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  const content = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    content.set(chunk, at);
    at += chunk.byteLength;
  }
  return { content, contentType, fileName };
}
