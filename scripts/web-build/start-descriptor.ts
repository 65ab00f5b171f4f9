/**
 * A lighter API descriptor for what every signed-in page loads at start (issue #18; ADR 0009).
 *
 * The generated src/gen/compass/v1/compass_pb.ts describes the whole API (351 messages, 138
 * methods) in one embedded descriptor that protobuf-es decodes and links when the module first
 * runs: ~17 KB brotli and, on the signed-in home, one main-thread task of 60–110 ms (four times
 * that on Lighthouse's simulated phone). The signed-in shell and the home use a fraction of it.
 *
 * So the build gives the shell its own copy of that module, cut to what the shell uses: the
 * methods its modules name (any identifier of theirs that is a method's name:
 * `CompassService.method.x`, `method.x` after `const method = CompassService.method`, `client.x(…)`
 * on a client made from the service), the schemas and enums they import, and every message and
 * enum those reach. The "shell" is every module that main.tsx reaches through static and dynamic
 * imports without entering the layouts and pages that router.tsx loads lazily — except the main
 * layout and the home (`START_PAGES`). Modules outside it (the other pages, loaded when the user
 * goes there) keep the full generated module.
 *
 * Both copies are built from the same .proto: a message described by either is encoded, decoded,
 * keyed in the query cache (by type and method names) and checked (`isMessage`, by type name) the
 * same way, and messages are plain objects, so data flows between modules of either kind. Types
 * are checked against the full generated module; only the build swaps the import.
 *
 * A mistake fails the build: a schema or enum imported but not included is a missing export, and
 * once the bundle is rendered every module of the shell is read again as the bundler wrote it
 * (`missingMethods`): a method name of the API in it that the cut lacks — a service handed to a
 * module that does not import the generated module, say — stops the build with the names. The
 * cut service's `method` still throws on a name it lacks (a name computed at run time, which no
 * reading of the code can see).
 */
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fromBinary, toBinary } from "@bufbuild/protobuf";
import { base64Decode, base64Encode } from "@bufbuild/protobuf/wire";
import { FileDescriptorProtoSchema, type DescriptorProto, type FileDescriptorProto } from "@bufbuild/protobuf/wkt";
import type { Plugin } from "vite";
import { ROUTES } from "../../src/shared/routes.js";

const repo = path.resolve(import.meta.dirname, "../..");
const web = path.join(repo, "src/web");
export const GENERATED = path.join(repo, "src/gen/compass/v1/compass_pb.ts");
/** The virtual module the shell's imports of the generated module go to. */
export const START_DESCRIPTOR_ID = "\0compass-start-descriptor.js";

/** What router.tsx loads lazily that belongs to the start (under src/web): the main layout and the home. */
export const START_PAGES = ["layouts/main/main-layout", "pages/journey/my-journey-page"];
/** The boot, where the shell starts. */
export const BOOT = path.join(web, "start/main.tsx");
const SCRIPT = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** A relative import's file, if it is a script of this repository. */
function resolveRelative(from: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ""));
  if (existsSync(base) && /\.[jt]sx?$/.test(base)) return base;
  for (const ext of SCRIPT) if (existsSync(base + ext)) return base + ext;
  return undefined;
}

const STATIC_IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*\s{},$]*?\s+from\s+)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/**
 * Every module of the shell — what `roots` reach by static and dynamic imports, the router's pages
 * excepted — with its code (comments left out), read once for the imports and for `shellUsage`.
 */
export function shellModules(roots: string[], startPages = START_PAGES): Map<string, string> {
  // The router's pages come from the build's route-modules module (not a relative import, so not
  // followed here): the start pages are roots of their own.
  const pages = startPages.map((p) => resolveRelative(path.join(web, "x"), `./${p}`));
  if (pages.includes(undefined)) throw new Error(`start-descriptor: a start page of ${startPages.join(", ")} is not a module`);
  const seen = new Map<string, string>();
  const queue = [...roots, ...(pages as string[])];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const code = stripComments(readFileSync(file, "utf8"));
    seen.set(file, code);
    for (const m of code.matchAll(STATIC_IMPORT)) {
      if (/^\s*(?:import|export)\s+type\s/.test(m[0].replace(/^[\s;]/, ""))) continue;
      const dep = resolveRelative(file, m[1]!);
      if (dep) queue.push(dep);
    }
    for (const m of code.matchAll(DYNAMIC_IMPORT)) {
      const dep = resolveRelative(file, m[1]!);
      if (dep) queue.push(dep);
    }
  }
  return seen;
}

const stripComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

/** What the shell's modules take from the generated module: value names imported, and the names they use (methods among them). */
export interface Usage {
  names: Set<string>;
  methods: Set<string>;
  consumers: Set<string>;
}

const IMPORT_FROM_GENERATED = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']*compass_pb(?:\.js)?)["']/g;

/** What the modules (file → code, as `shellModules` gives them) take from the generated module. */
export function shellUsage(modules: Map<string, string>): Usage {
  const usage: Usage = { names: new Set(), methods: new Set(), consumers: new Set() };
  for (const [file, code] of modules) {
    let imports = false;
    for (const m of code.matchAll(IMPORT_FROM_GENERATED)) {
      if (!isGenerated(file, m[3]!)) continue;
      imports = true;
      if (m[1]) continue;
      for (const part of m[2]!.split(",")) {
        const name = part.trim();
        if (!name || name.startsWith("type ")) continue;
        usage.names.add(name.split(/\s+as\s+/)[0]!.trim());
      }
    }
    for (const m of code.matchAll(DYNAMIC_IMPORT)) if (isGenerated(file, m[1]!)) imports = true;
    if (!imports) continue;
    usage.consumers.add(file);
    // Every identifier: a method is kept when its name appears at all (`CompassService.method.x`,
    // `method.x`, `client.x(…)`, a destructured `{ x }`…), whatever the module calls the service.
    for (const m of code.matchAll(/\b[a-z]\w*\b/g)) usage.methods.add(m[0]);
  }
  return usage;
}

/** Whether `spec`, imported by `from`, is the generated module. */
const isGenerated = (from: string, spec: string): boolean =>
  /compass_pb(\.js)?$/.test(spec) && path.resolve(path.dirname(from), spec.replace(/\.js$/, "")) + ".ts" === GENERATED;

/** The generated module's pieces: its descriptor (base64), its wkt imports, its exports by kind. */
export interface Generated {
  base64: string;
  wktImports: string[];
  /** `export enum Name { KEY = 1, … }`: name → entries. */
  enums: Map<string, Array<[string, number]>>;
  /** `export const XSchema = messageDesc(file, 1, 2)` etc.: export name → kind and path. */
  descs: Map<string, { kind: "message" | "enum" | "service"; path: number[] }>;
}

export function readGenerated(source = readFileSync(GENERATED, "utf8")): Generated {
  const base64 = /fileDesc\("([^"]+)"/.exec(source)?.[1];
  if (!base64) throw new Error("start-descriptor: no fileDesc in the generated module");
  const wktImports = /import\s*\{([^}]*)\}\s*from\s*"@bufbuild\/protobuf\/wkt"/.exec(source)?.[1]?.split(",").map((s) => s.trim()).filter(Boolean) ?? [];
  const enums = new Map<string, Array<[string, number]>>();
  for (const m of source.matchAll(/export enum (\w+) \{([^}]*)\}/g)) {
    const body = m[2]!.replace(/\/\*[\s\S]*?\*\//g, "");
    enums.set(m[1]!, [...body.matchAll(/(\w+)\s*=\s*(-?\d+)/g)].map((e) => [e[1]!, Number(e[2])]));
  }
  const descs = new Map<string, { kind: "message" | "enum" | "service"; path: number[] }>();
  for (const m of source.matchAll(/export const (\w+):[^=]*=\s*(?:\/\*@__PURE__\*\/\s*)?(messageDesc|enumDesc|serviceDesc)\(file_compass_v1_compass((?:,\s*\d+)*)\)/g)) {
    const kind = m[2] === "messageDesc" ? "message" : m[2] === "enumDesc" ? "enum" : "service";
    descs.set(m[1]!, { kind, path: m[3]!.split(",").slice(1).map((n) => Number(n.trim())) });
  }
  return { base64, wktImports, enums, descs };
}

