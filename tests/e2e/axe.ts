/**
 * axe (through `@axe-core/playwright`) for every browser test: the page's serious and critical
 * violations, one readable line each.
 *
 * Kept fast without changing what is checked. `AxeBuilder.analyze()` evaluates the whole axe-core
 * source (~570 KB) in every frame on each call and, in its default mode, opens a blank page to merge
 * the frames' results — about half a second a call on the CI machine, most of an accessibility
 * walk's time. Here the builder runs in legacy mode (axe in the page itself, as the walk always
 * has) with a source that sets axe up only in a document that has none yet, so a page checked
 * after each of many in-app navigations, or at two widths, loads axe once. The rules, options
 * and results are axe's own; a new document (a reload, another page) gets axe afresh.
 */
import { createRequire } from "node:module";
import fs from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

// The axe-core that @axe-core/playwright itself depends on (the same version it would inject).
const axeCorePath = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js");
const AXE_ONCE = `if (typeof window.axe === "undefined" || typeof window.axe.run !== "function") {\n${fs.readFileSync(axeCorePath, "utf8")}\n}`;

/** Whether axe is set up in each of the page's frames already (a frame that cannot be asked counts as set up: axe skips it too). */
async function everyFrameHasAxe(page: Page): Promise<boolean> {
  const present = await Promise.all(
    page.frames().map((frame) => frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function").catch(() => true)),
  );
  return present.every(Boolean);
}

/**
 * axe's serious and critical violations on the page, one readable line each ([] when clean):
 * "rule: help (element, element)", with axe's own summary of each failure when `summaries`.
 */
export async function seriousAxeViolations(page: Page, options: { summaries?: boolean } = {}): Promise<string[]> {
  const axeSource = (await everyFrameHasAxe(page)) ? ";" : AXE_ONCE;
  const result = await new AxeBuilder({ page, axeSource }).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze();
  const node = (n: { target: unknown[]; failureSummary?: string }) =>
    options.summaries && n.failureSummary ? `${n.target.join(" ")} — ${n.failureSummary.replace(/\s+/g, " ")}` : n.target.join(" ");
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} (${v.nodes.map(node).join(", ")})`);
}
