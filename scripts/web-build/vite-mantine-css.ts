/**
 * Only the Mantine CSS a page uses (issue #18). Instead of the whole `@mantine/core/styles.css`
 * (~290 KB, most of it unused, render-blocking on every page), every module of the app that imports
 * from a Mantine package gets, at build time, the CSS imports of exactly what it imports:
 *
 * - `@mantine/core`: Mantine's per-component sheets (`@mantine/core/styles/<Name>.css`). What a
 *   component needs is read from Mantine's own ESM build: every `<Name>.module.mjs` (the class names
 *   of `<Name>.css`) reachable from the module that defines the export — so `Button` brings
 *   UnstyledButton and Loader, `PasswordInput` brings Input and ActionIcon, `Select` Combobox,
 *   Popover, ScrollArea… Always first: baseline, default-css-variables and global, in that order.
 * - other Mantine packages with a stylesheet (`@mantine/notifications`, `@mantine/dates`): their
 *   `styles.css` (they publish no per-component sheets) after the core sheets their components use.
 *
 * The imports are added in Mantine's own order (the order of `@mantine/core/styles.css`, which is a
 * plain concatenation of the per-component files), so a component's sheet always comes after the
 * sheets of the components it is built on. Vite then puts each sheet in the CSS of the chunk that
 * first needs it: the entry's sheets are linked from index.html, a lazily loaded page's sheets are
 * loaded (before its module runs) with the page.
 *
 * The `.layer.css` variants are used: every Mantine rule sits in `@layer mantine`, so the app's own
 * unlayered styles (src/web/global.css) win over Mantine's whatever order the chunks' stylesheets
 * arrive in — with one stylesheet, global.css simply came last; with per-page sheets, a page loaded
 * later could otherwise override it.
 *
 * Guard rails: importing the whole `@mantine/<pkg>/styles.css` from app code, or a namespace import
 * (`import * as M from "@mantine/core"`, whose components cannot be known), is a build error.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import ts from "typescript";
import type { Plugin } from "vite";

const CORE = "@mantine/core";
/** Mantine's global sheets: every component depends on them, in this order, before any other. */
export const GLOBAL_SHEETS = ["baseline", "default-css-variables", "global"] as const;
const MANTINE_IMPORT = /^@mantine\/[a-z-]+$/;
const WHOLE_STYLESHEET = /^@mantine\/[a-z-]+\/styles(?:\.layer)?\.css$/;
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;

/** One import of a Mantine package in a module: its values' names (types are left out). */
export interface MantineImport {
  source: string;
  names: string[];
}

interface ModuleInfo {
  /** local name -> where it was imported from (relative or bare) and its name there. */
  imports: Map<string, { from: string; name: string }>;
  /** exported name -> a local name, or a re-export from another module. */
  exports: Map<string, { local: string } | { from: string; name: string }>;
  /** `export * from "..."`. */
  stars: string[];
  /** Every module specifier this module imports or re-exports from (static). */
  specifiers: string[];
}

function parseModule(text: string, fileName: string): ModuleInfo {
  const kind = /\.tsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.ts$/.test(fileName) ? ts.ScriptKind.TS : /\.jsx$/.test(fileName) ? ts.ScriptKind.JSX : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const info: ModuleInfo = { imports: new Map(), exports: new Map(), stars: [], specifiers: [] };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const from = statement.moduleSpecifier.text;
      info.specifiers.push(from);
      const clause = statement.importClause;
      if (!clause) continue;
      if (clause.name) info.imports.set(clause.name.text, { from, name: "default" });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) info.imports.set(bindings.name.text, { from, name: "*" });
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          info.imports.set(element.name.text, { from, name: (element.propertyName ?? element.name).text });
        }
      }
    } else if (ts.isExportDeclaration(statement)) {
      const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
      if (from) info.specifiers.push(from);
      const clause = statement.exportClause;
      if (!clause) {
        if (from) info.stars.push(from);
        continue;
      }
      if (!ts.isNamedExports(clause)) continue;
      for (const element of clause.elements) {
        const local = (element.propertyName ?? element.name).text;
        info.exports.set(element.name.text, from ? { from, name: local } : { local });
      }
    } else if (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      // `export function X`, `export const X = …`: declared here.
      const declared = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []))
        : "name" in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)
          ? [(statement.name as ts.Identifier).text]
          : [];
      for (const name of declared) info.exports.set(name, { local: name });
    }
  }
  return info;
}

