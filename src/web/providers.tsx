/** Everything a page needs around it: theme, strings, API transport and query cache. */
import { TransportProvider } from "@connectrpc/connect-query";
import type { Transport } from "@connectrpc/connect";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import i18n from "./i18n";
import { cssVariablesResolver, theme } from "./theme";

export function AppProviders(props: { transport: Transport; queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <TransportProvider transport={props.transport}>
          <QueryClientProvider client={props.queryClient}>{props.children}</QueryClientProvider>
        </TransportProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
