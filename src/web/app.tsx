/**
 * The React app (loaded by the boot, main.tsx): strings and theme around the router. The API
 * transport and query cache are provided only under the routes that need sign-in (router.tsx,
 * signed-in-root.tsx), so public pages do not load them.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { BaseProviders } from "./base-providers";
import { startLanguage } from "./i18n/language";
import { createAppRouter } from "./router";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const router = createAppRouter();

// The first render waits for the chosen language's strings (nothing to wait for in English).
void startLanguage().finally(() =>
  createRoot(container).render(
    <StrictMode>
      <BaseProviders>
        <RouterProvider router={router} />
      </BaseProviders>
    </StrictMode>,
  ),
);