const localName = (method: string) => method.charAt(0).toLowerCase() + method.slice(1);

/** The file descriptor cut to `methods` of its service and the top-level messages and enums they and `roots` reach. */
export function cutDescriptor(file: FileDescriptorProto, methods: Set<string>, roots: { messages: Set<string>; enums: Set<string> }) {
  const pkg = `.${file.package}.`;
  const messages = new Map(file.messageType.map((m) => [m.name, m]));
  const keptMessages = new Set<string>();
  const keptEnums = new Set(roots.enums);
  const service = file.service[0]!;
  const keptMethods = service.method.filter((m) => methods.has(localName(m.name)));
  const queue = [...roots.messages];
  const reach = (typeName: string) => {
    if (!typeName.startsWith(pkg)) return;
    const top = typeName.slice(pkg.length).split(".")[0]!;
    if (messages.has(top)) queue.push(top);
    else keptEnums.add(top);
  };
  for (const m of keptMethods) {
    reach(m.inputType);
    reach(m.outputType);
  }
  const visit = (message: DescriptorProto) => {
    for (const field of message.field) if (field.typeName) reach(field.typeName);
    for (const nested of message.nestedType) visit(nested);
  };
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (keptMessages.has(name)) continue;
    keptMessages.add(name);
    visit(messages.get(name)!);
  }
  const cut: FileDescriptorProto = {
    ...file,
    messageType: file.messageType.filter((m) => keptMessages.has(m.name)),
    enumType: file.enumType.filter((e) => keptEnums.has(e.name)),
    service: [{ ...service, method: keptMethods }],
  };
  return { cut, keptMessages, keptEnums, keptMethods: keptMethods.map((m) => localName(m.name)) };
}

/** The source of the shell's copy of the generated module. */
export function startDescriptorModule(usage: Usage, generated = readGenerated()): { code: string; summary: string; kept: Set<string>; all: Set<string> } {
  const file = fromBinary(FileDescriptorProtoSchema, base64Decode(generated.base64));
  const topMessages = file.messageType.map((m) => m.name);
  const topEnums = file.enumType.map((e) => e.name);
  const roots = { messages: new Set<string>(), enums: new Set<string>() };
  for (const name of usage.names) {
    // A schema, or an enum's object (described by its `…Schema`); a nested one keeps its message.
    const desc = generated.descs.get(name) ?? (generated.enums.has(name) ? generated.descs.get(`${name}Schema`) : undefined);
    if (desc?.kind === "enum" && desc.path.length === 1) roots.enums.add(topEnums[desc.path[0]!]!);
    else if (desc?.kind === "message" || desc?.kind === "enum") roots.messages.add(topMessages[desc.path[0]!]!);
  }
  const { cut, keptMessages, keptEnums, keptMethods } = cutDescriptor(file, usage.methods, roots);
  const messageIndex = new Map(cut.messageType.map((m, i) => [m.name, i]));
  const enumIndex = new Map(cut.enumType.map((e, i) => [e.name, i]));
  const lines = [
    `import { enumDesc, fileDesc, messageDesc, serviceDesc } from "@bufbuild/protobuf/codegenv2";`,
    `import { ${generated.wktImports.join(", ")} } from "@bufbuild/protobuf/wkt";`,
    `export const file_compass_v1_compass = /*@__PURE__*/ fileDesc(${JSON.stringify(base64Encode(toBinary(FileDescriptorProtoSchema, cut)))}, [${generated.wktImports.join(", ")}]);`,
  ];
  for (const [name, desc] of generated.descs) {
    if (desc.kind === "service") continue;
    const isTopEnum = desc.kind === "enum" && desc.path.length === 1;
    const top = isTopEnum ? topEnums[desc.path[0]!]! : topMessages[desc.path[0]!]!;
    const index = isTopEnum ? enumIndex.get(top) : messageIndex.get(top);
    if (index === undefined) continue;
    const fn = desc.kind === "message" ? "messageDesc" : "enumDesc";
    lines.push(`export const ${name} = /*@__PURE__*/ ${fn}(file_compass_v1_compass, ${[index, ...desc.path.slice(1)].join(", ")});`);
    if (desc.kind === "enum") {
      const enumName = name.replace(/Schema$/, "");
      const entries = generated.enums.get(enumName);
      if (entries) lines.push(`export const ${enumName} = /*@__PURE__*/ Object.freeze({ ${entries.map(([k, v]) => `${k}: ${v}, ${v}: ${JSON.stringify(k)}`).join(", ")} });`);
    }
  }
  // The service with only the shell's methods; any other name is a mistake of the scan, said loudly.
  lines.push(
    `const service = /*@__PURE__*/ serviceDesc(file_compass_v1_compass, 0);`,
    `export const CompassService = /*@__PURE__*/ Object.assign(Object.create(Object.getPrototypeOf(service)), service, {`,
    `  method: new Proxy(service.method, { get(methods, name) {`,
    `    if (typeof name === "string" && !(name in methods)) throw new Error("CompassService." + name + " is not in the start descriptor (scripts/web-build/start-descriptor.ts): name it as the shell's other modules do");`,
    `    return methods[name];`,
    `  } }),`,
    `});`,
  );
  const summary = `${keptMessages.size} of ${topMessages.length} messages, ${keptEnums.size} of ${topEnums.length} enums, ${keptMethods.length} of ${file.service[0]!.method.length} methods`;
  return { code: lines.join("\n") + "\n", summary, kept: new Set(keptMethods), all: new Set(file.service[0]!.method.map((m) => localName(m.name))) };
}

