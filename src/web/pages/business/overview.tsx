/**
 * The my-business overview: the three tools (survey, plan, cash flow) as cards — state, version,
 * when the draft was last saved, a button to continue and the download — and the business details
 * from the profile with a link to edit them.
 */
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AddressType, NaicsSector, NaicsSectorSchema, type DownloadResult, type Profile } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { isNotFound, useCurrentUser } from "../../auth/use-current-user";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { IconCircleCheck } from "../../icons";
import { useMyProfile } from "../../queries/account-queries";
import { useDownloadCashflow, useDownloadPlan, useDownloadSurvey, useOverviewFacts, type ToolFacts } from "./business-queries";
import { DownloadButton } from "../../components/documents/download-button";
import { toolState, type ToolState } from "./overview-model";
import type { ToolView } from "./tool-view";
import "../../i18n/en/my-business";
import "../../i18n/en/welcome";
import { dateTimeFormat } from "../../i18n/formats";

type ToolId = "survey" | "plan" | "cashflow";

interface ToolCardProps {
  id: ToolId;
  state: ToolState | null;
  facts: ToolFacts | null;
  open: { view: ToolView } | { to: string };
  onOpen: (view: ToolView) => void;
  resultsView?: ToolView;
  download: React.ReactNode;
}

function ToolCard(props: ToolCardProps) {
  const { t, i18n } = useTranslation();
  const title = t(`myBusiness.overview.${props.id}.title`);
  const when = props.facts?.draftAt ? dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(props.facts.draftAt)) : null;
  const action = props.state === "submitted" ? t("myBusiness.overview.update") : props.state === "inProgress" ? t("myBusiness.overview.continue") : t("myBusiness.overview.start");
  const headingId = `tool-${props.id}-heading`;
  const button =
    "view" in props.open ? (
      <Button onClick={() => props.onOpen((props.open as { view: ToolView }).view)} data-testid={`tool-${props.id}-open`}>
        {action}
        <span className="compass-visually-hidden">: {title}</span>
      </Button>
    ) : (
      <Button component={Link} to={props.open.to} data-testid={`tool-${props.id}-open`}>
        {action}
        <span className="compass-visually-hidden">: {title}</span>
      </Button>
    );
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={headingId} data-testid={`tool-${props.id}`} data-state={props.state ?? "loading"}>
      <Stack gap="sm" h="100%">
        <Stack gap={6}>
          <Title order={3} size="h4" id={headingId}>
            {title}
          </Title>
          {props.state ? (
            <Badge
              variant={props.state === "submitted" ? "filled" : "outline"}
              color={props.state === "submitted" ? "compass.8" : "gray.9"}
              radius="sm"
              tt="none"
              leftSection={props.state === "submitted" ? <IconCircleCheck size={14} aria-hidden="true" /> : undefined}
              data-testid={`tool-${props.id}-state`}
            >
              {t(`myBusiness.state.${props.state}`)}
            </Badge>
          ) : (
            <div className="mb-skeleton" style={{ height: 20, width: 90 }} />
          )}
          <Text size="sm">{t(`myBusiness.overview.${props.id}.text`)}</Text>
        </Stack>
        {props.facts ? (
          <Stack gap={2}>
            <Text size="sm" fw={600} data-testid={`tool-${props.id}-version`}>
              {props.facts.version > 0 ? t("myBusiness.overview.versionLine", { version: props.facts.version }) : t("myBusiness.overview.noVersion")}
            </Text>
            {when ? (
              <Text size="sm" c="dimmed" data-testid={`tool-${props.id}-draft`}>
                {t("myBusiness.overview.draftSaved", { when })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <div className="mb-skeleton" style={{ height: 18, width: 160 }} />
        )}
        <Stack gap="xs" mt="auto" align="flex-start">
          <Group gap="xs">
            {button}
            {props.resultsView && (props.facts?.version ?? 0) > 0 ? (
              <Button variant="subtle" onClick={() => props.onOpen(props.resultsView!)} data-testid={`tool-${props.id}-results`}>
                {t("myBusiness.overview.results")}
              </Button>
            ) : null}
          </Group>
          {props.download}
        </Stack>
      </Stack>
    </Paper>
  );
}

function Tools(props: { onOpen: (view: ToolView) => void }) {
  const { t } = useTranslation();
  const { user, state } = useCurrentUser();
  const facts = useOverviewFacts(user?.id, state);
  const downloadSurvey = useDownloadSurvey();
  const downloadPlan = useDownloadPlan();
  const downloadCashflow = useDownloadCashflow();
  const f = facts.data;
  const stateOf = (id: ToolId, flags: { seen?: boolean; completed?: boolean }) => (f && state ? toolState(flags, f[id].version, f[id].draftAt !== null) : null);

  if (facts.isError) {
    return <ErrorState message={t("myBusiness.overview.loadError")} onRetry={() => void facts.refetch()} retrying={facts.isFetching} testId="tools-error" />;
  }
  const download = (id: ToolId, run: () => Promise<{ result?: DownloadResult }>, fallbackName: string, workbook = false) => (
    <DownloadButton
      version={f?.[id].version ?? 0}
      label={workbook ? t("myBusiness.download.workbook") : t("myBusiness.download.pdf")}
      name={t(`myBusiness.overview.${id}.title`)}
      hint={t(id === "plan" ? "myBusiness.download.hintPlan" : id === "survey" ? "myBusiness.download.hintSurvey" : "myBusiness.download.hintCashflow")}
      fallbackName={fallbackName}
      fetch={run}
      testId={`tool-${id}-download`}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="my-business-tools" aria-busy={facts.isPending}>
      <ToolCard
        id="survey"
        state={stateOf("survey", { seen: state?.hasSeenBusinessSurvey, completed: state?.hasCompletedBusinessSurvey })}
        facts={f?.survey ?? null}
        open={{ view: "survey" }}
        resultsView="results"
        onOpen={props.onOpen}
        download={download("survey", () => downloadSurvey.mutateAsync({}), "business-survey.pdf")}
      />
      <ToolCard
        id="plan"
        state={stateOf("plan", { seen: state?.hasSeenBusinessPlan, completed: state?.hasCompletedBusinessPlan })}
        facts={f?.plan ?? null}
        open={{ view: "plan" }}
        onOpen={props.onOpen}
        download={download("plan", () => downloadPlan.mutateAsync({}), "business-plan.pdf")}
      />
      <ToolCard
        id="cashflow"
        state={stateOf("cashflow", { seen: state?.hasSeenCashflow, completed: state?.hasCompletedCashflow })}
        facts={f?.cashflow ?? null}
        open={{ to: pathFor("cashflow-tool") }}
        onOpen={props.onOpen}
        download={download("cashflow", () => downloadCashflow.mutateAsync({}), "cash-flow.xlsx", true)}
      />
    </SimpleGrid>
  );
}

// ---- Business details from the profile -------------------------------------------------------------

const addressLine = (a: { address1: string; address2: string; city: string; usState: string; zipCode: string }) =>
  [a.address1, a.address2, [a.city, [a.usState, a.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ")].filter(Boolean).join(", ");

function BusinessDetails() {
  const { t, i18n } = useTranslation();
  const profile = useMyProfile();
  const enumLabel = (name: string) => (name ? t(`welcome.enums.${name}`, { defaultValue: name }) : "");
  const rows = (p: Profile): { label: string; value: string }[] => {
    const sector = p.naics?.industry ?? NaicsSector.UNSPECIFIED;
    const sectorName = sector === NaicsSector.UNSPECIFIED ? "" : (NaicsSectorSchema.values.find((v) => v.number === sector)?.name ?? "");
    const established = p.hasBusinessBeenEstablished === "true" ? t("welcome.yes") : p.hasBusinessBeenEstablished === "false" ? t("welcome.no") : "";
    const date = /^\d{4}-\d{2}-\d{2}$/.test(p.businessEstablishedDate)
      ? dateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${p.businessEstablishedDate}T00:00:00Z`))
      : p.businessEstablishedDate;
    const address = p.address.find((a) => a.addressType === AddressType.PERSONAL) ?? p.address[0];
    const legal = p.businessLegalStructure ? enumLabel(p.businessLegalStructure) : p.otherLegalStructure;
    return [
      { label: t("welcome.fields.businessName"), value: p.businessName },
      { label: t("welcome.fields.dba"), value: p.dba },
      { label: t("welcome.fields.businessLegalStructure"), value: legal },
      { label: t("welcome.fields.businessType"), value: enumLabel(p.businessType) },
      { label: t("welcome.fields.naics"), value: enumLabel(sectorName) },
      { label: t("welcome.fields.hasBusinessBeenEstablished"), value: established },
      { label: t("welcome.fields.businessEstablishedDate"), value: date },
      { label: t("welcome.fields.currentFullTimeEmployees"), value: p.currentFullTimeEmployees },
      { label: t("welcome.fields.businessDescription"), value: p.businessDescription },
      { label: t("myBusiness.overview.physicalAddress"), value: p.companyPhysicalAddress },
      { label: t("myBusiness.overview.mailingAddress"), value: p.companyMailingAddress },
      { label: t("myBusiness.overview.address"), value: address ? addressLine(address) : "" },
    ];
  };
  const edit = (
    <Anchor component={Link} to={pathFor("my-profile")} fw={600} data-testid="profile-edit">
      {t("myBusiness.overview.profileEdit")}
    </Anchor>
  );
  let body: React.ReactNode;
  if (profile.isError && !isNotFound(profile.error)) {
    body = <ErrorState message={t("myBusiness.overview.profileError")} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  } else if (profile.isPending) {
    body = <LoadingState label={t("myBusiness.overview.profileLoading")} />;
  } else {
    const p = profile.data?.profile;
    const shown = p ? rows(p).filter((r) => r.value.trim() !== "") : [];
    body =
      shown.length === 0 ? (
        <Text data-testid="profile-empty">{t("myBusiness.overview.profileEmpty")}</Text>
      ) : (
        <dl className="mb-details" data-testid="profile-details">
          {shown.map((r) => (
            <div key={r.label} className="mb-details-row">
              <dt>{r.label}</dt>
              <dd>{r.value}</dd>
            </div>
          ))}
        </dl>
      );
  }
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="profile-heading" data-testid="business-details">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h3" id="profile-heading">
            {t("myBusiness.overview.profileHeading")}
          </Title>
          {edit}
        </Group>
        <Text size="sm" c="dimmed">
          {t("myBusiness.overview.profileIntro")}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}

export function Overview(props: { onOpen: (view: ToolView) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="tools-heading">
        <Title order={2} size="h3" id="tools-heading">
          {t("myBusiness.overview.toolsHeading")}
        </Title>
        <Tools onOpen={props.onOpen} />
      </Stack>
      <BusinessDetails />
    </Stack>
  );
}
