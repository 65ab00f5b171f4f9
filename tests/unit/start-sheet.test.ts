/** A route page's stylesheets as one file (scripts/web-build/start-sheet.ts). */
import { describe, expect, it } from "vitest";
import { readSheetLinks, sheetLinks, startSheet } from "../../scripts/web-build/start-sheet.js";

const INPUT = { file: "assets/Input-a1.css", text: ".m_input{color:red}\n" };
const BUTTON = { file: "assets/Button-b2.css", text: ".m_button{color:blue}" };

describe("a route's stylesheets as one file", () => {
  it("joins the sheets' text in the order they apply, in a file named by its content", () => {
    const merged = startSheet([INPUT, BUTTON]);
    expect(merged.text).toBe(".m_input{color:red}\n.m_button{color:blue}\n");
    expect(merged.file).toMatch(/^assets\/start-[\w-]{10}\.css$/);
    expect(startSheet([INPUT, BUTTON]).file).toBe(merged.file); // routes with the same sheets share it
    expect(startSheet([BUTTON, INPUT]).file).not.toBe(merged.file); // another order is another cascade
  });

  it("uses a single sheet as it is, and refuses none", () => {
    expect(startSheet([INPUT])).toEqual({ file: INPUT.file, text: null });
    expect(() => startSheet([])).toThrow(/no sheets/);
  });

  it("preloads the one file for the boot to apply, and names each sheet it holds with a disabled link (not fetched; the app's loader then skips it)", () => {
    expect(sheetLinks([INPUT.file, BUTTON.file], "assets/start-x.css")).toEqual([
      '<link rel="preload" as="style" crossorigin href="/assets/start-x.css" data-start-sheet>',
      '<link rel="stylesheet" href="/assets/Input-a1.css" disabled>',
      '<link rel="stylesheet" href="/assets/Button-b2.css" disabled>',
    ]);
    expect(sheetLinks([INPUT.file], INPUT.file)).toEqual(['<link rel="preload" as="style" crossorigin href="/assets/Input-a1.css" data-start-sheet>']);
    expect(sheetLinks([], "unused")).toEqual([]);
  });

  it("reads back from a page's head the one file and the sheets it holds", () => {
    const head = `<link rel="stylesheet" crossorigin href="/assets/index.css">\n${sheetLinks([INPUT.file, BUTTON.file], "assets/start-x.css").join("\n")}`;
    expect(readSheetLinks(head)).toEqual({ file: "assets/start-x.css", held: [INPUT.file, BUTTON.file] });
    expect(readSheetLinks('<link rel="stylesheet" crossorigin href="/assets/index.css">')).toBeNull();
  });
});
