// Writes (or with --check, verifies) the README's generated status tables.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CompassService } from "../src/gen/compass/v1/compass_pb.js";
import { access, type MethodName } from "../src/server/rpc/access.js";
import { REGISTERED_METHODS } from "../src/server/rpc/services.js";
import { ROUTES } from "../src/shared/routes.js";

const readme = path.resolve(import.meta.dirname, "..", "README.md");

function methodsTable(): string {
  // The registry lists what the server serves (src/server/rpc/services.ts); no database needed.
  const implemented = (name: string) => REGISTERED_METHODS.has(name as MethodName);
  const rows = CompassService.methods.map((m) => {
    const rule = access[m.localName as keyof typeof access];
    const who = rule === "public" ? "public" : rule === "signed-in" ? "signed-in" : rule.join(", ");
    return `| ${m.name} | ${who} | ${implemented(m.localName) ? "implemented" : "not yet"} |`;
  });
  const done = CompassService.methods.filter((m) => implemented(m.localName)).length;
  return [
    `${done} of ${CompassService.methods.length} methods implemented.`,
    "",
    "| Method | Who may call | Status |",
    "|---|---|---|",
    ...rows,
  ].join("\n");
}

function routesTable(): string {
  const rows = ROUTES.map((r) => {
    const who = !r.signIn ? "public" : r.roles === null ? "signed-in" : r.roles.join(", ");
    const path = r.path === "*" ? "any other path" : `\`${r.path}\``;
    return `| ${path} | ${r.name} | ${r.layout} | ${who} | \`src/web/${r.page}\` |`;
  });
  return [
    `${ROUTES.length} routes, each with its page (the route table: \`src/shared/routes.ts\`).`,
    "",
    "| Path | Route | Layout | Who may open it | Page module |",
    "|---|---|---|---|---|",
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
const next = replaceSection(replaceSection(current, "methods", methodsTable()), "routes", routesTable());
if (process.argv.includes("--check")) {
  if (next !== current) {
    console.error("README status tables are out of date — run `npm run readme` and commit.");
    process.exit(1);
  }
  console.log("README status tables up to date");
} else {
  writeFileSync(readme, next);
}
