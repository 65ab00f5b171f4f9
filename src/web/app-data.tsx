/**
 * The page's one API transport and query cache (created when this module first loads, i.e. when
 * a signed-in route or the account menu needs them), and the provider that hands them down.
 * Every user of the API shares them, so the cache survives moving between layouts.
 */
import type { ReactNode } from "react";
import { DataProviders } from "./providers";
import { createQueryClient, createTransport } from "./transport";

const transport = createTransport();
const queryClient = createQueryClient();

export function AppData(props: { children: ReactNode }) {
  return (
    <DataProviders transport={transport} queryClient={queryClient}>
      {props.children}
    </DataProviders>
  );
}
