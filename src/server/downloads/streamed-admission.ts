/**
 * Streamed reports' fair share (issue 37): a report streamed from its link (ADR 0020) holds a
 * database cursor and the instance's event loop while its rows go out. One account has at most
 * `perAccount` such reports streaming at once (one by default) and an instance at most `atOnce`
 * (four); beyond that the link answers 429 with Retry-After, is usable again, and the page says to
 * try again (download-routes.ts). The same bookkeeping as the heavy-work pool's admission
 * (heavy/heavy-admission.ts); a stream counts until it has closed — sent whole, failed or cut off.
 */
import type { Readable } from "node:stream";
import { Admissions, heavyRefusal } from "../heavy/heavy-admission.js";
import type { DownloadRenderer } from "./download-routes.js";

export interface StreamLimits {
  /** Reports one account may stream at once (default 1). */
  perAccount?: number;
  /** Reports the instance streams at once (default 4). */
  atOnce?: number;
  /** The wait a refusal advises, in seconds (default 10). */
  retryAfterSeconds?: number;
}

/** Wraps report renderers so that they share one count of the streams in flight. */
export function streamedAdmission(limits: StreamLimits = {}): (render: DownloadRenderer) => DownloadRenderer {
  const admissions = new Admissions({ workers: limits.atOnce ?? 4, queue: 0, perAccount: limits.perAccount ?? 1 });
  const retryAfter = limits.retryAfterSeconds ?? 10;
  return (render) => async (grant, options) => {
    const admission = admissions.enter(grant.mintedByUserId);
    if (!admission.ok) throw heavyRefusal(admission.refusal, retryAfter);
    try {
      const document = await render(grant, options);
      if (!document || document.content instanceof Uint8Array) {
        admission.release();
        return document;
      }
      const content: Readable = document.content;
      if (content.closed || content.destroyed) admission.release();
      else content.once("close", admission.release);
      return document;
    } catch (err) {
      admission.release();
      throw err;
    }
  };
}
