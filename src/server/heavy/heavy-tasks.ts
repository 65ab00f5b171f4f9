/**
 * What the heavy-work pool makes (ADR 0034): each task names a document and carries everything it
 * is made from as plain data — the stored message, what the document shows besides it, and the
 * reader's language — so it can cross to a worker thread (structured clone: no functions, so the
 * words are looked up on the thread that writes the document). `runHeavyTask` is the one place a
 * task becomes bytes: the worker thread's entry (heavy-worker.ts) calls it, and so does the inline
 * runner (HEAVY_WORKERS=0).
 */
import type { BusinessPlan, BusinessSurvey, Cashflow } from "../../gen/compass/v1/compass_pb.js";
import { buildBusinessPlanPdf, planWords } from "../documents/business-plan-pdf.js";
import { buildBusinessSurveyPdf, surveyWords } from "../documents/business-survey-pdf.js";
import { buildCashflowWorkbook, type CashflowWorkbookMeta } from "../documents/cashflow-workbook.js";
import { buildLenderPacketPdf, type LenderPacketData } from "../documents/lender-packet-pdf.js";
import type { PdfDocumentMeta } from "../documents/pdf-writer.js";

/** A document to make: its kind, what it is made from, and the reader's language ("es" or English). */
export type HeavyTask =
  | { kind: "businessPlanPdf"; plan: BusinessPlan; meta: PdfDocumentMeta; language: string }
  | { kind: "businessSurveyPdf"; survey: BusinessSurvey; meta: PdfDocumentMeta; language: string }
  | { kind: "cashflowWorkbook"; cashflow: Cashflow; meta: CashflowWorkbookMeta; language: string }
  | { kind: "lenderPacketPdf"; packet: LenderPacketData; meta: PdfDocumentMeta; language: string };

export type HeavyTaskKind = HeavyTask["kind"];

/** What makes a task's document: the pool of threads (heavy-pool.ts) or the main thread (heavy-work.ts's inlineRunner). */
export interface HeavyRunner {
  run(task: HeavyTask): Promise<Uint8Array>;
  /** Ends the runner's threads (tasks in hand first). */
  close(): Promise<void>;
}

/** The task's document, as bytes. */
export async function runHeavyTask(task: HeavyTask): Promise<Uint8Array> {
  switch (task.kind) {
    case "businessPlanPdf":
      return buildBusinessPlanPdf(task.plan, task.meta, planWords(task.language));
    case "businessSurveyPdf":
      return buildBusinessSurveyPdf(task.survey, task.meta, surveyWords(task.language));
    case "cashflowWorkbook":
      return buildCashflowWorkbook(task.cashflow, task.meta, { language: task.language });
    case "lenderPacketPdf":
      return buildLenderPacketPdf(task.packet, task.meta, task.language);
    default: {
      const unknown: never = task;
      throw new Error(`unknown heavy task ${(unknown as { kind: string }).kind}`);
    }
  }
}

/**
 * The bytes in an ArrayBuffer of their own, so it can be handed (transferred, not copied) to the
 * main thread: a Buffer may be a view into a larger shared slab (Node's pool of small buffers).
 */
export function ownBytes(bytes: Uint8Array): Uint8Array {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) return bytes;
  return new Uint8Array(bytes);
}
