/**
 * One milestone as the learner and staff read it (issue #40): what it is and its figures in a line,
 * its date, its state as a badge (an icon and a word, never the colour alone), who recorded it,
 * staff's evidence note, — for staff — whom it is credited to, and its earlier versions folded
 * away. The actions (confirm, correct, verify) are the caller's, below.
 */
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MilestoneChange, MilestoneRecorder, type Milestone, type MilestoneFacts } from "../../../gen/compass/v1/compass_pb";
import { calendarDateText, dateTimeFormat, numberFormat } from "../../i18n/formats";
import { IconCircleCheck, IconCircleDashed, IconHourglassHigh } from "../../icons";
import { stateWord, type StateWord } from "./milestone-view";
import "../../i18n/en/impact";

const isoOf = (d: { year: number; month: number; day: number } | undefined) =>
  d && d.year ? `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}` : "";

/** A milestone's figures in one line, in the reader's language. */
export function useMilestoneSummary(): (facts: MilestoneFacts | undefined) => string {
  const { t, i18n } = useTranslation();
  const money = numberFormat(i18n.language, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const count = numberFormat(i18n.language);
  return (facts) => {
    const k = facts?.kind;
    switch (k?.case) {
      case "jobsCreated":
      case "jobsRetained":
        return t("impact.summary.jobs", { fullTime: count.format(k.value.fullTime), partTime: count.format(k.value.partTime) });
      case "annualRevenue":
        return t("impact.summary.revenue", { amount: money.format(k.value.amount), year: k.value.year });
      case "capitalAccessed": {
        const line = t("impact.summary.capital", { type: t(`impact.capitalTypes.${k.value.type}`), amount: money.format(k.value.amount), lender: k.value.lenderName });
        return k.value.throughProgram ? `${line} · ${t("impact.summary.throughProgram")}` : line;
      }
      case "businessStarted":
        return t("impact.summary.started", { form: t(`impact.legalForms.${k.value.legalForm}`) });
      case "certification":
        return t("impact.summary.certification", { name: k.value.name, issuer: k.value.issuer });
      default:
        return "";
    }
  };
}

const LOOK: Record<StateWord, { color: string; Icon: typeof IconCircleCheck }> = {
  reported: { color: "gray.8", Icon: IconCircleDashed },
  awaitingConfirmation: { color: "amber.8", Icon: IconHourglassHigh },
  verified: { color: "compass.8", Icon: IconCircleCheck },
  confirmed: { color: "compass.8", Icon: IconCircleCheck },
};

export function MilestoneStateBadge(props: { milestone: Milestone; viewer: "client" | "staff"; testId?: string }) {
  const { t } = useTranslation();
  const word = stateWord(props.milestone);
  const { color, Icon } = LOOK[word];
  const label = word === "awaitingConfirmation" && props.viewer === "staff" ? t("impact.states.awaitingClient") : t(`impact.states.${word}`);
  return (
    <Badge variant="outline" color={color} radius="sm" tt="none" size="lg" leftSection={<Icon size={16} aria-hidden="true" />} data-testid={props.testId} data-state={word} style={{ maxWidth: "100%", height: "auto", whiteSpace: "normal" }}>
      {label}
    </Badge>
  );
}

export function MilestoneItem(props: { milestone: Milestone; viewer: "client" | "staff"; headingOrder: 3 | 4; children?: ReactNode; testId: string }) {
  const { t, i18n } = useTranslation();
  const summary = useMilestoneSummary();
  const m = props.milestone;
  const kind = m.facts?.kind.case;
  const when = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  const who = (name: string, recorder: MilestoneRecorder) => {
    const shown = name || t("impact.meta.someone");
    if (props.viewer === "client" && recorder === MilestoneRecorder.CLIENT) return t("impact.meta.you");
    return recorder === MilestoneRecorder.CLIENT ? t("impact.meta.byClient", { name: shown }) : t("impact.meta.byStaff", { name: shown });
  };
  const changeText = (c: MilestoneChange) => (c === MilestoneChange.VERIFIED ? "verified" : c === MilestoneChange.CONFIRMED ? "confirmed" : "corrected");
  const date = isoOf(m.facts?.occurredOn);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`${props.testId}-title`} data-testid={props.testId} data-milestone-id={m.milestoneId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={props.headingOrder} id={`${props.testId}-title`} size="h4">
            {kind ? t(`impact.kinds.${kind}`) : ""}
          </Title>
          <MilestoneStateBadge milestone={m} viewer={props.viewer} testId={`${props.testId}-state`} />
        </Group>
        <Text fw={600} style={{ overflowWrap: "anywhere" }} data-testid={`${props.testId}-summary`}>
          {summary(m.facts)}
        </Text>
        <Text size="sm">
          {t("impact.meta.date")}: <time dateTime={date}>{calendarDateText(date, i18n.language)}</time> · {t("impact.meta.recordedBy")}: {who(m.recordedByName, m.recordedBy)}
        </Text>
        {m.evidenceNote ? (
          <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid={`${props.testId}-evidence`}>
            {t("impact.meta.evidence")}: {m.evidenceNote} {m.verifiedByName ? `(${t("impact.meta.verifiedBy", { name: m.verifiedByName })})` : ""}
          </Text>
        ) : null}
        {props.viewer === "staff" && (m.creditedCoachName || m.creditedPartnerName) ? (
          <Text size="sm">
            {t("impact.meta.credited")}: {[m.creditedCoachName ? t("impact.meta.creditedCoach", { name: m.creditedCoachName }) : "", m.creditedPartnerName ? t("impact.meta.creditedPartner", { name: m.creditedPartnerName }) : ""].filter(Boolean).join(" · ")}
          </Text>
        ) : null}
        {m.history.length > 0 ? (
          <details data-testid={`${props.testId}-history`}>
            <summary style={{ cursor: "pointer" }}>{t("impact.history.summary", { count: m.history.length })}</summary>
            <Stack gap={4} component="ol" pl="md" mt="xs">
              {m.history.map((v) => (
                <Text component="li" size="sm" key={v.version} style={{ overflowWrap: "anywhere" }}>
                  {t("impact.history.version", { version: v.version })}: {summary(v.facts)} — {t(`impact.history.${changeText(v.change)}`, { name: v.changedByName || t("impact.meta.someone"), date: v.changedAt ? when.format(new Date(Number(v.changedAt.seconds) * 1000)) : "" })}
                  {v.evidenceNote ? ` · ${t("impact.meta.evidence")}: ${v.evidenceNote}` : ""}
                </Text>
              ))}
            </Stack>
          </details>
        ) : null}
        {props.children}
      </Stack>
    </Paper>
  );
}
