import { readFileSync } from "node:fs";

/** The package version, read once at start-up (from src/server or dist/server). */
export const VERSION: string = (() => {
  for (const relative of ["../../package.json", "../../../package.json"]) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(relative, import.meta.url), "utf8")) as { name?: string; version?: string };
      if (pkg.name === "compass" && pkg.version) return pkg.version;
    } catch {
      // try the next location
    }
  }
  return "0.0.0";
})();
