/**
 * `GET /downloads/:token` (docs/decisions/0015-download-links.md): redeems a single-use link and
 * sends the document it names as an attachment. The link is used up by the GET itself — only GET is
 * served (no HEAD route: a link checker or preview must not spend it). Before rendering, the
 * document's kind checks again that whoever minted the link may still read it (a coach unassigned
 * in the last minutes gets nothing). An unknown, used, expired or no-longer-allowed link is one
 * answer: 404 with a short page saying to ask for a new link. A document the heavy-work pool
 * cannot take now (the minter's other document still being made, or its queue full: ADR 0034) is
 * 429 with Retry-After, and the link is usable again, so the same link can be tried again.
 * Responses are `no-store`, `nosniff`, sandboxed, and never referred on.
 */
import type { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { contentDisposition, FILE_CSP } from "../files/file-routes.js";
import { DOWNLOAD_PATH, redeemDownloadLink, restoreDownloadLink, type DownloadGrant, type DownloadKind } from "./download-links.js";
import { retryAfterOf } from "../heavy/heavy-admission.js";
import type { Db } from "../db/database.js";

/** A rendered document. */
export interface DownloadDocument {
  content: Uint8Array;
  contentType: string;
  fileName: string;
}

/** A document streamed as it is made (a report: rows written as they are read; ADR 0020), or read from storage (`size` then known). */
export type StreamedDocument = Omit<DownloadDocument, "content"> & { content: Readable; size?: number };

/** A kind's renderer: the document, or null when the minter may no longer read it or it is gone. `onRows` counts a report's rows as they are written. */
export type DownloadRenderer = (grant: DownloadGrant, options?: { onRows?: (rows: number) => void }) => Promise<DownloadDocument | StreamedDocument | null>;

export interface DownloadRouteOptions {
  db: Db;
  renderers: Record<DownloadKind, DownloadRenderer>;
}

const GONE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Download link not valid</title></head><body><main><h1>This download link is no longer valid</h1>" +
  "<p>Download links work once and for five minutes. Go back to Compass and download the document again.</p></main></body></html>";

const busyPage = (seconds: number) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Document not ready yet</title></head><body><main><h1>This document cannot be made right now</h1>" +
  `<p>Compass is busy making other documents. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}: this link still works until it expires.</p></main></body></html>`;

export async function registerDownloadRoutes(app: FastifyInstance, options: DownloadRouteOptions): Promise<void> {
  app.route<{ Params: { token: string } }>({
    method: "GET",
    url: `${DOWNLOAD_PATH}:token`,
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").header("x-content-type-options", "nosniff");
      const grant = await redeemDownloadLink(options.db, request.params.token);
      let document: Awaited<ReturnType<DownloadRenderer>> = null;
      try {
        document = grant ? await options.renderers[grant.kind](grant) : null;
      } catch (err) {
        const seconds = retryAfterOf(err);
        if (seconds === undefined) throw err;
        await restoreDownloadLink(options.db, request.params.token);
        return reply.code(429).header("retry-after", String(seconds)).header("content-type", "text/html; charset=utf-8").send(busyPage(seconds));
      }
      if (!document) {
        return reply.code(404).header("content-type", "text/html; charset=utf-8").send(GONE_PAGE);
      }
      if ("size" in document && document.size !== undefined) reply.header("content-length", String(document.size));
      return reply
        .header("content-type", document.contentType)
        .header("content-disposition", contentDisposition("attachment", document.fileName))
        .header("content-security-policy", FILE_CSP)
        .send(document.content instanceof Uint8Array ? Buffer.from(document.content.buffer, document.content.byteOffset, document.content.byteLength) : document.content);
    },
  });
}
