/** Bytes in the reader's language, as the server's quota refusal writes them: "512 KB", "12.3 MB", "200 MB". */
import { numberFormat } from "../i18n/formats";
const MB = 1024 * 1024;

export function formatStorage(bytes: number, language: string): string {
  if (bytes < MB) return `${numberFormat(language).format(Math.max(0, Math.ceil(bytes / 1024)))} KB`;
  const mb = bytes / MB;
  return `${numberFormat(language, { maximumFractionDigits: mb >= 100 ? 0 : 1 }).format(mb)} MB`;
}
