/**
 * What pages need around them. BaseProviders (strings, theme) wrap the whole app; DataProviders
 * (the API transport and the query cache) wrap only what talks to the API — the signed-in routes
 * (signed-in-root.tsx) and the account menu — so public pages never load them.
 */
import { TransportProvider } from "@connectrpc/connect-query";
import type { Transport } from "@connectrpc/connect";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BaseProviders } from "./base-providers";

export { BaseProviders };

export function DataProviders(props: { transport: Transport; queryClient: QueryClient; children: ReactNode }) {
  return (
    <TransportProvider transport={props.transport}>
      <QueryClientProvider client={props.queryClient}>{props.children}</QueryClientProvider>
    </TransportProvider>
  );
}

/** Both, for tests that render a page on its own. */
export function AppProviders(props: { transport: Transport; queryClient: QueryClient; children: ReactNode }) {
  return (
    <BaseProviders>
      <DataProviders transport={props.transport} queryClient={props.queryClient}>
        {props.children}
      </DataProviders>
    </BaseProviders>
  );
}
