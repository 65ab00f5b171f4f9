/**
 * 'Confirm it's you' before a sensitive change (ADR 0008). A panel runs its change through
 * `useStepUp()`; when the server answers FAILED_PRECONDITION with STEP_UP_REQUIRED, a dialog asks
 * for the password or a code (the authenticator app's, or one texted on request), confirms it
 * (ConfirmMyIdentity) and runs the change again. Cancelling rejects with StepUpCancelled, which
 * callers ignore.
 */
import { Alert, Button, Group, Modal, PasswordInput, SegmentedControl, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Code, ConnectError } from "@connectrpc/connect";
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { STEP_UP_REQUIRED } from "../../../shared/step-up";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { OneTimeCodeInput } from "../../components/one-time-code-input";
import { useConfirmMyIdentity, useSendMyIdentityCode } from "../../queries/account-queries";
import "../../i18n/en/account";

/** The person closed the dialog without confirming. */
export class StepUpCancelled extends Error {
  constructor() {
    super("step-up cancelled");
  }
}

export const isStepUpRequired = (e: unknown) => e instanceof ConnectError && e.code === Code.FailedPrecondition && e.rawMessage === STEP_UP_REQUIRED;

type Run = <T>(change: () => Promise<T>) => Promise<T>;

const StepUpContext = createContext<Run | null>(null);

/** Runs a change, asking the person to confirm it's them first when the server says so. */
export function useStepUp(): Run {
  const run = useContext(StepUpContext);
  if (!run) throw new Error("useStepUp needs a StepUpProvider");
  return run;
}

interface Pending {
  retry: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

export function StepUpProvider(props: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const run = useCallback<Run>(async (change) => {
    try {
      return await change();
    } catch (e) {
      if (!isStepUpRequired(e)) throw e;
      return new Promise((resolve, reject) => {
        const next: Pending = { retry: change, resolve: resolve as (v: unknown) => void, reject };
        pendingRef.current = next;
        setPending(next);
      });
    }
  }, []);
  const close = () => {
    pendingRef.current?.reject(new StepUpCancelled());
    pendingRef.current = null;
    setPending(null);
  };
  const confirmed = async () => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    if (!current) return;
    current.retry().then(current.resolve, current.reject);
  };
  return (
    <StepUpContext.Provider value={run}>
      {props.children}
      <ConfirmIdentityDialog opened={pending !== null} onCancel={close} onConfirmed={() => void confirmed()} />
    </StepUpContext.Provider>
  );
}

const cleanCode = (code: string) => code.replace(/\s+/g, "");

function ConfirmIdentityDialog(props: { opened: boolean; onCancel: () => void; onConfirmed: () => void }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<"password" | "code">("password");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const confirm = useConfirmMyIdentity();
  const send = useSendMyIdentityCode();
  const form = useForm({
    mode: "controlled",
    initialValues: { password: "", code: "" },
    validate: {
      password: (v) => (method === "password" && !v ? t("stepUp.errors.passwordRequired") : null),
      code: (v) => (method === "code" && !/^\d{6}$/.test(cleanCode(v)) ? t("stepUp.errors.codeFormat") : null),
    },
  });
  const errors = useServerFormErrors(form, { messages: { generic: t("stepUp.errors.generic") } });
  const reset = () => {
    form.reset();
    errors.clear();
    setSentTo(null);
    setSendError(null);
  };
  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      try {
        await confirm.mutateAsync(method === "password" ? { password: values.password } : { code: cleanCode(values.code) });
        reset();
        props.onConfirmed();
      } catch (e) {
        errors.show(e);
      }
    },
    (validation) => errors.focusFirstError(validation),
  );
  const textMe = async () => {
    setSendError(null);
    try {
      const result = await send.mutateAsync({});
      setSentTo(result.maskedPhoneNumber);
    } catch (e) {
      setSendError(e instanceof ConnectError ? e.rawMessage : t("stepUp.errors.generic"));
    }
  };
  return (
    <Modal
      opened={props.opened}
      onClose={() => {
        reset();
        props.onCancel();
      }}
      title={t("stepUp.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      centered
    >
      <form onSubmit={submit} noValidate data-testid="step-up-dialog">
        <Stack gap="md">
          <Text>{t("stepUp.body")}</Text>
          <SegmentedControl
            value={method}
            onChange={(v) => {
              setMethod(v as "password" | "code");
              errors.clear();
            }}
            data={[
              { value: "password", label: t("stepUp.usePassword") },
              { value: "code", label: t("stepUp.useCode") },
            ]}
            aria-label={t("stepUp.how")}
            fullWidth
          />
          {errors.alert}
          {method === "password" ? (
            <PasswordInput label={t("stepUp.password")} autoComplete="current-password" required data-autofocus {...form.getInputProps("password")} />
          ) : (
            <Stack gap="xs">
              <OneTimeCodeInput label={t("stepUp.code")} description={t("stepUp.codeHint")} {...form.getInputProps("code")} />
              <Group>
                <Button variant="subtle" onClick={() => void textMe()} loading={send.isPending}>
                  {t("stepUp.textMe")}
                </Button>
              </Group>
              {sentTo && (
                <Text role="status" size="sm">
                  {t("stepUp.sentTo", { phone: sentTo })}
                </Text>
              )}
              {sendError && (
                <Alert color="red" variant="light" role="alert">
                  {sendError}
                </Alert>
              )}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                reset();
                props.onCancel();
              }}
            >
              {t("stepUp.cancel")}
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              {t("stepUp.confirm")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
