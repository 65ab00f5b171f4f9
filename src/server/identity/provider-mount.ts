/**
 * Everything of the embedded provider on the Fastify app: the provider itself under /oidc, the
 * interaction API of the /auth pages, password reset and e-mail verification.
 */
import type { FastifyInstance } from "fastify";
import type Provider from "oidc-provider";
import type { Config } from "../config.js";
import type { KeyRing } from "../crypto/keyring.js";
import type { Database } from "../db/database.js";
import { registerInteractions } from "./interactions.js";
import { registerRecovery } from "./interactions-reset.js";
import { createMailer, type Mailer } from "./mail.js";
import { createProvider, mountProvider } from "./provider.js";
import { createRateLimits, type RateLimits } from "./rate-limits.js";
import { createSmsSender, type SmsSender } from "./sms.js";
import { smsDailyOverride } from "./sms-policy.js";

export interface IdentityDeps {
  config: Config;
  database: Pick<Database, "db" | "pool">;
  keyring: KeyRing;
  mailer?: Mailer;
  limits?: RateLimits;
  sms?: SmsSender;
}

export async function mountIdentity(app: FastifyInstance, deps: IdentityDeps): Promise<Provider> {
  const { config, database, keyring } = deps;
  const { db } = database;
  const provider = await createProvider({ config, db, keyring });
  const mailer = deps.mailer ?? createMailer(config, db, app.log);
  const limits = deps.limits ?? createRateLimits(database.pool, smsDailyOverride(config.identity.smsPolicy));
  const sms = deps.sms ?? createSmsSender(config, db, limits, app.log);
  app.addHook("onClose", async () => mailer.close?.());
  registerInteractions(app, { config, db, provider, limits, mailer, keyring, sms });
  registerRecovery(app, { config, db, mailer, limits });
  await mountProvider(app, provider, config.publicUrl);
  return provider;
}