/**
 * The Mantine imports of one module of the app, values only (`import type` and `type X` specifiers
 * need no CSS). Throws on what this plugin cannot serve: a namespace import of a Mantine package, or
 * an import of a whole Mantine stylesheet.
 */
export function mantineImportsOf(code: string, fileName: string): MantineImport[] {
  const kind = /\.tsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.ts$/.test(fileName) ? ts.ScriptKind.TS : /\.jsx$/.test(fileName) ? ts.ScriptKind.JSX : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, kind);
  const found: MantineImport[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const from = specifier.text;
    if (WHOLE_STYLESHEET.test(from)) {
      throw new Error(
        `${fileName}: imports the whole ${from}. Mantine's CSS is added per component by scripts/web-build/vite-mantine-css.ts; remove this import.`,
      );
    }
    if (!MANTINE_IMPORT.test(from)) continue;
    const names: string[] = [];
    if (isImport) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.push("default");
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) {
        throw new Error(`${fileName}: \`import * as ${bindings.name.text} from "${from}"\` hides which components are used; import them by name.`);
      }
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
    } else {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) {
        throw new Error(`${fileName}: \`export * from "${from}"\` hides which components are used; re-export them by name.`);
      }
      for (const element of clause.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
    if (names.length > 0) found.push({ source: from, names });
  }
  return found;
}

interface PackageInfo {
  name: string;
  dir: string;
  /** The package's own stylesheet (not @mantine/core), when it has one. */
  stylesheet?: string;
}

/**
 * Reads Mantine's installed packages and answers which stylesheets, in which order, a set of
 * imports needs. `resolveFrom`: a file or directory Mantine resolves from (default: this project).
 */
export class MantineStyles {
  private readonly require: NodeJS.Require;
  private readonly layer: boolean;
  private readonly packages = new Map<string, PackageInfo | null>();
  private readonly modules = new Map<string, ModuleInfo>();
  private readonly exportSheets = new Map<string, Set<string>>();
  /** Core component sheet name -> its position in @mantine/core/styles.css. */
  private readonly order: Map<string, number>;

  constructor(options: { resolveFrom?: string; layer?: boolean } = {}) {
    const from = options.resolveFrom ?? path.resolve(import.meta.dirname, "../..");
    this.require = createRequire(path.join(from, "noop.js"));
    this.layer = options.layer ?? true;
    this.order = this.readOrder();
  }

  /** The CSS imports (module specifiers) for these Mantine imports, in the order they must load. */
  sheetsFor(imports: readonly MantineImport[]): string[] {
    const core = new Set<string>();
    const others = new Set<string>();
    for (const { source, names } of imports) {
      const pkg = this.packageInfo(source);
      if (!pkg) continue;
      for (const name of names) {
        for (const sheet of this.sheetsOfExport(pkg, name)) (sheet.startsWith(`${CORE}/`) ? core : others).add(sheet);
      }
    }
    if (core.size === 0 && others.size === 0) return [];
    const suffix = this.layer ? ".layer.css" : ".css";
    const components = [...core].map((s) => s.slice(`${CORE}/styles/`.length)).filter((s) => !(GLOBAL_SHEETS as readonly string[]).includes(s));
    components.sort((a, b) => this.position(a) - this.position(b));
    return [
      ...[...GLOBAL_SHEETS, ...components].map((sheet) => `${CORE}/styles/${sheet}${suffix}`),
      ...[...others].sort().map((sheet) => `${sheet}${suffix}`),
    ];
  }

  /** The component sheets of @mantine/core in Mantine's order (global sheets first). */
  coreOrder(): string[] {
    return [...this.order.entries()].sort((a, b) => a[1] - b[1]).map(([name]) => name);
  }

  private position(sheet: string): number {
    const at = this.order.get(sheet);
    if (at === undefined) throw new Error(`@mantine/core has no styles/${sheet}.css`);
    return at;
  }

  /** Each per-component sheet's offset in styles.css, which is their concatenation in Mantine's order. */
  private readOrder(): Map<string, number> {
    const whole = readFileSync(this.require.resolve(`${CORE}/styles.css`), "utf8");
    const dir = path.join(path.dirname(this.require.resolve(`${CORE}/styles.css`)), "styles");
    const order = new Map<string, number>();
    for (const file of readdirSync(dir)) {
      if (!file.endsWith(".css") || file.endsWith(".layer.css")) continue;
      const at = whole.indexOf(readFileSync(path.join(dir, file), "utf8").trim());
      if (at < 0) throw new Error(`@mantine/core/styles/${file} is not part of styles.css: the order of the sheets cannot be known`);
      order.set(file.slice(0, -".css".length), at);
    }
    return order;
  }

