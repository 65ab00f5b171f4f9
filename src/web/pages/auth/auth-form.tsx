/**
 * Shared bits of the auth forms: the e-mail patterns, the inputs' ids (focus targets) and the
 * new-password field. Server refusals are placed by components/form/use-server-form-errors.
 */
import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import "../../i18n/en/auth-pages";

/** A new account's address (sign-up). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Any address an account may have (sign-in, reset): the first administrator's may be admin@localhost. */
export const LOGIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/** The id of a form field's input (focus target). */
export const fieldId = (name: string) => `auth-field-${name}`;

/** The field where a new password is chosen (sign-up, forced change, reset): label, rules hint, invalid state. */
export function NewPasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      id={fieldId("password")}
      label={t("authPages.fields.newPassword")}
      description={t("authPages.fields.passwordHint")}
      autoComplete="new-password"
      required
      {...props}
      aria-invalid={Boolean(props.error)}
    />
  );
}
