// The server side of bench/ping.ts: the built app (dist/, as `npm start` runs
// it; no database needed for Ping) plus a bare GET registered on the same
// instance, so both routes run the same hooks. Prints its port.
import { buildApp } from "../dist/server/app.js";
import { loadConfig } from "../dist/server/config.js";

const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", WEB_ROOT: "/nonexistent" });
const app = await buildApp(config);
app.get("/bench/bare", async () => "ok");
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
if (!address || typeof address === "string") throw new Error("no port");
process.stdout.write(`PORT ${address.port}\n`);
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
