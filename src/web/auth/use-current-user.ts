/** The signed-in user's record and onboarding flags (GetMyUser, GetMyState), shared by the guard, the navigation and the account menu. */
import { Code, ConnectError } from "@connectrpc/connect";
import type { Transport } from "@connectrpc/connect";
import { createQueryOptions, useQuery } from "@connectrpc/connect-query";
import { useQuery as useTanstackQuery, type QueryClient } from "@tanstack/react-query";
import { CompassService, type User, type UserState } from "../../gen/compass/v1/compass_pb";
import type { Role } from "../../shared/roles";
import { loadAppConfig, type AppConfig } from "./config";
import type { UserData } from "./guard";
import { roleOf } from "./user-role";
import { useAuth } from "./use-auth";

const NO_RETRY_CODES = new Set([Code.NotFound, Code.Unauthenticated, Code.PermissionDenied]);
const retry = (count: number, error: unknown) => count < 1 && !NO_RETRY_CODES.has(ConnectError.from(error).code);

export function isNotFound(error: unknown): boolean {
  return error !== null && ConnectError.from(error).code === Code.NotFound;
}

const APP_CONFIG = { queryKey: ["app-config"], queryFn: () => loadAppConfig(), staleTime: Infinity };
const USER_STALE_MS = 60_000;

export function useAppConfig() {
  return useTanstackQuery<AppConfig>(APP_CONFIG);
}

/** Puts what useCurrentUser reads in the cache (before the first render: app-data.tsx). */
export function prefetchCurrentUser(client: QueryClient, transport: Transport): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery({ ...createQueryOptions(CompassService.method.getMyUser, {}, { transport }), retry, staleTime: USER_STALE_MS }),
    client.prefetchQuery({ ...createQueryOptions(CompassService.method.getMyState, {}, { transport }), retry, staleTime: USER_STALE_MS }),
    client.prefetchQuery(APP_CONFIG),
  ]);
}

export interface CurrentUser {
  data: UserData;
  user: User | undefined;
  state: UserState | undefined;
  role: Role | null;
  refetch: () => void;
}

export function useCurrentUser(enabled = true): CurrentUser {
  const { status } = useAuth();
  const on = enabled && status === "signed-in";
  const user = useQuery(CompassService.method.getMyUser, {}, { enabled: on, retry, staleTime: USER_STALE_MS });
  const state = useQuery(CompassService.method.getMyState, {}, { enabled: on, retry, staleTime: USER_STALE_MS });
  const config = useAppConfig();

  let data: UserData;
  if (user.isError && isNotFound(user.error)) data = { status: "missing" };
  else if (user.isError || state.isError || config.isError) data = { status: "error" };
  else if (!user.data || !state.data || !config.data) data = { status: "loading" };
  else if (!user.data.user) data = { status: "missing" };
  else data = { status: "loaded", role: roleOf(user.data.user.type), hasCompletedProfile: state.data.state?.hasCompletedProfile ?? false };

  return {
    data,
    user: user.data?.user,
    state: state.data?.state,
    role: user.data?.user ? roleOf(user.data.user.type) : null,
    refetch: () => {
      if (user.isError) void user.refetch();
      if (state.isError) void state.refetch();
      if (config.isError) void config.refetch();
    },
  };
}