/**
 * The API's method names (local names: `getMyUser`) in `code` that `kept` lacks. `code` is a
 * module as the bundler rendered it: property names survive minification, so `x.method.getMyUser`
 * and `client.getMyUser(…)` still name the method.
 */
export function missingMethods(code: string, kept: ReadonlySet<string>, all: ReadonlySet<string>): string[] {
  const missing = new Set<string>();
  for (const m of code.matchAll(/[A-Za-z_$][\w$]*/g)) if (all.has(m[0]) && !kept.has(m[0])) missing.add(m[0]);
  return [...missing].sort();
}

/** The Vite plugin: the shell's imports of the generated module go to its cut copy (builds only). */
export function startDescriptor(): Plugin {
  let consumers = new Set<string>();
  let shell = new Set<string>();
  let module: { code: string; summary: string; kept: Set<string>; all: Set<string> } | undefined;
  return {
    name: "compass-start-descriptor",
    enforce: "pre",
    apply: "build",
    buildStart() {
      const modules = shellModules([BOOT]);
      const usage = shellUsage(modules);
      // The route table's first calls are looked up by name (start/first-data.ts): kept as such.
      for (const route of ROUTES) for (const call of route.first) usage.methods.add(call.method);
      consumers = usage.consumers;
      shell = new Set(modules.keys());
      module = startDescriptorModule(usage);
    },
    generateBundle(_options, bundle) {
      // Every module of the shell, as rendered: a method it names must be in the cut.
      const problems: string[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const [id, rendered] of Object.entries(chunk.modules)) {
          const file = id.split("?")[0]!;
          if (!shell.has(file) || !rendered.code) continue;
          const missing = missingMethods(rendered.code, module!.kept, module!.all);
          if (missing.length > 0) problems.push(`${path.relative(repo, file)}: ${missing.join(", ")}`);
        }
      }
      if (problems.length > 0) {
        this.error(`start-descriptor: the shell names methods its cut API descriptor lacks (name them in a module that imports the generated module, or add them to the route table's first calls):\n  ${problems.join("\n  ")}`);
      }
    },
    resolveId(source, importer) {
      const from = importer?.split("?")[0];
      return from !== undefined && consumers.has(from) && isGenerated(from, source) ? START_DESCRIPTOR_ID : null;
    },
    load(id) {
      return id === START_DESCRIPTOR_ID ? module!.code : null;
    },
  };
}
