/**
 * Entry point: config -> database -> app -> listen; graceful shutdown on
 * SIGTERM/SIGINT (stop accepting, finish in-flight calls, close the database).
 */
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const app = await buildApp(config);
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      app.log.warn("shutdown grace period over; exiting");
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, "error during shutdown");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.publicUrl }, "Compass is running");
}

main().catch((err: unknown) => {
  console.error("Compass failed to start:", err instanceof Error ? err.message : err);
  process.exit(1);
});
