/**
 * Structured logging (pino). Tokens, passwords and personal data are redacted
 * wherever they appear in a logged object, so a log line can be shared safely.
 */
import type { LoggerOptions } from "pino";
import type { LogLevel } from "./config.js";

/** Keys whose values never reach a log, at any depth we log objects at. */
export const REDACTED_KEYS = [
  "authorization",
  "x-api-key",
  "cookie",
  "set-cookie",
  "password",
  "newPassword",
  "token",
  "accessToken",
  "refreshToken",
  "idToken",
  "code",
  "secret",
  "email",
  "phoneNumber",
  "phone_number",
  "dateOfBirth",
  "date_of_birth",
  "driversLicenseNumber",
  "drivers_license_number",
  "annualHouseholdIncome",
  "annual_household_income",
  "firstName",
  "lastName",
  "address",
] as const;

const paths = REDACTED_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `req.headers["${k}"]`]);

export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    redact: { paths, censor: "[redacted]" },
    base: { service: "compass" },
  };
}