  private packageInfo(name: string): PackageInfo | null {
    const known = this.packages.get(name);
    if (known !== undefined) return known;
    let info: PackageInfo | null = null;
    try {
      const entry = this.require.resolve(name, {});
      let dir = path.dirname(entry);
      while (!existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
      const esm = path.join(dir, "esm", "index.mjs");
      if (existsSync(esm)) {
        const hasSheet = name !== CORE && existsSync(path.join(dir, "styles.css"));
        info = { name, dir, ...(hasSheet ? { stylesheet: `${name}/styles` } : {}) };
        // Packages without CSS (hooks, form) need nothing.
        if (name !== CORE && !hasSheet) info = null;
      }
    } catch {
      info = null;
    }
    this.packages.set(name, info);
    return info;
  }

  private moduleInfo(file: string): ModuleInfo {
    let info = this.modules.get(file);
    if (!info) {
      info = parseModule(readFileSync(file, "utf8"), file);
      this.modules.set(file, info);
    }
    return info;
  }

  /** The module of the package that defines `name` (following re-exports), or undefined for a type. */
  private definingModule(file: string, name: string, seen = new Set<string>()): string | undefined {
    const key = `${file}#${name}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    const info = this.moduleInfo(file);
    const exported = info.exports.get(name);
    if (exported) {
      if ("from" in exported) return this.definingModule(this.resolveRelative(file, exported.from), exported.name, seen);
      const imported = info.imports.get(exported.local);
      if (!imported) return file;
      // Re-exported from another package (e.g. RemoveScroll from react-remove-scroll): no Mantine styles.
      if (!imported.from.startsWith(".")) return undefined;
      return this.definingModule(this.resolveRelative(file, imported.from), imported.name, seen) ?? file;
    }
    for (const star of info.stars) {
      const found = this.definingModule(this.resolveRelative(file, star), name, seen);
      if (found) return found;
    }
    // Not exported: a type (the ESM build has none), so no styles.
    return undefined;
  }

  private resolveRelative(from: string, specifier: string): string {
    return path.resolve(path.dirname(from), specifier);
  }

  /** The sheets (module specifiers without extension) one export of a Mantine package needs. */
  private sheetsOfExport(pkg: PackageInfo, name: string): Set<string> {
    const key = `${pkg.name}#${name}`;
    const cached = this.exportSheets.get(key);
    if (cached) return cached;
    const sheets = new Set<string>();
    this.exportSheets.set(key, sheets);
    const start = this.definingModule(path.join(pkg.dir, "esm", "index.mjs"), name);
    if (start) {
      const core = this.packageInfo(CORE);
      const seen = new Set<string>();
      const stack = [start];
      while (stack.length > 0) {
        const file = stack.pop()!;
        if (seen.has(file)) continue;
        seen.add(file);
        const module = /([^/]+)\.module\.mjs$/.exec(file);
        if (module) {
          sheets.add(pkg.name === CORE ? `${CORE}/styles/${module[1]}` : pkg.stylesheet!);
          continue;
        }
        const info = this.moduleInfo(file);
        for (const specifier of info.specifiers) {
          if (specifier.startsWith(".")) {
            const target = this.resolveRelative(file, specifier);
            if (target.endsWith(".mjs") && existsSync(target)) stack.push(target);
          } else if (specifier === CORE && pkg.name !== CORE && core) {
            for (const [, imported] of info.imports) {
              if (imported.from !== CORE) continue;
              for (const sheet of this.sheetsOfExport(core, imported.name)) sheets.add(sheet);
            }
          }
        }
      }
    }
    return sheets;
  }
}

/** Adds the CSS imports a module's Mantine imports need in front of its code (one line: line numbers keep). */
export function addMantineStyles(styles: MantineStyles, code: string, fileName: string): string | undefined {
  if (!code.includes("@mantine/")) return undefined;
  const sheets = styles.sheetsFor(mantineImportsOf(code, fileName));
  if (sheets.length === 0) return undefined;
  return sheets.map((sheet) => `import ${JSON.stringify(sheet)};`).join("") + code;
}

export function mantineCss(options: { layer?: boolean } = {}): Plugin {
  let styles: MantineStyles | undefined;
  return {
    name: "compass:mantine-css",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (id.startsWith("\0") || file.includes("/node_modules/") || !SOURCE_FILE.test(file)) return null;
      styles ??= new MantineStyles(options);
      try {
        const result = addMantineStyles(styles, code, file);
        return result === undefined ? null : { code: result, map: null };
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
