/**
 * My journey (/, the learner's home; issue #10 §1): what to do next, the modules and articles the
 * coach assigned with their progress, what was completed recently, the next classes, and a card per
 * business tool (survey, plan, cash flow) with its state. A new learner with nothing assigned is
 * pointed at Discover. Every block keeps its place while it loads (skeletons of the same size).
 */
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { LearningModule } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { useCurrentUser } from "../../auth/use-current-user";
import { LabelledProgress } from "../../components/labelled-progress";
import { LibraryCard } from "../../components/learning/library-card";
import { ErrorState } from "../../components/query-state/query-state";
import { IconCircleCheck } from "../../icons";
import { NO_CATEGORY, useLibraryMeta } from "../../components/learning/library-meta";
import { useContents, useJourney, useModules } from "../../queries/learning-queries";
import { NextClasses } from "../../components/classes/next-classes";
import { journeyView, nextLesson, type JourneyView } from "./journey-view";
import { libraryName } from "../../components/learning/library-name";
import { dateTimeFormat } from "../../i18n/formats";

/** How many assigned or completed items the home shows of each kind. */
const SHOWN = 6;
const RECENT = 4;

function Section(props: { id: string; title: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={props.id} data-testid={props.testId}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id={props.id}>
          {props.title}
        </Title>
        {props.action}
      </Group>
      {props.children}
    </Stack>
  );
}

const skeletonGrid = (count: number, height = 150) => (
  <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-hidden="true">
    {Array.from({ length: count }, (_, i) => (
      <Skeleton key={i} height={height} radius="lg" />
    ))}
  </SimpleGrid>
);

function ModuleProgress(props: { module: LearningModule; completed: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const total = props.module.learningContentIds.length;
  if (total === 0) return null;
  const done = props.module.learningContentIds.filter((id) => props.completed.has(id)).length;
  const labelId = `progress-${props.module.id}`;
  return (
    <Stack gap={2}>
      <Text size="xs" id={labelId}>
        {t("learning.progress", { done, count: total })}
      </Text>
      <LabelledProgress value={Math.round((done / total) * 100)} labelledBy={labelId} size="sm" />
    </Stack>
  );
}

function NextStep(props: { view: JourneyView }) {
  const { t } = useTranslation();
  const first = props.view.toDo[0];
  const modules = useModules(first?.kind === "module" ? [first.id] : []);
  const contents = useContents(first?.kind === "content" ? [first.id] : []);
  if (!first) {
    // "All caught up" only after finishing something that was assigned; otherwise, where to start.
    const caughtUp = props.view.done.some((item) => item.assignedAt > 0);
    return (
      <Paper withBorder radius="lg" p="lg" data-testid="next-step-start">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            {caughtUp ? t("home.allDoneHeading") : t("home.startHeading")}
          </Title>
          <Text>{caughtUp ? t("home.allDone") : t("home.start")}</Text>
          <Button component={Link} to={pathFor("discover")}>
            {t("home.discover")}
          </Button>
        </Stack>
      </Paper>
    );
  }
  if (modules.isPending || contents.isPending) return <Skeleton height={132} radius="lg" />;
  const module = modules.items[0];
  const content = contents.items[0];
  const lessonId = module ? nextLesson(module.learningContentIds, props.view.completedContentIds) : null;
  const to = module
    ? lessonId
      ? `${pathFor("lesson", { cat: NO_CATEGORY, id: lessonId })}?module=${encodeURIComponent(module.id)}`
      : pathFor("module", { cat: NO_CATEGORY, id: module.id })
    : content
      ? pathFor("lesson", { cat: NO_CATEGORY, id: content.id })
      : pathFor("discover");
  const title = module ? libraryName(module.title, t) : (content?.title ?? "");
  const started = module ? module.learningContentIds.some((id) => props.view.completedContentIds.has(id)) : false;
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="next-step" style={{ borderColor: "var(--mantine-color-compass-6)", borderWidth: 2 }}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm" fw={600} c="compass.8">
          {t("home.next")}
        </Text>
        <Title order={2} size="h3" style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        {module ? <ModuleProgress module={module} completed={props.view.completedContentIds} /> : null}
        <Button component={Link} to={to}>
          {started ? t("home.continue") : t("home.begin")}
          <span className="compass-visually-hidden"> {title}</span>
        </Button>
      </Stack>
    </Paper>
  );
}

