/**
 * Shared bits of the auth forms: server errors placed on their field (or in an alert), focus
 * moved to the first field in error (errors are announced: Mantine ties them to the input with
 * aria-describedby and aria-invalid; the alert has role="alert").
 */
import { Alert, PasswordInput, type PasswordInputProps } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiError } from "./auth-api";

/** Maps a server error to a field error or a form-level message, and focuses the first error. */
export function useServerErrors<T extends Record<string, unknown>>(form: UseFormReturnType<T>, fields: readonly (keyof T & string)[]) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const focusFirstError = useCallback(
    (errors: Record<string, unknown>) => {
      requestAnimationFrame(() => {
        const first = fields.find((f) => errors[f]);
        if (first) {
          document.getElementById(fieldId(first))?.focus();
        } else {
          alertRef.current?.focus();
        }
      });
    },
    [fields],
  );

  const show = useCallback(
    (error: ApiError, status: number) => {
      const text =
        status === 0
          ? t("authPages.errors.network")
          : error.message || (status === 429 ? t("authPages.errors.tooMany") : t("authPages.errors.generic"));
      if (error.field && (fields as readonly string[]).includes(error.field)) {
        setMessage(null);
        form.setFieldError(error.field, text);
        focusFirstError({ [error.field]: text });
      } else {
        setMessage(text);
        focusFirstError({});
      }
    },
    [fields, form, t, focusFirstError],
  );

  const alert = message ? (
    <Alert color="red" role="alert" ref={alertRef} tabIndex={-1} data-testid="auth-error">
      {message}
    </Alert>
  ) : null;

  return { show, clear: () => setMessage(null), alert, focusFirstError };
}

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
