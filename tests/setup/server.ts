/**
 * Starts the real Fastify app on 127.0.0.1:0 for integration tests.
 */
import type { FastifyInstance } from "fastify";
import { buildApp, type AppDeps } from "../../src/server/app.js";
import { loadConfig, type Config } from "../../src/server/config.js";
import { freePort } from "../../src/server/db/embedded.js";
import { ConnectError, Code } from "@connectrpc/connect";
import type { Actor } from "../../src/server/core/context.js";
import { ROLES, type Role } from "../../src/shared/roles.js";

export interface TestServer {
  app: FastifyInstance;
  url: string;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", WEB_ROOT: "/nonexistent", SHUTDOWN_GRACE_MS: "1500", ...env });
}

/**
 * The app alone (buildApp) with the pieces a test of the HTTP and RPC layer hands it: stand-in
 * handlers, a stand-in token verifier, no database at all. A test of the real server composes it
 * with buildServer instead (tests/setup/accounts.ts, tests/setup/compass.ts).
 */
export async function startTestServer(deps: AppDeps = {}, env: Record<string, string> = {}): Promise<TestServer> {
  // At the address it is reached at (pages asked for at another host are sent to PUBLIC_URL's).
  const port = env.PUBLIC_URL === undefined ? await freePort() : 0;
  const config = testConfig(env.PUBLIC_URL === undefined ? { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env } : env);
  const app = await buildApp(config, deps);
  return { app, url: await listenLocally(app, port), config, close: () => app.close() };
}

/** Listens on 127.0.0.1 (port 0: any free one); returns the URL. */
export async function listenLocally(app: FastifyInstance, port = 0): Promise<string> {
  await app.listen({ port, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("server did not bind a TCP port");
  return `http://127.0.0.1:${address.port}`;
}

/**
 * A stand-in token verifier for tests of the RPC layer before (and apart from)
 * the identity provider: accepts `test:<role>:<userId>` and nothing else.
 */
export async function testTokenVerifier(token: string): Promise<Actor> {
  const [prefix, role, userId] = token.split(":");
  if (prefix !== "test" || !ROLES.includes(role as Role) || !userId) {
    throw new ConnectError("The access token is not valid.", Code.Unauthenticated);
  }
  return { role: role as Role, userId };
}

export const tokenFor = (role: Role, userId = `${role}-1`) => `test:${role}:${userId}`;
