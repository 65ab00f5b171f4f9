/**
 * The API transport: unary gRPC-web to this origin (`/compass.v1.CompassService/{Method}`),
 * binary frames (the server also accepts the text format). An interceptor sends the access token
 * in `x-api-key` and refreshes it once on UNAUTHENTICATED (src/web/auth/interceptor.ts); every
 * call says the page's language in `Accept-Language`, so the server's messages come in it.
 *
 * The gRPC-web client and the protobuf runtime are loaded on the first call rather than with the
 * app's entry chunk, which keeps the first paint light (see bench/README.md, "Web bundle").
 */
import type { Interceptor, Transport } from "@connectrpc/connect";
import { QueryClient } from "@tanstack/react-query";
import { auth } from "./auth/instance";
import { fetchWithEarlyAnswers } from "./start/early-data";
import { pageLanguage } from "./i18n/page-language";

/** A Transport that loads the real one on first use. */
export function lazyTransport(load: () => Promise<Transport>): Transport {
  let loading: Promise<Transport> | undefined;
  const transport = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // let the next call try again (e.g. after a network blip)
      throw error;
    });
    return loading;
  };
  return {
    unary: async (...args) => (await transport()).unary(...args),
    stream: async (...args) => (await transport()).stream(...args),
  };
}

/** Asks for the server's messages in the page's language. */
export const languageInterceptor: Interceptor = (next) => (req) => {
  req.header.set("accept-language", pageLanguage());
  return next(req);
};

export function createTransport(baseUrl: string = window.location.origin): Transport {
  return lazyTransport(async () => {
    const [{ createGrpcWebTransport }, { authInterceptor }] = await Promise.all([
      import("@connectrpc/connect-web"),
      import("./auth/interceptor"),
    ]);
    // The boot may have sent the page's first calls already (early-data.ts): their answers are taken here.
    return createGrpcWebTransport({ baseUrl, useBinaryFormat: true, fetch: fetchWithEarlyAnswers, interceptors: [languageInterceptor, authInterceptor(auth)] });
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}
