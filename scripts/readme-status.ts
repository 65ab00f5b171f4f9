// Writes (or with --check, verifies) the README's generated status tables.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CompassService } from "../src/gen/compass/v1/compass_pb.js";
import { allHandlers } from "../src/server/app.js";
import { implementedMethods } from "../src/server/rpc/dispatch.js";
import { access } from "../src/server/rpc/access.js";

const readme = path.resolve(import.meta.dirname, "..", "README.md");

function methodsTable(): string {
  const implemented = new Set(implementedMethods(allHandlers({})));
  const rows = CompassService.methods.map((m) => {
    const rule = access[m.localName as keyof typeof access];
    const who = rule === "public" ? "public" : rule === "signed-in" ? "signed-in" : rule.join(", ");
    return `| ${m.name} | ${who} | ${implemented.has(m.localName) ? "implemented" : "not yet"} |`;
  });
  const done = CompassService.methods.filter((m) => implemented.has(m.localName)).length;
  return [
    `${done} of ${CompassService.methods.length} methods implemented.`,
    "",
    "| Method | Who may call | Status |",
    "|---|---|---|",
    ...rows,
  ].join("\n");
}

function replaceSection(text: string, name: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i === -1 || j === -1) throw new Error(`README has no ${name} markers`);
  return `${text.slice(0, i + start.length)}\n${body}\n${text.slice(j)}`;
}

const current = readFileSync(readme, "utf8");
const next = replaceSection(current, "methods", methodsTable());
if (process.argv.includes("--check")) {
  if (next !== current) {
    console.error("README status tables are out of date — run `npm run readme` and commit.");
    process.exit(1);
  }
  console.log("README status tables up to date");
} else {
  writeFileSync(readme, next);
}
