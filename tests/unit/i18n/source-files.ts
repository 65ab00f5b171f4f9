/** The source files under `dir` (recursively) whose names end in `extension`, tests and declarations left out. */
import { readdirSync } from "node:fs";
import path from "node:path";

export function sourceFilesUnder(dir: string, extension: ".ts" | ".tsx"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFilesUnder(full, extension);
    const name = e.name;
    return name.endsWith(extension) && !name.endsWith(`.test${extension}`) && !name.endsWith(".d.ts") ? [full] : [];
  });
}
