/**
 * The browser tests' axe helper (tests/e2e/axe.ts) sets axe up once per document and still checks
 * the page as it is at each call: a violation added after a first clean check is found, in the
 * page and in a same-origin frame added later, and a new document gets axe afresh.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe.js";
import { closePage, openPage, startShell, type Shell, type TestPage } from "./browser.js";

let shell: Shell;
let current: TestPage | undefined;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>axe check</title></head>
<body><main><h1>A clean page</h1><p>Nothing wrong here.</p></main></body></html>`;

beforeAll(async () => {
  shell = await startShell();
});
afterAll(async () => {
  await closePage(current);
  await shell?.close();
});

const axeLoads = (t: TestPage) => t.page.evaluate(() => (window as { axeLoads?: number }).axeLoads ?? 0);

describe("the axe helper", () => {
  it("checks the page as it is at each call, loading axe once per document", async () => {
    current = await openPage(shell);
    const { page } = current;
    await page.route("**/axe-check.html", (route) => route.fulfill({ contentType: "text/html", body: PAGE }));
    await page.goto("/axe-check.html");
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Counts how often axe is set up from here on: a second set-up would replace window.axe.
    await page.evaluate(() => {
      const w = window as { axe?: unknown; axeLoads?: number };
      let axe = w.axe;
      w.axeLoads = 0;
      Object.defineProperty(window, "axe", {
        configurable: true,
        get: () => axe,
        set: (value) => {
          w.axeLoads = (w.axeLoads ?? 0) + 1;
          axe = value;
        },
      });
    });

    await page.evaluate(() => document.querySelector("main")!.insertAdjacentHTML("beforeend", '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7">'));
    const found = await seriousAxeViolations(page);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^image-alt: .*\(img\)$/);
    expect(await axeLoads(current)).toBe(0);

    // A frame added later gets axe and is checked too.
    await page.evaluate(() => {
      const frame = document.createElement("iframe");
      frame.title = "inner";
      frame.srcdoc = '<!doctype html><html lang="en"><head><title>inner</title></head><body><button></button></body></html>';
      document.querySelector("main")!.append(frame);
      return new Promise((resolve) => frame.addEventListener("load", resolve));
    });
    const withFrame = await seriousAxeViolations(page, { summaries: true });
    expect(withFrame.map((line) => line.split(":")[0]).sort()).toEqual(["button-name", "image-alt"]);
    expect(withFrame.find((line) => line.startsWith("button-name"))).toMatch(/\(iframe button — Fix any of the following: /);

    // A new document: axe set up afresh, the page checked as it now is.
    await page.reload();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
