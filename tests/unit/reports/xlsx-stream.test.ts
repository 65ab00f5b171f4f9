/**
 * The streaming XLSX writer (src/server/reports/xlsx-stream.ts): its helpers; a workbook written
 * through it read back by exceljs (values, formats, the frozen bold header, formulas with their
 * results, page set-up, properties) and opened by LibreOffice (converted to CSV), the proof that a
 * spreadsheet application takes the hand-made ZIP and XML; a slow reader is waited for.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough, Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { columnLetters, serialDay, xmlText, XlsxStreamWriter, type XlsxColumn } from "../../../src/server/reports/xlsx-stream.js";

const run = promisify(execFile);

const COLUMNS: XlsxColumn[] = [
  { header: "Date", width: 14, format: "date" },
  { header: "Client", width: 24 },
  { header: "Hours", width: 10, format: "hours" },
  { header: "Meals (USD)", width: 11, format: "money" },
  { header: "Notes & more", width: 40 },
];

async function workbook(rows: number, out: Writable = new PassThrough()): Promise<Buffer> {
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on("end", resolve));
  const xlsx = new XlsxStreamWriter(out, { sheetName: "TA sessions", title: "TA report & more", creator: "Compass", created: new Date("2026-11-26T10:00:00Z"), columns: COLUMNS });
  await xlsx.start();
  await xlsx.rowsBatch(
    Array.from({ length: rows }, (_, i) => [{ day: "2026-03-05" }, i === 0 ? "  Zoë <Ruiz> & \"Co\"\u0007" : `Client ${i}`, 1.5, 12.25, i === 0 ? "=HYPERLINK(\"x\")" : null]),
  );
  await xlsx.row(["Total", null, { formula: `SUM(C2:C${rows + 1})`, result: 1.5 * rows }, 0, null], { bold: true });
  await xlsx.finish();
  await ended;
  return Buffer.concat(chunks);
}

describe("the XLSX writer's helpers", () => {
  it("names columns, counts days and escapes text", () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual(["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]);
    expect(serialDay("1900-03-01")).toBe(61);
    expect(serialDay("2026-01-01")).toBe(46023);
    expect(xmlText('a<b>&"c"\u0000\u001f\ud800x')).toBe("a&lt;b&gt;&amp;&quot;c&quot;\ud800x");
  });
});

describe("a workbook written as it goes", () => {
  it("reads back in exceljs with its values, formats, header, totals and page set-up", async () => {
    const bytes = await workbook(3);
    expect(bytes.subarray(0, 4).toString("hex")).toBe("504b0304");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Uint8Array.from(bytes).buffer);
    expect(book.creator).toBe("Compass");
    const sheet = book.getWorksheet("TA sessions")!;
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(1).values).toEqual([undefined, "Date", "Client", "Hours", "Meals (USD)", "Notes & more"]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.getColumn(5).width).toBe(40);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toEqual(new Date(Date.UTC(2026, 2, 5)));
    expect(first.getCell(1).numFmt).toBe("yyyy-mm-dd");
    // Text stays text, spaces kept, a control character dropped; a leading "=" is not a formula.
    expect(first.getCell(2).value).toBe('  Zoë <Ruiz> & "Co"');
    expect(first.getCell(5).value).toBe('=HYPERLINK("x")');
    expect(first.getCell(3)).toMatchObject({ value: 1.5, numFmt: "0.00" });
    expect(first.getCell(4)).toMatchObject({ value: 12.25, numFmt: '"$"#,##0.00' });
    const totals = sheet.getRow(5);
    expect(totals.getCell(1).font?.bold).toBe(true);
    expect(totals.getCell(3).value).toEqual({ formula: "SUM(C2:C4)", result: 4.5 });
    expect(sheet.pageSetup).toMatchObject({ orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
    expect(sheet.headerFooter.oddHeader).toBe("&LTA report && more&RPage &P of &N");
  });

  it("waits for a slow reader: what it holds stays near one batch", async () => {
    let held = 0;
    let most = 0;
    const chunks: Buffer[] = [];
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _enc, done) {
        held += chunk.length;
        most = Math.max(most, held);
        chunks.push(chunk);
        setTimeout(() => {
          held -= chunk.length;
          done();
        }, 1);
      },
    });
    const finished = new Promise((resolve) => slow.on("finish", resolve));
    const xlsx = new XlsxStreamWriter(slow, { sheetName: "S", title: "T", creator: "Compass", created: new Date(), columns: COLUMNS });
    await xlsx.start();
    for (let b = 0; b < 20; b++) await xlsx.rowsBatch(Array.from({ length: 500 }, (_, i) => [{ day: "2026-01-01" }, `Client ${b}-${i} ${"x".repeat(40)}`, i, i / 4, "note"]));
    await xlsx.finish();
    await finished;
    expect(most).toBeLessThan(2 * 1024 * 1024);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Uint8Array.from(Buffer.concat(chunks)).buffer);
    expect(book.getWorksheet("S")!.rowCount).toBe(1 + 20 * 500);
  });

  it("opens in LibreOffice", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "xlsx-stream-"));
    try {
      const file = path.join(dir, "report.xlsx");
      await writeFile(file, await workbook(2));
      await run(
        "soffice",
        [`-env:UserInstallation=${pathToFileURL(path.join(dir, "profile")).href}`, "--headless", "--norestore", "--nolockcheck", "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true", "--outdir", dir, file],
        { env: { ...process.env, HOME: dir }, timeout: 240_000 },
      );
      const csv = (await readFile(path.join(dir, "report.csv"), "utf8")).trim().split(/\r?\n/);
      expect(csv[0]).toBe("Date,Client,Hours,Meals (USD),Notes & more");
      expect(csv[1]).toBe('2026-03-05,"  Zoë <Ruiz> & ""Co""",1.50,$12.25,"=HYPERLINK(""x"")"');
      expect(csv[3]).toBe("Total,,3.00,$0.00,");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
