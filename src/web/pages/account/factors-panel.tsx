/**
 * 'Your second steps' on /account/security: the caller's second factors (ListMyMfaFactors) and
 * turning two-step sign-in off (RemoveAllMfaFactors, after a confirmation and, when the server asks,
 * 'Confirm it's you').
 */
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { Alert, Button, Group, List, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MfaFactorKind, type MfaFactor } from "../../../gen/compass/v1/compass_pb";
import { useServerErrorText } from "../../components/form/use-server-form-errors";
import { QueryState } from "../../components/query-state/query-state";
import { invalidateAccount, useMyMfaFactors, useRemoveAllMfaFactors } from "../../queries/account-queries";
import { StepUpCancelled, useStepUp } from "./step-up";
import "../../i18n/en/account";
import { factorName } from "../../components/factor-name";
import { dateTimeFormat } from "../../i18n/formats";

export function FactorsPanel(props: { announce: (text: string) => void }) {
  const { t } = useTranslation();
  const factors = useMyMfaFactors();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="mfa-factors-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="mfa-factors-heading">
          {t("security.factorsHeading")}
        </Title>
        <QueryState
          query={factors}
          loadingLabel={t("security.loading")}
          errorMessage={t("security.loadFailed")}
          isEmpty={(data) => data.factors.length === 0}
          empty={<Text data-testid="mfa-empty">{t("security.empty")}</Text>}
        >
          {(data) => (
            <>
              <FactorList factors={data.factors} />
              <RemoveAllFactors announce={props.announce} />
            </>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function FactorList(props: { factors: MfaFactor[] }) {
  const { t, i18n } = useTranslation();
  const format = (f: MfaFactor) =>
    f.verifiedAt ? t("security.confirmedOn", { date: dateTimeFormat(i18n.language, { dateStyle: "medium" }).format(timestampDate(f.verifiedAt)) }) : t("security.notConfirmed");
  return (
    <List spacing="xs" listStyleType="none" data-testid="mfa-factors">
      {props.factors.map((f) => (
        <List.Item key={f.id}>
          <Text fw={600} span>
            {factorName(f.displayName, t)}
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

function RemoveAllFactors(props: { announce: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorText = useServerErrorText({ generic: t("security.errors.generic") });
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useRemoveAllMfaFactors();
  const stepUp = useStepUp();
  const confirm = async () => {
    setError(null);
    // Closed first: 'Confirm it's you' may open in its place.
    setOpen(false);
    try {
      await stepUp(() => remove.mutateAsync({}));
      props.announce(t("security.remove.done"));
      await invalidateAccount(queryClient);
    } catch (e) {
      if (e instanceof StepUpCancelled) return;
      setError(errorText(e));
      setOpen(true);
    }
  };
  return (
    <>
      <Group>
        <Button color="red.9" variant="outline" onClick={() => setOpen(true)}>
          {t("security.remove.button")}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={t("security.remove.title")} closeButtonProps={{ "aria-label": t("common.close") }} centered>
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
