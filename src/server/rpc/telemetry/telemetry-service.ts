/**
 * Telemetry (spec §3, §7; issue #10 §5): one usage event of the caller, stored with their user id
 * and the server's time. Administrators' calls are answered OK and nothing is written (spec §6);
 * everyone else's events are validated, counted against the per-user limits and stored
 * (telemetry-policy.ts). The journey reads them back through time-spent.ts.
 */
import { signedIn } from "../../core/context.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { parseTelemetry } from "./telemetry-mapper.js";
import { keepsTelemetryOf, TELEMETRY_LIMITS } from "./telemetry-policy.js";
import { createTelemetryStore } from "./telemetry-store.js";

export type TelemetryDeps = Pick<ServiceDeps, "db" | "limits">;

export const TELEMETRY_METHODS = ["telemetry"] as const;
export type TelemetryHandlers = DomainHandlers<(typeof TELEMETRY_METHODS)[number]>;

export function telemetryService(deps: TelemetryDeps): TelemetryHandlers {
  const store = createTelemetryStore(deps.db);
  return {
    async telemetry(req, ctx) {
      const actor = signedIn(ctx);
      if (!keepsTelemetryOf(actor)) return {};
      const event = parseTelemetry(req);
      for (const limit of TELEMETRY_LIMITS) await deps.limits.consume(limit, actor.userId);
      await store.record(actor.userId, event);
      return {};
    },
  };
}
