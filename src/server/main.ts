/**
 * Entry point: config -> database -> buildServer -> listen; graceful shutdown on SIGTERM/SIGINT
 * (stop accepting, finish in-flight calls, end the server's pieces, close the database, which
 * stops the embedded PostgreSQL). What the server is made of is buildServer's (build-server.ts).
 */
import { pino } from "pino";
import { buildServer, type CompassServer } from "./build-server.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { loadKeyRing, type KeyRing } from "./crypto/keyring.js";
import { openDatabase, type Database } from "./db/database.js";
import { loggerOptions } from "./logger.js";

async function main(): Promise<void> {
  let config: Config;
  let keyring: KeyRing;
  try {
    config = loadConfig();
    // Read before the database starts, so a missing ENCRYPTION_KEY is a configuration error.
    keyring = loadKeyRing(config);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const log = pino(loggerOptions(config.logLevel));
  const running: { database?: Database; server?: CompassServer } = {};
  let closing = false;

  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down");
    // The app cuts connections at the grace period itself; this is the last resort.
    const force = setTimeout(() => {
      log.warn("shutdown did not finish in time; stopping the database and exiting");
      void (running.database?.close() ?? Promise.resolve()).finally(() => process.exit(1));
    }, config.shutdownGraceMs + 5000);
    force.unref();
    (async () => {
      await running.server?.close();
      await running.database?.close();
    })().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, "error during shutdown");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));

  const database = await openDatabase(config, log);
  running.database = database;
  if (closing) {
    await database.close();
    return;
  }
  try {
    running.server = await buildServer(config, { database, keyring, log });
    await running.server.app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await running.server?.close().catch(() => undefined);
    await database.close();
    throw err;
  }
  // The one address to open: pages asked for at any other (the server's IP, 127.0.0.1) are sent there.
  running.server.app.log.info({ url: config.publicUrl }, `Compass is running: open ${config.publicUrl} (PUBLIC_URL)`);
}

main().catch((err: unknown) => {
  console.error("Compass failed to start:", err instanceof Error ? err.message : err);
  process.exit(1);
});
