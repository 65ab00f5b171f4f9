/**
 * The five Cs (issue #39): for each C its state as a badge (an override shown as such, the computed
 * state beside it), its reason in plain words, the coach's note and the next step — a field of the
 * request (focused by `onField`), a tool's page, or the library's content by tag; then the overall
 * line and, always, the disclaimer (the summary is not a credit decision). Shared by the learner's
 * tab and the coach's section (`audience`); the coach's section adds its form per C (`extra`).
 */
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { NextStep } from "../../../shared/loan-readiness";
import { readinessWords } from "../../../shared/loan-readiness-words";
import { pathFor } from "../../../shared/routes";
import { dateTimeFormat } from "../../i18n/formats";
import { StateBadge } from "./state-badge";
import type { FactorView, ReadinessView } from "./readiness-view";
import "../../i18n/en/loan-readiness";

export interface FiveCsProps {
  view: ReadinessView;
  audience: "learner" | "coach";
  /** Focuses a field of the request (the learner's form); without it a field step is plain text. */
  onField?: (path: string) => void;
  /** Shown under each C (the coach's note and override form). */
  extra?: (factor: FactorView) => ReactNode;
  /** The figures include edits not saved yet. */
  unsaved?: boolean;
  headingOrder?: 2 | 3;
}

/** Where a tool step goes for the learner: the plan or the survey when conditions miss them. */
function toolPath(next: Extract<NextStep, { kind: "tool" }>, view: ReadinessView): string {
  if (next.route === "/cashflow-tool") return pathFor("cashflow-tool");
  const c = view.summary.conditions.values;
  const tool = c.planMissingSections === undefined || c.planMissingSections.length > 0 ? "plan" : !c.surveyDone ? "survey" : null;
  return tool ? `${pathFor("my-business")}?tool=${tool}` : pathFor("my-business");
}

function NextStepLine(props: { factor: FactorView; view: ReadinessView; audience: FiveCsProps["audience"]; onField?: (path: string) => void }) {
  const { t, i18n } = useTranslation();
  const words = readinessWords(i18n.language);
  const next = props.factor.next;
  if (next.kind === "none") return null;
  const text = words.nextStep(next);
  let action: ReactNode = text;
  if (props.audience === "learner") {
    if (next.kind === "field" && props.onField) {
      const path = next.path;
      action = (
        <Anchor component="button" type="button" onClick={() => props.onField?.(path)} data-testid={`next-${props.factor.factor}`} style={{ textAlign: "start" }}>
          {text}
        </Anchor>
      );
    } else if (next.kind === "tool") {
      action = (
        <Anchor component={Link} to={toolPath(next, props.view)} data-testid={`next-${props.factor.factor}`}>
          {text}
        </Anchor>
      );
    } else if (next.kind === "library") {
      action = (
        <Anchor component={Link} to={pathFor("tag", { tag: next.tag })} data-testid={`next-${props.factor.factor}`}>
          {text}
        </Anchor>
      );
    }
  }
  return (
    <Text size="sm">
      <Text span fw={600}>
        {t("loanReadiness.summary.nextStep")}
      </Text>{" "}
      {action}
    </Text>
  );
}

function FactorCard(props: FiveCsProps & { factor: FactorView }) {
  const { t, i18n } = useTranslation();
  const f = props.factor;
  const when = (at: Date | undefined) => (at ? dateTimeFormat(i18n.language, { dateStyle: "medium" }).format(at) : "");
  const headingId = `readiness-${props.audience}-${f.factor}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid={`factor-${f.factor}`} data-state={f.shown}>
      <Stack gap="xs">
        <Stack gap={0}>
          <Title order={props.headingOrder === 2 ? 3 : 4} size="h4" id={headingId}>
            {t(`loanReadiness.factors.${f.factor}`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`loanReadiness.factorHints.${f.factor}`)}
          </Text>
        </Stack>
        {f.override ? (
          <Stack gap={4} data-testid={`factor-${f.factor}-override`}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {props.audience === "learner" || !f.override.byName
                  ? t("loanReadiness.summary.override")
                  : t("loanReadiness.summary.overrideBy", { name: f.override.byName })}
              </Text>
              <StateBadge state={f.override.state} testId={`factor-${f.factor}-state`} />
            </Group>
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{t("loanReadiness.summary.computed")}</Text>
              <StateBadge state={f.computed} testId={`factor-${f.factor}-computed`} />
            </Group>
            {f.override.reason ? (
              <Text size="sm" data-testid={`factor-${f.factor}-override-reason`}>
                {t("loanReadiness.summary.overrideReason", { reason: f.override.reason })}
                {f.override.at ? ` (${when(f.override.at)})` : ""}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Group gap="xs">
            <StateBadge state={f.computed} testId={`factor-${f.factor}-state`} />
          </Group>
        )}
        <Text size="sm" data-testid={`factor-${f.factor}-reason`}>
          {f.reason}
        </Text>
        {f.note ? (
          <Stack gap={2} data-testid={`factor-${f.factor}-note`}>
            <Text size="sm" fw={600}>
              {f.note.byName ? t("loanReadiness.summary.note", { name: f.note.byName }) : t("loanReadiness.summary.noteAnonymous")}
              {f.note.at ? ` · ${when(f.note.at)}` : ""}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {f.note.text}
            </Text>
          </Stack>
        ) : null}
        <NextStepLine factor={f} view={props.view} audience={props.audience} onField={props.onField} />
        {props.extra?.(f)}
      </Stack>
    </Paper>
  );
}

export function FiveCs(props: FiveCsProps) {
  const { t, i18n } = useTranslation();
  const words = readinessWords(i18n.language);
  const { view } = props;
  const ready = view.factors.filter((f) => f.shown === "ready").length;
  const overallLine = words.overall({ ...view.summary, overall: { state: view.overall, ready, of: 5 } });
  const headingId = `five-cs-${props.audience}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid="five-cs">
      <Title order={props.headingOrder ?? 2} size="h3" id={headingId}>
        {t("loanReadiness.summary.heading")}
      </Title>
      <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="readiness-disclaimer">
        <Text size="sm">{words.disclaimer}</Text>
      </Paper>
      <Group gap="xs" wrap="wrap" data-testid="readiness-overall">
        <Text fw={600}>{t("loanReadiness.summary.overall")}</Text>
        <StateBadge state={view.overall} testId="readiness-overall-state" />
        <Text size="sm">{overallLine}</Text>
      </Group>
      {props.unsaved ? (
        <Text size="sm" fs="italic" data-testid="readiness-unsaved">
          {t("loanReadiness.summary.unsaved")}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {view.factors.map((f) => (
          <FactorCard key={f.factor} {...props} factor={f} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
