/**
 * What each kind of download link renders (download-links.ts's DownloadKind): one line per kind.
 * Each renderer checks again that the link's minter may read the subject's document.
 */
import type { Db } from "../db/database.js";
import { renderCashflowDownload } from "../rpc/cashflow/cashflow-service.js";
import type { DownloadKind } from "./download-links.js";
import type { DownloadRenderer } from "./download-routes.js";

export const DOWNLOAD_RENDERERS = (db: Db): Record<DownloadKind, DownloadRenderer> => ({
  cashflow: (grant) => renderCashflowDownload(db, grant),
});
