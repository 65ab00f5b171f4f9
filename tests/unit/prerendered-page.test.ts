/** The build's page for prerendered markup (scripts/web-build/prerendered-page.ts). */
import { describe, expect, it } from "vitest";
import { prerenderedPage } from "../../scripts/web-build/prerendered-page.js";

const ROUTE_PAGE = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <title>Compass</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-b2.css">
    <link rel="preload" as="style" crossorigin href="/assets/start-e5.css" data-start-sheet>
    <link rel="stylesheet" href="/assets/Input-f6.css" disabled>
    <link rel="stylesheet" href="/assets/Button-g7.css" disabled>
    <link rel="modulepreload" crossorigin href="/assets/app-c3.js">
    <link rel="modulepreload" crossorigin href="/assets/auth-page-d4.js">
  </head>
  <body>
    <div id="root"><div class="compass-splash" aria-hidden="true"><span class="compass-splash-name">Compass</span></div></div>
  </body>
</html>`;

describe("a prerendered page", () => {
  const page = prerenderedPage(ROUTE_PAGE, { html: '<h1>Iniciar sesión</h1><p>Cost: $& $1 <b>ok</b></p>', title: "Iniciar sesión · Compass <beta>", language: "es" });

  it("carries the markup in the root, marked with its language, in place of the splash", () => {
    expect(page).toContain('<div id="root" data-prerendered="sign-in" data-prerendered-lang="es"><h1>Iniciar sesión</h1><p>Cost: $& $1 <b>ok</b></p></div>');
    expect(page).not.toContain("compass-splash");
    expect(page).toContain('<html lang="es"');
    expect(page).toContain("<title>Iniciar sesión · Compass &lt;beta&gt;</title>");
  });

  it("keeps the route's stylesheets applying before the first paint, and the sheets they hold named", () => {
    const head = page.slice(0, page.indexOf("</head>"));
    const sheets = [...head.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(sheets).toEqual(["/assets/index-b2.css", "/assets/start-e5.css"]);
    expect(head).not.toContain('rel="preload" as="style"'); // applied at once, not left for the boot
    expect([...head.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((m) => m[1])).toEqual(["/assets/Input-f6.css", "/assets/Button-g7.css"]);
  });

  it("holds the module preloads in a template the boot adds after the first paint", () => {
    const template = /<template id="compass-after-paint">([\s\S]*?)<\/template>/.exec(page)?.[1] ?? "";
    expect([...template.matchAll(/modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1])).toEqual(["/assets/app-c3.js", "/assets/auth-page-d4.js"]);
    expect(page.replace(template, "")).not.toContain("modulepreload");
  });

  it("refuses a page it cannot place the markup in", () => {
    expect(() => prerenderedPage("<html><head></head><body></body></html>", { html: "", title: "", language: "en" })).toThrow(/index.html has no/);
  });
});
