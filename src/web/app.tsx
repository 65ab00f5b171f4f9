/**
 * The React app (loaded by the boot, main.tsx): strings and theme around the router. The API
 * transport and query cache are provided only under the routes that need sign-in (router.tsx,
 * signed-in-root.tsx), so public pages do not load them.
 */
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { BaseProviders } from "./base-providers";
import { startLanguage } from "./i18n/language";
import { createAppRouter } from "./router";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const router = createAppRouter();

// The first render waits for the chosen language's strings (nothing to wait for in English). It is
// a transition: React renders the first screen in slices and lets the browser breathe between them
// instead of one long task (on a slow phone the sign-in form's Lighthouse score went 0.71 → 0.79:
// bench/README.md, "Lighthouse").
void startLanguage().finally(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <BaseProviders>
          <RouterProvider router={router} />
        </BaseProviders>
      </StrictMode>,
    ),
  );
});