function Assigned(props: { view: JourneyView }) {
  const { t } = useTranslation();
  const meta = useLibraryMeta();
  const moduleIds = props.view.toDo.filter((i) => i.kind === "module").map((i) => i.id);
  const contentIds = props.view.toDo.filter((i) => i.kind === "content").map((i) => i.id);
  const modules = useModules(moduleIds.slice(0, SHOWN));
  const contents = useContents(contentIds.slice(0, SHOWN));
  const count = moduleIds.length + contentIds.length;
  if (count === 0) return null;
  return (
    <Section id="assigned-heading" title={t("home.assigned")} testId="home-assigned" action={<Text size="sm">{t("home.assignedCount", { count })}</Text>}>
      {modules.isPending || contents.isPending ? (
        skeletonGrid(Math.min(count, 3))
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {modules.items.map((m) => (
            <LibraryCard
              key={m.id}
              to={pathFor("module", { cat: NO_CATEGORY, id: m.id })}
              title={m.title}
              imageSet={m.imageSet}
              meta={meta.module(m)}
              status={<ModuleProgress module={m} completed={props.view.completedContentIds} />}
              testId="assigned-card"
            />
          ))}
          {contents.items.map((c) => (
            <LibraryCard key={c.id} to={pathFor("lesson", { cat: NO_CATEGORY, id: c.id })} title={c.title} imageSet={c.imageSet} meta={meta.content(c)} testId="assigned-card" />
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}

const COMPLETED_ON: Intl.DateTimeFormatOptions = { dateStyle: "medium" };

function Recent(props: { view: JourneyView }) {
  const { t, i18n } = useTranslation();
  const recent = props.view.done.slice(0, RECENT);
  const modules = useModules(recent.filter((i) => i.kind === "module").map((i) => i.id));
  const contents = useContents(recent.filter((i) => i.kind === "content").map((i) => i.id));
  if (recent.length === 0) return null;
  const titleOf = (kind: string, id: string) => {
    if (kind !== "module") return contents.items.find((c) => c.id === id)?.title;
    const found = modules.items.find((m) => m.id === id);
    return found ? libraryName(found.title, t) : undefined;
  };
  const date = dateTimeFormat(i18n.language, COMPLETED_ON);
  return (
    <Section id="recent-heading" title={t("home.recent")} testId="home-recent">
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
        {recent.map((item) => {
          const title = titleOf(item.kind, item.id);
          const to = item.kind === "module" ? pathFor("module", { cat: NO_CATEGORY, id: item.id }) : pathFor("lesson", { cat: NO_CATEGORY, id: item.id });
          return (
            <Group component="li" key={`${item.kind}:${item.id}`} gap="sm" wrap="nowrap" align="flex-start">
              <IconCircleCheck size={22} color="var(--mantine-color-compass-7)" aria-hidden="true" style={{ flexShrink: 0 }} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                {title ? (
                  <Anchor component={Link} to={to} style={{ overflowWrap: "anywhere" }}>
                    {title}
                  </Anchor>
                ) : modules.isPending || contents.isPending ? (
                  <Skeleton height={18} width={180} />
                ) : (
                  // Removed from the library since: the completion stays in the learner's history.
                  <Text c="dimmed">{item.kind === "module" ? t("home.removedModule") : t("home.removedContent")}</Text>
                )}
                {item.completedAt > 0 ? (
                  <Text size="sm" c="dimmed">
                    {t("home.completedOn", { date: date.format(new Date(item.completedAt)) })}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          );
        })}
      </Stack>
    </Section>
  );
}

function Classes() {
  const { t } = useTranslation();
  return (
    <Section
      id="classes-heading"
      title={t("home.classes")}
      testId="home-classes"
      action={
        <Anchor component={Link} to={pathFor("classes")} size="sm">
          {t("home.allClasses")}
        </Anchor>
      }
    >
      <NextClasses errorMessage={t("home.classesError")} emptyMessage={t("home.noClasses")} />
    </Section>
  );
}

function Tools() {
  const { t } = useTranslation();
  const { state } = useCurrentUser();
  const status = (completed: boolean | undefined, seen: boolean | undefined) =>
    completed ? t("home.toolDone") : seen ? t("home.toolStarted") : t("home.toolNew");
  const tools = [
    { id: "survey", title: t("home.survey"), text: t("home.surveyText"), to: pathFor("my-business"), label: status(state?.hasCompletedBusinessSurvey, state?.hasSeenBusinessSurvey), done: state?.hasCompletedBusinessSurvey },
    { id: "plan", title: t("home.plan"), text: t("home.planText"), to: pathFor("my-business"), label: status(state?.hasCompletedBusinessPlan, state?.hasSeenBusinessPlan), done: state?.hasCompletedBusinessPlan },
    { id: "cashflow", title: t("home.cashflow"), text: t("home.cashflowText"), to: pathFor("cashflow-tool"), label: status(state?.hasCompletedCashflow, state?.hasSeenCashflow), done: state?.hasCompletedCashflow },
  ];
  return (
    <Section id="tools-heading" title={t("home.tools")} testId="home-tools">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {tools.map((tool) => (
          <Paper key={tool.id} component={Link} to={tool.to} withBorder radius="lg" p="md" className="compass-card-link" style={{ color: "inherit", textDecoration: "none" }}>
            <Stack gap={6}>
              <Title order={3} size="h4">
                {tool.title}
              </Title>
              {state ? (
                <Badge variant={tool.done ? "filled" : "outline"} color={tool.done ? "compass.8" : "gray.9"} radius="sm" tt="none">
                  {tool.label}
                </Badge>
              ) : (
                <Skeleton height={20} width={90} />
              )}
              <Text size="sm">{tool.text}</Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export default function MyJourneyPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const journey = useJourney();
  const view = journeyView(journey.data?.journey);
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t("home.heading")}</Title>
        <Text size="lg">{user?.profile?.firstName ? t("home.hello", { name: user.profile.firstName }) : t("home.helloAnonymous")}</Text>
      </Stack>
      {journey.isError ? (
        <ErrorState message={t("home.journeyError")} onRetry={() => void journey.refetch()} />
      ) : journey.isPending ? (
        <Stack gap="xl" role="status" aria-label={t("home.loading")}>
          <Skeleton height={132} radius="lg" />
          {skeletonGrid(3)}
        </Stack>
      ) : (
        <Stack gap="xl" data-testid="journey-ready">
          <NextStep view={view} />
          <Assigned view={view} />
          <Recent view={view} />
        </Stack>
      )}
      <Classes />
      <Tools />
    </Stack>
  );
}
