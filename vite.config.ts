/**
 * The web app: src/web (index.html there) built to dist/web, which the server serves with an SPA
 * fallback. `npm run dev:web` serves it with hot reload and proxies the API to `npm run dev`
 * (http://localhost:8080 unless COMPASS_API is set).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { mantineCss } from "./scripts/web-build/vite-mantine-css.js";
import type { StartChunkGroup } from "./scripts/web-build/start-chunks.js";
import { PRERENDER_OUT_DIR } from "./scripts/web-build/prerendered-page.js";
import { startDescriptor } from "./scripts/web-build/start-descriptor.js";
import { routeModules } from "./scripts/web-build/route-modules.js";

const root = path.resolve(import.meta.dirname, "src/web");
const api = process.env.COMPASS_API ?? "http://localhost:8080";

/**
 * The page's icon (public/favicon.svg) written into the HTML as a data URL when built: one request
 * less before a phone on a slow network shows the page. The file stays served for other readers.
 */
function inlineFavicon(): Plugin {
  return {
    name: "compass-inline-favicon",
    apply: "build",
    transformIndexHtml(html) {
      const svg = readFileSync(path.join(root, "public/favicon.svg"), "utf8").trim().replaceAll('"', "'");
      const url = `data:image/svg+xml,${svg.replace(/[#<>%\n]/g, encodeURIComponent)}`;
      if (!html.includes('href="/favicon.svg"')) throw new Error("inlineFavicon: index.html links no /favicon.svg");
      return html.replace('href="/favicon.svg"', `href="${url}"`);
    },
  };
}

/** `react-router` and `react-router/dom` resolved to the package's production build. */
function reactRouterProduction() {
  const dist = path.resolve(import.meta.dirname, "node_modules/react-router/dist/production");
  return [
    { find: /^react-router$/, replacement: path.join(dist, "index.mjs") },
    { find: /^react-router\/dom$/, replacement: path.join(dist, "dom-export.mjs") },
  ];
}

export interface WebConfigOptions {
  command: "build" | "serve";
  /** The SSR bundle scripts/web-build/route-pages.ts draws the sign-in form with (src/web/start/prerender.tsx). */
  prerender?: boolean;
  /** false: the build's output is returned, not written (the start groups' recording passes). */
  write?: boolean;
  /** The start groups' chunks (scripts/web-build/start-chunks.ts); none: the bundler's own split. */
  groups?: StartChunkGroup[];
}

/**
 * The web app's Vite configuration. `npm run build:web` (scripts/web-build/build-web.ts) builds
 * with it, giving it the start groups it found; a plain `vite build` gets the bundler's own split
 * (a working app, with more, smaller files at start); `npm run dev:web` serves it.
 */
export function webConfig({ command, prerender = false, write = true, groups }: WebConfigOptions): UserConfig {
  return {
    root,
    publicDir: path.join(root, "public"),
    // routeModules: the page and layout loaders and the early calls, made from the route table.
    // mantineCss: each module that uses Mantine components imports their stylesheets (only those).
    // startDescriptor: the shell's modules get a copy of the API descriptor cut to what they use.
    plugins: [routeModules(), mantineCss(), startDescriptor(), react(), inlineFavicon()],
    resolve: {
      // React 19 has useSyncExternalStore: the shim's polyfill is never used (src/web/sync-external-store.ts).
      alias: [
        { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: "use-sync-external-store/with-selector.js" },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: path.join(root, "sync-external-store.ts") },
        // React Router's package points every import at its development build (its warnings on);
        // a build takes the production one it ships beside it, the same code with them off.
        ...(command === "build" ? reactRouterProduction() : []),
      ],
    },
    build: {
      ssr: prerender ? path.join(root, "start/prerender.tsx") : undefined,
      // WEB_OUT_DIR: another directory, so a second build does not pull the files from under a running e2e run.
      outDir: prerender ? PRERENDER_OUT_DIR : path.resolve(import.meta.dirname, process.env.WEB_OUT_DIR || "dist/web"),
      emptyOutDir: true,
      // No inline script or module preload polyfill: the CSP allows only same-origin scripts.
      modulePreload: { polyfill: false },
      assetsInlineLimit: 0,
      // WEB_SOURCEMAP=1: source maps, to read a profile against the sources (bench/lighthouse.ts --profile).
      sourcemap: process.env.WEB_SOURCEMAP === "1",
      manifest: !prerender,
      chunkSizeWarningLimit: 600,
      write,
      rolldownOptions: groups === undefined || prerender ? {} : { output: { codeSplitting: { includeDependenciesRecursively: false, groups } } },
    },
    server: {
      proxy: {
        "/compass.v1.CompassService": { target: api, changeOrigin: true },
        // The provider (sign-in pages' JSON API and redirects) and the public JSON the app reads.
        "/oidc": { target: api, changeOrigin: false },
        "/app-config.json": api,
        "/privacy-policy.json": api,
        "/healthz": api,
        "/readyz": api,
      },
    },
  };
}

export default defineConfig(({ command }) => webConfig({ command }));
