/** Bytes in the reader's language, as the server's quota refusal writes them: "512 KB", "12.3 MB", "200 MB". */
const MB = 1024 * 1024;

export function formatStorage(bytes: number, language: string): string {
  if (bytes < MB) return `${new Intl.NumberFormat(language).format(Math.max(0, Math.ceil(bytes / 1024)))} KB`;
  const mb = bytes / MB;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: mb >= 100 ? 0 : 1 }).format(mb)} MB`;
}
