/**
 * Shared bits of the auth forms: the e-mail patterns (the inputs' ids and the new-password field
 * are in components/form/new-password-input). Server refusals are placed by
 * components/form/use-server-form-errors.
 */

/** A new account's address (sign-up). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Any address an account may have (sign-in, reset): the first administrator's may be admin@localhost. */
export const LOGIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
