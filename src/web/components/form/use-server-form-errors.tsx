/**
 * Puts what the server refused onto a Mantine form: on the field it names (Mantine ties the
 * message to the input with aria-describedby and aria-invalid) or, when it names none the form
 * has, in an alert above the form (role="alert"). Focus moves to the first field in error, or to
 * the alert. Every form of the app uses it, with a ConnectError from a call or a failed answer of
 * the auth endpoints.
 */
import { Alert } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formFieldFor, toServerError, type ServerError } from "./server-errors";

type GenericMessages = Partial<Record<NonNullable<ServerError["generic"]>, string>>;

/** The text to show for a refusal that is not placed on a field (e.g. a button that is not a form). */
export function useServerErrorText(messages: GenericMessages = {}) {
  const { t } = useTranslation();
  return (error: unknown) => textOf(toServerError(error), messages, t);
}

function textOf(error: ServerError, messages: GenericMessages, t: (key: string) => string): string {
  if (error.message) return error.message;
  if (error.generic === "network") return messages.network ?? t("forms.errors.network");
  if (error.generic === "tooMany") return messages.tooMany ?? t("forms.errors.tooMany");
  return messages.generic ?? t("forms.errors.generic");
}

/** A form field's props with its error announced as it appears (role="alert"), for fields checked one at a time. */
export function announcedInputProps<T extends Record<string, unknown>>(form: UseFormReturnType<T>, path: keyof T & string) {
  const props = form.getInputProps(path);
  const error: unknown = props.error;
  return { ...props, error: error ? <span role="alert">{error as ReactNode}</span> : undefined };
}

export interface ServerFormErrorOptions {
  /** Server paths (full, without indexes, or last name) that belong to a differently named form field. */
  aliases?: Readonly<Record<string, string>>;
  /** Texts for refusals without the server's own words (defaults: forms.errors.*). */
  messages?: GenericMessages;
  /** The form-level alert's title. */
  title?: ReactNode;
}

export interface ShowOptions {
  /** Show the message above the form even when it names a field (e.g. sign-in never says which one was wrong). */
  formLevel?: boolean;
  /** Place the error on this form field, whatever the server named. */
  field?: string;
}

export function useServerFormErrors<T extends Record<string, unknown>>(form: UseFormReturnType<T>, options: ServerFormErrorOptions = {}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const fields = () => Object.keys(form.getValues());

  /** Focuses the first field (in form order) that has an error, else the alert. */
  const focusFirstError = (errors: Record<string, unknown>) => {
    requestAnimationFrame(() => {
      const first = fields().find((f) => errors[f]);
      const node = first ? form.getInputNode(first) : null;
      if (node instanceof HTMLElement) node.focus();
      else alertRef.current?.focus();
    });
  };

  /** Shows a refusal: `error` is what a call threw (ConnectError) or an auth endpoint's failed answer. */
  const show = (error: unknown, how: ShowOptions = {}) => {
    const parsed = toServerError(error);
    const text = textOf(parsed, options.messages ?? {}, t);
    const field = how.formLevel ? undefined : (how.field ?? formFieldFor(parsed, fields(), options.aliases));
    if (field) {
      setMessage(null);
      form.setFieldError(field, text);
      focusFirstError({ [field]: text });
    } else {
      setMessage(text);
      focusFirstError({});
    }
  };

  const alert = message ? (
    <Alert color="red" variant="light" role="alert" ref={alertRef} tabIndex={-1} title={options.title} data-testid="form-error">
      {message}
    </Alert>
  ) : null;

  return { show, clear: () => setMessage(null), message, alert, focusFirstError };
}
