/**
 * /account/security ('Two-step sign-in', from the account menu): the caller's second factors
 * (ListMyMfaFactors), enrolling 'My Cellphone Number' (StartMfaEnrollment → texted code →
 * FinishMfaEnrollment), enrolling an authenticator app (StartTotpEnrollment shows the setup key and
 * otpauth link once → FinishTotpEnrollment), and turning it all off (RemoveAllMfaFactors, after a
 * confirmation). Server messages the user can act on are shown as they come (field prefix removed).
 */
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { Code as RpcCode, ConnectError } from "@connectrpc/connect";
import { useMutation, useQuery } from "@connectrpc/connect-query";
import { Alert, Anchor, Button, Code, Group, List, Loader, Modal, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CompassService, MfaFactorKind, type MfaFactor } from "../../../gen/compass/v1/compass_pb";
import { OneTimeCodeInput } from "../../components/one-time-code-input";

const listFactors = CompassService.method.listMyMfaFactors;

/** A message a user can act on, or the generic one. */
function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const e = ConnectError.from(error);
    const actionable = [RpcCode.InvalidArgument, RpcCode.FailedPrecondition, RpcCode.ResourceExhausted, RpcCode.Unavailable];
    return actionable.includes(e.code) ? e.rawMessage.replace(/^[a-z_]+: /, "").replace(/^./, (c) => c.toUpperCase()) : t("security.errors.generic");
  };
}

function useRefreshFactors() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

