/**
 * Streamed reports' fair share (issue 37; src/server/downloads/streamed-admission.ts): one report
 * streaming per account and four per instance; a refusal is RESOURCE_EXHAUSTED with retry advice
 * (the link's 429); a place is given back when the stream closes — sent whole, failed or cut off —
 * or when nothing was streamed.
 */
import { PassThrough } from "node:stream";
import { Code } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { streamedAdmission } from "../../../src/server/downloads/streamed-admission.js";
import type { DownloadRenderer } from "../../../src/server/downloads/download-routes.js";
import { retryAfterOf } from "../../../src/server/heavy/heavy-admission.js";

const grant = (minter: string) => ({ kind: "taReport" as const, subjectUserId: minter, mintedByUserId: minter });

function streams() {
  const open: PassThrough[] = [];
  const render: DownloadRenderer = async () => {
    const content = new PassThrough();
    open.push(content);
    return { content, contentType: "text/csv", fileName: "ta.csv" };
  };
  return { open, render };
}

/** Resolves once the stream has emitted 'close' (listen before closing it). */
const closed = (stream: PassThrough) => new Promise((resolve) => stream.once("close", resolve));

describe("streamed reports' admission", () => {
  it("streams one report per account at once and refuses the second with retry advice, until the first has closed", async () => {
    const { open, render } = streams();
    const limited = streamedAdmission()(render);
    await limited(grant("coach-a"));
    const refused = await limited(grant("coach-a")).catch((err: unknown) => err);
    expect(refused).toMatchObject({ code: Code.ResourceExhausted });
    expect(retryAfterOf(refused)).toBe(10);
    expect(open).toHaveLength(1);
    // Another account is not held back.
    await limited(grant("coach-b"));
    const first = closed(open[0]!);
    open[0]!.end();
    open[0]!.resume();
    await first;
    await limited(grant("coach-a"));
    expect(open).toHaveLength(3);
  });

  it("gives the place back when a stream is cut off or fails, and when the renderer finds nothing or throws", async () => {
    const { open, render } = streams();
    const limited = streamedAdmission()(render);
    await limited(grant("a"));
    const cut = closed(open[0]!);
    open[0]!.destroy();
    await cut;
    await limited(grant("a"));
    // As the HTTP layer does, something listens for the stream's error.
    open[1]!.on("error", () => undefined);
    const failed = closed(open[1]!);
    open[1]!.destroy(new Error("client went away"));
    await failed;
    await limited(grant("a"));
    expect(open).toHaveLength(3);
    const nothing = streamedAdmission()(async () => null);
    expect(await nothing(grant("a"))).toBeNull();
    expect(await nothing(grant("a"))).toBeNull();
    const failing = streamedAdmission()(async () => {
      throw new Error("query failed");
    });
    await expect(failing(grant("a"))).rejects.toThrow(/query failed/);
    await expect(failing(grant("a"))).rejects.toThrow(/query failed/);
  });

  it("streams at most four reports at once on an instance", async () => {
    const { open, render } = streams();
    const limited = streamedAdmission()(render);
    for (const minter of ["a", "b", "c", "d"]) await limited(grant(minter));
    const refused = await limited(grant("e")).catch((err: unknown) => err);
    expect(refused).toMatchObject({ code: Code.ResourceExhausted });
    expect((refused as Error).message).toMatch(/busy/);
    expect(open).toHaveLength(4);
  });
});
