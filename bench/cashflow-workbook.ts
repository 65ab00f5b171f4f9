/**
 * The cash-flow workbook's build time (issue #11 §3; src/server/documents/cashflow-workbook.ts):
 * what DownloadMyCashflow spends before it answers. A four-year cash flow as a long-standing
 * business would enter it — the starting year month by month with every line filled and several
 * free-form lines, a pre-startup column, three past years month by month, four projected years —
 * is built into an .xlsx BENCH_RUNS times (default 100) after BENCH_WARMUP builds (default 10), one
 * after another in this process. Prints the median and p95 of the whole build (computeWorksheet,
 * the exceljs model, the zipped file), of the model alone and of writing it, and the file's size.
 * Goal: the whole build's p95 under 300 ms.
 *
 *   npm run bench:workbook
 */
import {
  buildCashflowWorkbook,
  cashflowWorkbook,
} from "../src/server/documents/cashflow-workbook.js";
import { computeWorksheet } from "../src/shared/cashflow.js";
import { fourYearCashflow as fourYears } from "./document-fixtures.js";
import { quantile, runLine } from "./measure.js";

const runs = Number(process.env.BENCH_RUNS ?? 100);
const warmup = Number(process.env.BENCH_WARMUP ?? 10);
const GOAL_MS = 300;

const meta = { businessName: "Sunrise Bakery & Café", versionNumber: 12, date: new Date("2026-11-26T12:00:00Z") };

async function main(): Promise<void> {
  const ws = computeWorksheet(fourYears);
  let size = 0;
  const total: number[] = [];
  const model: number[] = [];
  const write: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const t0 = performance.now();
    const data = await buildCashflowWorkbook(fourYears, meta);
    const t1 = performance.now();
    const workbook = cashflowWorkbook(fourYears, meta);
    const t2 = performance.now();
    await workbook.xlsx.writeBuffer();
    const t3 = performance.now();
    size = data.length;
    if (i < warmup) continue;
    total.push(t1 - t0);
    model.push(t2 - t1);
    write.push(t3 - t2);
  }
  const cells = (xs: number[]) => `${quantile(xs, 0.5).toFixed(1)} | ${quantile(xs, 0.95).toFixed(1)}`;
  const rows = ws.rows.length + ws.history.reduce((n, h) => n + h.rows.length, 0);
  console.log(runLine("cash-flow workbook"));
  console.log(`${runs} builds after ${warmup} warm-up builds; ${ws.rows.length} worksheet rows, 3 past years month by month (${rows} line rows in all), ${ws.projection.length} projected years`);
  console.log("");
  console.log("| step | median ms | p95 ms |");
  console.log("|---|---:|---:|");
  console.log(`| whole build (buildCashflowWorkbook) | ${cells(total)} |`);
  console.log(`| of which the model (computeWorksheet, cells, styles) | ${cells(model)} |`);
  console.log(`| of which writing the .xlsx (XML, zip) | ${cells(write)} |`);
  console.log("");
  console.log(`File: ${(size / 1024).toFixed(1)} KiB (${size} bytes).`);
  const p95 = quantile(total, 0.95);
  console.log(p95 < GOAL_MS ? `Goal met: p95 ${p95.toFixed(1)} ms < ${GOAL_MS} ms.` : `Goal missed: p95 ${p95.toFixed(1)} ms ≥ ${GOAL_MS} ms.`);
}

await main();
