/**
 * scripts/web-build/start-descriptor.ts: the signed-in shell's copy of the API descriptor, cut to what the
 * shell uses. Checked against the generated module: the shell is what main.tsx reaches without the
 * router's other pages; every message and enum the copy keeps is described exactly as in the full
 * module (same fields, same bytes on the wire, same enum values); the shell's methods are there
 * and point at the same types; a method the copy lacks fails loudly instead of quietly.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { create, toBinary, type DescMessage } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import * as full from "../../src/gen/compass/v1/compass_pb.js";
import { fromBinary } from "@bufbuild/protobuf";
import { base64Decode } from "@bufbuild/protobuf/wire";
import { FileDescriptorProtoSchema } from "@bufbuild/protobuf/wkt";
import { BOOT, cutDescriptor, GENERATED, missingMethods, readGenerated, shellModules, shellUsage, startDescriptorModule } from "../../scripts/web-build/start-descriptor.js";

const web = path.resolve(import.meta.dirname, "../../src/web");
const rel = (files: Iterable<string>) => [...files].map((f) => path.relative(web, f));

const shell = shellModules([BOOT]);
const usage = shellUsage(shell);

/** The cut module, written beside node_modules' packages so that its imports resolve, then loaded. */
async function loadCut(): Promise<Record<string, unknown>> {
  const dir = path.resolve(import.meta.dirname, "../../node_modules/.cache/compass-start-descriptor-test");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `start-descriptor-${process.pid}.mjs`);
  writeFileSync(file, startDescriptorModule(usage).code);
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

describe("the shell", () => {
  it("is what start/main.tsx reaches: the app, the signed-in start, the main layout and the home, not the other pages", () => {
    const modules = rel(shell.keys());
    expect(modules).toEqual(expect.arrayContaining(["start/app.tsx", "start/signed-in-root.tsx", "layouts/main/main-layout.tsx", "pages/journey/my-journey-page.tsx", "auth/use-current-user.ts"]));
    expect(modules).not.toContain("pages/cashflow/cashflow-page.tsx");
    expect(modules).not.toContain("pages/admin-users/admin-users-page.tsx");
    expect(modules.filter((m) => m.startsWith("pages/") && m.endsWith("-page.tsx"))).toEqual(["pages/journey/my-journey-page.tsx"]);
  });

  it("finds a method however a module names it: through an alias, a client or destructured", () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "start-descriptor-")), "consumer.ts");
    writeFileSync(
      file,
      [
        `import { CompassService } from "${GENERATED.replace(/\.ts$/, "")}";`,
        "const { getMyCoach } = CompassService.method;",
        "const calls = CompassService.method;",
        "export const used = [getMyCoach, calls.getMyProfile, (client: { listClasses(): void }) => client.listClasses()];",
      ].join("\n"),
    );
    const found = shellUsage(new Map([[file, readFileSync(file, "utf8")]]));
    expect([...found.consumers]).toEqual([file]);
    const file0 = fromBinary(FileDescriptorProtoSchema, base64Decode(readGenerated().base64));
    const { keptMethods } = cutDescriptor(file0, found.methods, { messages: new Set(), enums: new Set() });
    expect(keptMethods.sort()).toEqual(["getMyCoach", "getMyProfile", "listClasses"]);
  });

  it("names the methods the start calls and the enums it imports", () => {
    expect([...usage.methods]).toEqual(expect.arrayContaining(["getMyUser", "getMyState", "getMyLearningJourney", "listClasses", "getMyNotifications", "watchMyInbox", "telemetry"]));
    expect([...usage.names]).toEqual(expect.arrayContaining(["CompassService", "UserType"]));
    expect(rel(usage.consumers)).toContain("auth/use-current-user.ts");
  });
});

describe("the cut descriptor", () => {
  it("keeps a fraction of the API", () => {
    const { summary, code } = startDescriptorModule(usage);
    const [messages, all] = /^(\d+) of (\d+) messages/.exec(summary)!.slice(1).map(Number);
    expect(messages).toBeLessThan(all! / 2);
    expect(code.length).toBeLessThan(readGenerated().base64.length);
  });

  it("describes each message it keeps exactly as the full module does, down to the bytes", async () => {
    const cut = await loadCut();
    const schemas = Object.entries(cut).filter(([name]) => name.endsWith("Schema") && (cut[name] as DescMessage).kind === "message");
    expect(schemas.length).toBeGreaterThan(20);
    for (const [name, schema] of schemas) {
      const mine = schema as DescMessage;
      const theirs = (full as unknown as Record<string, DescMessage>)[name]!;
      expect(mine.typeName).toBe(theirs.typeName);
      expect(mine.fields.map((f) => [f.number, f.name, f.fieldKind])).toEqual(theirs.fields.map((f) => [f.number, f.name, f.fieldKind]));
    }
    const user = create(full.UserSchema, { id: "u1", profile: { firstName: "Ana", lastName: "Díaz" }, type: full.UserType.STANDARD, enabled: true });
    expect(toBinary(cut.UserSchema as typeof full.UserSchema, user)).toEqual(toBinary(full.UserSchema, user));
  });

  it("has the same enum values", async () => {
    const cut = await loadCut();
    expect({ ...(cut.UserType as object) }).toEqual({ ...full.UserType });
    expect({ ...(cut.ContentType as object) }).toEqual({ ...full.ContentType });
  });

  it("has the shell's methods, with the same types and path, and refuses a method it lacks", async () => {
    const cut = await loadCut();
    const service = cut.CompassService as typeof full.CompassService;
    expect(service.typeName).toBe(full.CompassService.typeName);
    for (const name of ["getMyUser", "getMyLearningJourney", "listClasses"] as const) {
      expect(service.method[name].input.typeName).toBe(full.CompassService.method[name].input.typeName);
      expect(service.method[name].output.typeName).toBe(full.CompassService.method[name].output.typeName);
      expect(service.method[name].name).toBe(full.CompassService.method[name].name);
    }
    expect(service.methods.length).toBeLessThan(full.CompassService.methods.length);
    expect(() => service.method.adminListUsers).toThrow(/not in the start descriptor/);
  });
});

describe("the build's check of the rendered shell", () => {
  const { kept, all } = startDescriptorModule(usage);

  it("finds nothing missing in the names the scan kept", () => {
    expect(missingMethods("const a = t.method.getMyUser; c.listClasses({});", kept, all)).toEqual([]);
  });

  it("names the methods a rendered module uses that the cut lacks, however they are reached", () => {
    expect(kept.has("adminListUsers")).toBe(false);
    expect(missingMethods("n.method.adminListUsers;const{adminDeleteUser:x}=s.method;c.adminListUsers()", kept, all)).toEqual(["adminDeleteUser", "adminListUsers"]);
  });

  it("ignores words that are not method names", () => {
    expect(missingMethods("const method = 1; const admin = listed; getMyUserish()", kept, all)).toEqual([]);
  });
});
