/** Renders web components the way the app does (theme, strings) in jsdom. */
import { MantineProvider } from "@mantine/core";
import { configure, render, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import i18n from "../../../src/web/i18n";
import { cssVariablesResolver, theme } from "../../../src/web/theme";

// findBy*/waitFor wait up to 1 s by default: too little on a busy machine (every test here waits for a
// condition, so a generous ceiling costs nothing when things are fast).
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these browser APIs that Mantine uses.
if (typeof window !== "undefined") {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

function AppWrapper({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}

/** Like testing-library's render, with the app's providers (kept on rerender). */
export function renderWithApp(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: AppWrapper });
}
