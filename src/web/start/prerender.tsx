/**
 * The build's prerender (an SSR bundle: `vite build --mode prerender`, run by
 * scripts/web-build/route-pages.ts): the first screen of a route as HTML, in a language, drawn by the app's
 * own components and route table — the same tree the browser hydrates (app.tsx). Only the sign-in
 * form is prerendered (docs/decisions/0028-prerendered-sign-in-form.md).
 */
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppTree } from "./app-tree";
import { documentTitle } from "../components/route/route-effects";
import i18n from "../i18n";
import type { Language } from "../i18n/detect-language";
import { loadLanguage } from "../i18n/language";
import { appRoutes } from "./router";
import type { RouteName } from "../../shared/routes";

export interface Prerendered {
  /** The markup of the app's root element. */
  html: string;
  /** The document's title in that language. */
  title: string;
}

export async function prerender(url: string, language: Language): Promise<Prerendered> {
  await loadLanguage(language);
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(new URL(url, "http://compass.invalid")));
  if (context instanceof Response) throw new Error(`prerender: ${url} answered ${context.status}`);
  if (context.errors) throw new Error(`prerender: ${url} failed: ${JSON.stringify(context.errors)}`);
  // The lazy page and its strings (in this language) have loaded: the route's lazy() awaited them.
  await loadLanguage(language);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppTree>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppTree>,
  );
  const name = [...context.matches].reverse().find((m) => (m.route.handle as { name?: RouteName } | undefined)?.name)?.route.handle as { name: RouteName };
  return { html, title: documentTitle(i18n.t.bind(i18n), name.name) };
}
