/**
 * What the route table (src/shared/routes.ts) gives the web app, as two modules the build makes
 * from it (a Vite plugin, also used by the unit tests: vitest.config.ts):
 *
 * - `virtual:compass/route-modules`: for each route its page's loader and for each layout its
 *   loader (`() => import(file)`), which the router (src/web/start/router.tsx) hands React
 *   Router. A page or layout module that does not exist fails the build.
 * - `virtual:compass/early-calls`: the requests of each route's first calls (the table's
 *   `first`) as protobuf bytes, encoded by
 *   the generated code the app's transport uses, for the boot (src/web/start/early-data.ts),
 *   which loads no generated code, to send before the app has loaded.
 *
 * Their types: src/web/start/route-modules.d.ts.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { create, toBinary } from "@bufbuild/protobuf";
import type { Plugin } from "vite";
import { CompassService } from "../../src/gen/compass/v1/compass_pb.js";
import { LAYOUT_MODULES, ROUTES, type FirstCall } from "../../src/shared/routes.js";

export const ROUTE_MODULES_ID = "virtual:compass/route-modules";
export const EARLY_CALLS_ID = "virtual:compass/early-calls";

const WEB = path.resolve(import.meta.dirname, "../../src/web");
const SCRIPT_EXTENSIONS = [".tsx", ".ts"];

/** A module of the table (a path under src/web without extension) as its file; throws when there is none. */
export function moduleFile(module: string, web: string = WEB): string {
  for (const extension of SCRIPT_EXTENSIONS) {
    const file = path.join(web, module + extension);
    if (existsSync(file)) return file;
  }
  throw new Error(`The route table names ${module}, which is not a module under src/web (no ${module}.tsx or .ts)`);
}

/** A first call's request as protobuf encodes it (what the transport sends, before framing). */
export function encodeFirstCall(call: FirstCall): { method: string; request: number[] } {
  const method = CompassService.method[call.method];
  // One table, one union of methods: the input is checked against its method's type there.
  const request = toBinary(method.input, create(method.input, call.input as never));
  return { method: method.name, request: [...request] };
}

/** The first calls of each route that has any (the guard's own two are the boot's: early-data.ts). */
export function earlyCalls(): Record<string, Array<{ method: string; request: number[] }>> {
  const calls: Record<string, Array<{ method: string; request: number[] }>> = {};
  for (const route of ROUTES) if (route.first.length > 0) calls[route.name] = route.first.map(encodeFirstCall);
  return calls;
}

/** The code of the route-modules module: loaders of every page and layout. */
export function routeModulesCode(web: string = WEB): string {
  const loader = (module: string) => `() => import(${JSON.stringify(moduleFile(module, web))})`;
  const pages = ROUTES.map((route) => `  ${JSON.stringify(route.name)}: ${loader(route.page)},`);
  const layouts = Object.entries(LAYOUT_MODULES).map(([layout, module]) => `  ${JSON.stringify(layout)}: ${loader(module)},`);
  return `export const pages = {\n${pages.join("\n")}\n};\nexport const layouts = {\n${layouts.join("\n")}\n};\n`;
}

export function routeModules(): Plugin {
  const resolved = (id: string) => `\0${id}`;
  return {
    name: "compass-route-modules",
    resolveId(source) {
      return source === ROUTE_MODULES_ID || source === EARLY_CALLS_ID ? resolved(source) : undefined;
    },
    load(id) {
      if (id === resolved(ROUTE_MODULES_ID)) return routeModulesCode();
      if (id === resolved(EARLY_CALLS_ID)) return `export default ${JSON.stringify(earlyCalls())};\n`;
      return undefined;
    },
  };
}
