/**
 * Reading the PDFs as a reader's tools do: Debian's poppler-utils (`pdftotext`, `pdfinfo`,
 * `pdftoppm`), run on files in a temporary directory. A test suite makes one `PdfTools` in
 * `beforeAll` and removes it in `afterAll`.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
/** A ceiling, not a wait: a busy machine can take seconds for a long PDF. */
const TOOL_TIMEOUT = 120_000;

export interface ReadPdf {
  file: string;
  /** `pdftotext -layout` of each page (pdftotext ends every page with a form feed). */
  pages: string[];
  /** All pages' text. */
  text: string;
  pageCount: number;
}

export class PdfTools {
  private constructor(readonly dir: string) {}
  private count = 0;

  static async create(): Promise<PdfTools> {
    return new PdfTools(await mkdtemp(path.join(os.tmpdir(), "compass-pdf-")));
  }

  async remove(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }

  /** Writes `pdf` to the temporary directory and reads it back with pdftotext and pdfinfo. */
  async read(pdf: Buffer, name = "document"): Promise<ReadPdf> {
    const file = path.join(this.dir, `${name}-${++this.count}.pdf`);
    await writeFile(file, pdf);
    const [{ stdout: text }, { stdout: info }] = await Promise.all([
      run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { timeout: TOOL_TIMEOUT, maxBuffer: 64 * 1024 * 1024 }),
      run("pdfinfo", [file], { timeout: TOOL_TIMEOUT }),
    ]);
    const pageCount = Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1] ?? NaN);
    const pages = text.split("\f");
    if (pages.at(-1)?.trim() === "") pages.pop();
    return { file, pages, text, pageCount };
  }

  /** Renders one page of a PDF file (1-based) with pdftoppm; returns the image file's path. */
  async render(file: string, page: number, format: "png" | "ppm", resolution = 50): Promise<string> {
    const prefix = path.join(this.dir, `${path.basename(file, ".pdf")}-page${page}`);
    const args = [...(format === "png" ? ["-png"] : []), "-r", String(resolution), "-f", String(page), "-l", String(page), "-singlefile", file, prefix];
    await run("pdftoppm", args, { timeout: TOOL_TIMEOUT });
    const out = `${prefix}.${format}`;
    await stat(out);
    return out;
  }
}

/** A binary PPM (P6) image's pixels. */
export interface Pixels {
  width: number;
  height: number;
  /** RGB, three bytes a pixel, row by row. */
  data: Buffer;
}

export async function readPpm(file: string): Promise<Pixels> {
  const bytes = await readFile(file);
  // "P6", width, height, maxval, each after whitespace, then one whitespace byte and the pixels.
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString("latin1"));
  if (!header) throw new Error(`${file} is not a binary PPM`);
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, data: bytes.subarray(header[0].length, header[0].length + width * height * 3) };
}

/** How many pixels are within `tolerance` (per channel) of a "#rrggbb" colour. */
export function countColour(pixels: Pixels, hex: string, tolerance = 24): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  let n = 0;
  for (let i = 0; i + 2 < pixels.data.length; i += 3) {
    if (Math.abs(pixels.data[i]! - r) <= tolerance && Math.abs(pixels.data[i + 1]! - g) <= tolerance && Math.abs(pixels.data[i + 2]! - b) <= tolerance) n++;
  }
  return n;
}

/** Text with every run of white space as one space (line and page breaks included). */
export const flat = (text: string): string => text.replace(/\s+/g, " ").trim();

/** A string as a RegExp source, matched literally. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
