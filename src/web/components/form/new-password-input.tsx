/**
 * The field where a new password is chosen (sign-up, forced change, reset, /account/security): the
 * label, the rules hint and the invalid state; and the ids the auth forms give their inputs (focus
 * targets).
 */
import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import "../../i18n/en/auth-pages";

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
