/**
 * scripts/web-build/vite-mantine-css.ts: which of Mantine's stylesheets a module's imports need, in which
 * order, and how they are added to the module.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import * as core from "@mantine/core";
import { describe, expect, it } from "vitest";
import { addMantineStyles, GLOBAL_SHEETS, MantineStyles, mantineImportsOf } from "../../scripts/web-build/vite-mantine-css.js";

const styles = new MantineStyles();
const plain = new MantineStyles({ layer: false });

/** The core sheet names (without the global ones) the given @mantine/core exports need. */
function coreSheets(...names: string[]): string[] {
  return plain
    .sheetsFor([{ source: "@mantine/core", names }])
    .map((specifier) => /^@mantine\/core\/styles\/(.+)\.css$/.exec(specifier)![1]!)
    .filter((sheet) => !(GLOBAL_SHEETS as readonly string[]).includes(sheet));
}

describe("the stylesheets a Mantine import needs", () => {
  it("starts with baseline, default CSS variables and global, in that order, as .layer.css", () => {
    const sheets = styles.sheetsFor([{ source: "@mantine/core", names: ["Button"] }]);
    expect(sheets.slice(0, 3)).toEqual([
      "@mantine/core/styles/baseline.layer.css",
      "@mantine/core/styles/default-css-variables.layer.css",
      "@mantine/core/styles/global.layer.css",
    ]);
    expect(sheets.every((sheet) => sheet.endsWith(".layer.css"))).toBe(true);
  });

  it("brings the sheets of the components a component is built on, before its own", () => {
    expect(coreSheets("Button")).toEqual(["UnstyledButton", "Loader", "Button"]);
    expect(coreSheets("TextInput")).toContain("Input");
    const password = coreSheets("PasswordInput");
    expect(password.indexOf("Input")).toBeLessThan(password.indexOf("PasswordInput"));
    expect(password).toContain("ActionIcon");
    const modal = coreSheets("Modal");
    for (const base of ["ModalBase", "Overlay", "Paper", "CloseButton"]) expect(modal.indexOf(base)).toBeLessThan(modal.indexOf("Modal"));
    expect(coreSheets("Select")).toEqual(expect.arrayContaining(["Combobox", "Popover", "Input", "ScrollArea"]));
  });

  it("keeps Mantine's order across several imports and lists each sheet once", () => {
    const sheets = coreSheets("Title", "Button", "Anchor", "Text", "Stack");
    const order = styles.coreOrder();
    expect(sheets).toEqual([...new Set(sheets)]);
    expect(sheets).toEqual([...sheets].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(sheets).toEqual(expect.arrayContaining(["Text", "Anchor", "Title", "Stack", "Button"]));
  });

  it("needs nothing for providers, helpers, hooks and forms", () => {
    expect(styles.sheetsFor([{ source: "@mantine/core", names: ["MantineProvider", "createTheme", "Box", "rem"] }])).toEqual([]);
    expect(styles.sheetsFor([{ source: "@mantine/form", names: ["useForm"] }])).toEqual([]);
    expect(styles.sheetsFor([{ source: "@mantine/hooks", names: ["useDisclosure"] }])).toEqual([]);
    expect(styles.sheetsFor([{ source: "@mantine/notifications", names: ["notifications"] }])).toEqual([]);
  });

  it("adds a package's own stylesheet after the core sheets its components use", () => {
    const sheets = plain.sheetsFor([{ source: "@mantine/notifications", names: ["Notifications"] }]);
    expect(sheets.at(-1)).toBe("@mantine/notifications/styles.css");
    expect(sheets).toContain("@mantine/core/styles/Notification.css");
  });

  it("knows every value @mantine/core exports (each sheet it names exists)", () => {
    const dir = path.resolve("node_modules/@mantine/core/styles");
    const names = Object.keys(core);
    const sheets = plain.sheetsFor([{ source: "@mantine/core", names }]);
    for (const sheet of sheets) expect(existsSync(path.join(dir, sheet.replace("@mantine/core/styles/", ""))), sheet).toBe(true);
    // Every component stylesheet Mantine ships is reachable from some export.
    expect(sheets.length).toBe(styles.coreOrder().length);
  });
});

describe("reading a module's Mantine imports", () => {
  it("reads value imports and re-exports, leaving out types", () => {
    const code = [
      'import { Button, type ButtonProps, Text as Label } from "@mantine/core";',
      'import type { MantineTheme } from "@mantine/core";',
      'import { useForm } from "@mantine/form";',
      'import { useState } from "react";',
      'export { Stack } from "@mantine/core";',
      'export type { BoxProps } from "@mantine/core";',
    ].join("\n");
    expect(mantineImportsOf(code, "page.tsx")).toEqual([
      { source: "@mantine/core", names: ["Button", "Text"] },
      { source: "@mantine/form", names: ["useForm"] },
      { source: "@mantine/core", names: ["Stack"] },
    ]);
  });

  it("refuses what hides the components used, and the whole stylesheet", () => {
    expect(() => mantineImportsOf('import * as M from "@mantine/core";', "a.tsx")).toThrow(/import them by name/);
    expect(() => mantineImportsOf('export * from "@mantine/core";', "a.ts")).toThrow(/re-export them by name/);
    expect(() => mantineImportsOf('import "@mantine/core/styles.css";', "a.tsx")).toThrow(/per component/);
    expect(() => mantineImportsOf('import "@mantine/dates/styles.layer.css";', "a.tsx")).toThrow(/per component/);
  });

  it("adds the imports in front of the module on its first line, so line numbers stay", () => {
    const code = '/** A page. */\nimport { Button } from "@mantine/core";\n\nexport const A = () => <Button />;\n';
    const out = addMantineStyles(styles, code, "page.tsx")!;
    expect(out.endsWith(code)).toBe(true);
    expect(out.split("\n").length).toBe(code.split("\n").length);
    const added = out.slice(0, out.length - code.length);
    expect(added).toBe(styles.sheetsFor([{ source: "@mantine/core", names: ["Button"] }]).map((s) => `import ${JSON.stringify(s)};`).join(""));
  });

  it("leaves modules without Mantine components alone", () => {
    expect(addMantineStyles(styles, 'import { useState } from "react";\n', "a.ts")).toBeUndefined();
    expect(addMantineStyles(styles, 'import type { MantineTheme } from "@mantine/core";\n', "a.ts")).toBeUndefined();
    expect(addMantineStyles(styles, 'import { useForm } from "@mantine/form";\n', "a.ts")).toBeUndefined();
  });
});
