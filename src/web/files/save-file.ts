/** Hands bytes to the browser as a download (a Blob, an object URL and a temporary <a download>). */

/** How long the object URL stays valid after the click (the download has started by then). */
const REVOKE_AFTER_MS = 60_000;

/** Saves `content` as a file named `fileName` (or `fallbackName` when the server gave none). */
export function saveFile(content: Uint8Array, contentType: string, fileName: string, fallbackName = "download"): void {
  const blob = new Blob([content as Uint8Array<ArrayBuffer>], { type: contentType || "application/octet-stream" });
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName || fallbackName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
  }
}
