// @vitest-environment jsdom
/** The boot applies the route's one start sheet, and the app's first render waits for it (src/web/start/start-sheet.ts). */
import { afterEach, describe, expect, it } from "vitest";
import { applyStartSheet, startSheetApplied } from "../../../src/web/start/start-sheet";

afterEach(() => {
  document.head.innerHTML = "";
});

describe("the route's start sheet", () => {
  it("is applied in place of its preload, after the entry's sheet, and the first render waits for it to load", async () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/index.css"><link rel="preload" as="style" crossorigin href="/assets/start-x.css" data-start-sheet><link rel="stylesheet" href="/assets/Input.css" disabled><link rel="modulepreload" href="/assets/app.js">';
    let loaded = false;
    const applying = applyStartSheet().then(() => (loaded = true));
    const links = [...document.head.querySelectorAll("link")].map((l) => `${l.rel} ${new URL(l.href).pathname}${l.hasAttribute("disabled") ? " disabled" : ""}`);
    expect(links).toEqual(["stylesheet /assets/index.css", "stylesheet /assets/start-x.css", "stylesheet /assets/Input.css disabled", "modulepreload /assets/app.js"]);
    await Promise.resolve();
    expect(loaded).toBe(false);
    document.head.querySelectorAll("link")[1]!.dispatchEvent(new Event("load"));
    await applying;
    await startSheetApplied();
    expect(loaded).toBe(true);
  });

  it("lets the page show unstyled rather than not at all when the sheet fails", async () => {
    document.head.innerHTML = '<link rel="preload" as="style" href="/assets/start-y.css" data-start-sheet>';
    const applying = applyStartSheet();
    document.head.querySelector("link")!.dispatchEvent(new Event("error"));
    await expect(applying).resolves.toBeUndefined();
  });

  it("does nothing on a page without one (a prerendered page applies it from the start)", async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/start-z.css">';
    await expect(applyStartSheet()).resolves.toBeUndefined();
    expect(document.head.querySelectorAll("link")).toHaveLength(1);
  });
});