function FactorList(props: { factors: MfaFactor[] }) {
  const { t, i18n } = useTranslation();
  if (props.factors.length === 0) return <Text data-testid="mfa-empty">{t("security.empty")}</Text>;
  const format = (f: MfaFactor) =>
    f.verifiedAt ? t("security.confirmedOn", { date: timestampDate(f.verifiedAt).toLocaleDateString(i18n.language, { dateStyle: "medium" }) }) : t("security.notConfirmed");
  return (
    <List spacing="xs" listStyleType="none" data-testid="mfa-factors">
      {props.factors.map((f) => (
        <List.Item key={f.id}>
          <Text fw={600} span>
            {f.displayName}
          </Text>
          {f.kind === MfaFactorKind.SMS && f.hint && <Text span>{` (${t("security.endingIn", { hint: f.hint.slice(-2) })})`}</Text>}
          <Text size="sm" c="dimmed">
            {format(f)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

function PhoneEnrolment(props: { announce: (text: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refresh = useRefreshFactors();
  const ids = { phone: useId(), code: useId() };
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<{ field: "phone" | "code" | null; text: string } | null>(null);
  const start = useMutation(CompassService.method.startMfaEnrollment);
  const finish = useMutation(CompassService.method.finishMfaEnrollment);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    setError(null);
    if (!/\d{7,}/.test(phone.replace(/\D/g, ""))) return setError({ field: "phone", text: t("security.errors.phoneFormat") });
    try {
      const result = await start.mutateAsync({ phoneNumber: phone });
      setSentTo(result.maskedPhoneNumber);
      setCode("");
      await refresh();
    } catch (e) {
      setError({ field: ConnectError.from(e).code === RpcCode.InvalidArgument ? "phone" : null, text: errorText(e) });
    }
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const clean = code.replace(/\s+/g, "");
    if (!/^\d{6}$/.test(clean)) return setError({ field: "code", text: t("security.errors.codeFormat") });
    try {
      await finish.mutateAsync({ code: clean });
      setSentTo(null);
      setPhone("");
      setCode("");
      props.announce(t("security.sms.done"));
      await refresh();
    } catch (e) {
      setError({ field: ConnectError.from(e).code === RpcCode.InvalidArgument ? "code" : null, text: errorText(e) });
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="mfa-sms-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="mfa-sms-heading">
          {t("security.sms.heading")}
        </Title>
        <Text>{t("security.sms.intro")}</Text>
        {error && !error.field && (
          <Alert color="red" variant="light" role="alert">
            {error.text}
          </Alert>
        )}
        {sentTo === null ? (
          <form onSubmit={(e) => void send(e)} noValidate data-testid="mfa-phone-form">
            <Stack gap="sm">
              <TextInput
                id={ids.phone}
                label={t("security.sms.phoneLabel")}
                description={t("security.sms.phoneHint")}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                required
                value={phone}
                onChange={(e) => setPhone(e.currentTarget.value)}
                error={error?.field === "phone" ? <span role="alert">{error.text}</span> : undefined}
              />
              <Group>
                <Button type="submit" loading={start.isPending}>
                  {t("security.sms.send")}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <form onSubmit={(e) => void confirm(e)} noValidate data-testid="mfa-code-form">
            <Stack gap="sm">
              <Text role="status">{t("security.sms.sentTo", { phone: sentTo })}</Text>
              <OneTimeCodeInput
                id={ids.code}
                label={t("security.sms.codeLabel")}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                error={error?.field === "code" ? <span role="alert">{error.text}</span> : undefined}
              />
              <Group>
                <Button type="submit" loading={finish.isPending}>
                  {t("security.sms.confirm")}
                </Button>
                <Anchor component="button" type="button" size="sm" onClick={() => void send()}>
                  {t("security.sms.resend")}
                </Anchor>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => {
                    setSentTo(null);
                    setError(null);
                  }}
                >
                  {t("security.sms.otherNumber")}
                </Anchor>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

function AppEnrolment(props: { announce: (text: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refresh = useRefreshFactors();
  const codeId = useId();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<{ field: boolean; text: string } | null>(null);
  const start = useMutation(CompassService.method.startTotpEnrollment);
  const finish = useMutation(CompassService.method.finishTotpEnrollment);

  const begin = async () => {
    setError(null);
    try {
      const result = await start.mutateAsync({});
      setSetup({ secret: result.secret, uri: result.otpauthUri });
      setCode("");
      await refresh();
    } catch (e) {
      setError({ field: false, text: errorText(e) });
    }
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const clean = code.replace(/\s+/g, "");
    if (!/^\d{6}$/.test(clean)) return setError({ field: true, text: t("security.errors.codeFormat") });
    try {
      await finish.mutateAsync({ code: clean });
      setSetup(null);
      setCode("");
      props.announce(t("security.totp.done"));
      await refresh();
    } catch (e) {
      setError({ field: ConnectError.from(e).code === RpcCode.InvalidArgument, text: errorText(e) });
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="mfa-app-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="mfa-app-heading">
          {t("security.totp.heading")}
        </Title>
        <Text>{t("security.totp.intro")}</Text>
        {error && !error.field && (
          <Alert color="red" variant="light" role="alert">
            {error.text}
          </Alert>
        )}
        {setup === null ? (
          <Group>
            <Button variant="outline" onClick={() => void begin()} loading={start.isPending}>
              {t("security.totp.start")}
            </Button>
          </Group>
        ) : (
          <form onSubmit={(e) => void confirm(e)} noValidate data-testid="mfa-app-form">
            <Stack gap="sm">
              <Text>{t("security.totp.step1")}</Text>
              <div>
                <Text size="sm" fw={600}>
                  {t("security.totp.secretLabel")}
                </Text>
                <Code block data-testid="mfa-app-secret" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
                  {setup.secret.replace(/(.{4})/g, "$1 ").trim()}
                </Code>
              </div>
              <div>
                <Text size="sm" fw={600}>
                  {t("security.totp.uriLabel")}
                </Text>
                <Anchor href={setup.uri} size="sm" style={{ overflowWrap: "anywhere" }} data-testid="mfa-app-uri">
                  {setup.uri}
                </Anchor>
              </div>
              <Text size="sm" c="dimmed">
                {t("security.totp.once")}
              </Text>
              <OneTimeCodeInput
                id={codeId}
                label={t("security.totp.codeLabel")}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                error={error?.field ? <span role="alert">{error.text}</span> : undefined}
              />
              <Group>
                <Button type="submit" loading={finish.isPending}>
                  {t("security.totp.confirm")}
                </Button>
                <Button variant="subtle" onClick={() => setSetup(null)}>
                  {t("security.totp.cancel")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

function RemoveAll(props: { announce: (text: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refresh = useRefreshFactors();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation(CompassService.method.removeAllMfaFactors);
  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync({});
      setOpen(false);
      props.announce(t("security.remove.done"));
      await refresh();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <>
      <Group>
        <Button color="red.9" variant="outline" onClick={() => setOpen(true)}>
          {t("security.remove.button")}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={t("security.remove.title")} centered>
        <Stack gap="md">
          <Text>{t("security.remove.body")}</Text>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t("security.remove.cancel")}
            </Button>
            <Button color="red.9" onClick={() => void confirm()} loading={remove.isPending}>
              {t("security.remove.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export default function SecurityPage() {
  const { t } = useTranslation();
  const factors = useQuery(listFactors, {}, { staleTime: 0 });
  const [announcement, setAnnouncement] = useState("");

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t("security.heading")}</Title>
      <Text size="lg">{t("security.intro")}</Text>
      <Text role="status" aria-live="polite" fw={600} c="compass.8" data-testid="mfa-announcement">
        {announcement}
      </Text>
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="mfa-factors-heading">
        <Stack gap="sm">
          <Title order={2} size="h3" id="mfa-factors-heading">
            {t("security.factorsHeading")}
          </Title>
          {factors.isPending ? (
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden="true" />
              <Text>{t("security.loading")}</Text>
            </Group>
          ) : factors.isError ? (
            <Stack gap="sm" align="flex-start">
              <Alert color="red" variant="light" role="alert" w="100%">
                {t("security.loadFailed")}
              </Alert>
              <Button variant="outline" onClick={() => void factors.refetch()} loading={factors.isFetching}>
                {t("common.retry")}
              </Button>
            </Stack>
          ) : (
            <>
              <FactorList factors={factors.data.factors} />
              {factors.data.factors.length > 0 && <RemoveAll announce={setAnnouncement} />}
            </>
          )}
        </Stack>
      </Paper>
      <PhoneEnrolment announce={setAnnouncement} />
      <AppEnrolment announce={setAnnouncement} />
    </Stack>
  );
}
