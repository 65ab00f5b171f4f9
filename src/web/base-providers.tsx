/** Strings and theme: what every page needs (no API client here: see providers.tsx). */
import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import i18n from "./i18n";
import { cssVariablesResolver, theme } from "./theme";

export function BaseProviders(props: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {props.children}
      </MantineProvider>
    </I18nextProvider>
  );
}
