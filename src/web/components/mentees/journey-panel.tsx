/**
 * The mentee's learning journey: assigned modules and contents with their state (done or not),
 * each with 'Unassign' (after a confirmation), and a searchable picker of the library to assign a
 * module or an article/video. After a change the mentee is refetched (the learner's home reads the
 * same journey, so they see it on their next load) and the result is announced.
 */
import { Alert, Badge, Button, Group, List, Paper, SegmentedControl, Select, Stack, Text, Title } from "@mantine/core";
import { timestampDate, type Timestamp } from "@bufbuild/protobuf/wkt";
import type { QueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Mentee } from "../../../gen/compass/v1/compass_pb";
import { ConfirmDialog } from "../confirm/confirm-dialog";
import { journeyProgress, menteeName } from "./mentee-view";
import { invalidateMentees, useAssignMaterial, useLibraryContents, useLibraryModules, useUnassignMaterial } from "../../queries/mentees-queries";
import "../../i18n/en/mentees";
import { libraryName } from "../learning/library-name";
import { dateTimeFormat } from "../../i18n/formats";

type Kind = "module" | "content";
interface Item {
  kind: Kind;
  id: string;
  title: string;
  done: boolean;
  assignedAt: Timestamp | undefined;
}

export function JourneyPanel(props: { mentee: Mentee; queryClient: QueryClient; announce: (text: string) => void }) {
  const { mentee, queryClient, announce } = props;
  const { t, i18n } = useTranslation();
  const userId = mentee.user?.id ?? "";
  const name = menteeName(mentee);
  const modulesQuery = useLibraryModules();
  const contentsQuery = useLibraryContents();
  const assign = useAssignMaterial();
  const unassign = useUnassignMaterial();
  const [kind, setKind] = useState<Kind>("module");
  const [picked, setPicked] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const [error, setError] = useState<string | null>(null);

  const titles = useMemo(() => {
    const map = new Map<string, string>();
    for (const m of modulesQuery.data?.learningModules ?? []) map.set(`module:${m.id}`, libraryName(m.title, t));
    for (const c of contentsQuery.data?.learningContents ?? []) map.set(`content:${c.id}`, c.title);
    return map;
  }, [modulesQuery.data, contentsQuery.data, t]);
  const titleOf = (k: Kind, id: string) => titles.get(`${k}:${id}`) ?? t("mentees.manage.journey.unknownItem");

  const journey = mentee.journey;
  const doneModules = new Set(journey?.completedLearningModules.map((m) => m.learningModuleId) ?? []);
  const doneContents = new Set(journey?.completedLearningContents.map((c) => c.learningContentId) ?? []);
  const modules: Item[] = (journey?.assignedLearningModules ?? []).map((m) => ({
    kind: "module",
    id: m.learningModuleId,
    title: titleOf("module", m.learningModuleId),
    done: doneModules.has(m.learningModuleId),
    assignedAt: m.assignedTimestamp,
  }));
  const contents: Item[] = (journey?.assignedLearningContents ?? []).map((c) => ({
    kind: "content",
    id: c.learningContentId,
    title: titleOf("content", c.learningContentId),
    done: doneContents.has(c.learningContentId),
    assignedAt: c.assignedTimestamp,
  }));
  const progress = journeyProgress(journey);
  const assignedIds = new Set([...modules, ...contents].map((i) => `${i.kind}:${i.id}`));

  const choices = useMemo(() => {
    const list =
      kind === "module"
        ? (modulesQuery.data?.learningModules ?? []).map((m) => ({ value: m.id, label: libraryName(m.title, t) }))
        : (contentsQuery.data?.learningContents ?? []).map((c) => ({ value: c.id, label: c.title }));
    return list.filter((c) => !assignedIds.has(`${kind}:${c.value}`)).sort((a, b) => a.label.localeCompare(b.label));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- assignedIds is derived from the journey
  }, [kind, modulesQuery.data, contentsQuery.data, journey, t]);
  const libraryQuery = kind === "module" ? modulesQuery : contentsQuery;
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: "medium" });

  const material = (k: Kind, id: string) => (k === "module" ? { userId, learningModuleId: id } : { userId, learningContentId: id });

  const doAssign = async () => {
    if (!picked) return;
    setError(null);
    const title = titleOf(kind, picked);
    try {
      await assign.mutateAsync(material(kind, picked));
      await invalidateMentees(queryClient);
      setPicked(null);
      announce(t("mentees.manage.journey.assigned", { title, name }));
    } catch {
      setError(t("mentees.manage.journey.assignError"));
    }
  };

  const doUnassign = async () => {
    if (!removing) return;
    await unassign.mutateAsync(material(removing.kind, removing.id));
    await invalidateMentees(queryClient);
    announce(t("mentees.manage.journey.unassigned", { title: removing.title }));
    setRemoving(null);
  };

  const itemList = (items: Item[], empty: string, testId: string) =>
    items.length === 0 ? (
      <Text c="dimmed">{empty}</Text>
    ) : (
      <List listStyleType="none" spacing="xs" data-testid={testId} p={0}>
        {items.map((item) => (
          <List.Item key={item.id} data-testid="journey-item">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Text fw={600}>{item.title}</Text>
                <Group gap="xs">
                  <Badge variant={item.done ? "filled" : "outline"} color={item.done ? "compass.8" : "gray.9"} radius="sm" tt="none">
                    {item.done ? t("mentees.manage.journey.done") : t("mentees.manage.journey.toDo")}
                  </Badge>
                  {item.assignedAt ? (
                    <Text size="sm" c="dimmed">
                      {t("mentees.manage.journey.assignedOn", { date: dateFormat.format(timestampDate(item.assignedAt)) })}
                    </Text>
                  ) : null}
                </Group>
              </Stack>
              <Button variant="outline" color="red.9" size="xs" onClick={() => setRemoving(item)}>
                {t("mentees.manage.journey.unassign")}
                <span className="compass-visually-hidden"> {item.title}</span>
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
    );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mentee-journey-heading" data-testid="mentee-journey">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="mentee-journey-heading">
            {t("mentees.manage.journey.heading")}
          </Title>
          {progress.assigned > 0 ? <Text>{t("mentees.manage.journey.progress", { ...progress })}</Text> : null}
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t("mentees.manage.journey.modules")}
          </Title>
          {itemList(modules, t("mentees.manage.journey.noModules"), "journey-modules")}
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t("mentees.manage.journey.contents")}
          </Title>
          {itemList(contents, t("mentees.manage.journey.noContents"), "journey-contents")}
        </Stack>
        <Stack gap="xs" component="form" onSubmit={(e) => (e.preventDefault(), void doAssign())} aria-labelledby="mentee-assign-heading">
          <Title order={3} size="h4" id="mentee-assign-heading">
            {t("mentees.manage.journey.assignHeading")}
          </Title>
          <SegmentedControl
            aria-label={t("mentees.manage.journey.kind")}
            value={kind}
            onChange={(v) => {
              setKind(v as Kind);
              setPicked(null);
            }}
            data={[
              { value: "module", label: t("mentees.manage.journey.kindModule") },
              { value: "content", label: t("mentees.manage.journey.kindContent") },
            ]}
            maw={420}
          />
          {libraryQuery.isError ? (
            <ErrorLine text={t("mentees.manage.journey.libraryError")} onRetry={() => void libraryQuery.refetch()} retry={t("common.retry")} />
          ) : null}
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={kind === "module" ? t("mentees.manage.journey.pickModule") : t("mentees.manage.journey.pickContent")}
              placeholder={libraryQuery.isPending ? t("mentees.manage.journey.libraryLoading") : t("mentees.manage.journey.pickPlaceholder")}
              data={choices}
              value={picked}
              onChange={setPicked}
              searchable
              clearable
              nothingFoundMessage={t("mentees.manage.journey.nothingFound")}
              comboboxProps={{ withinPortal: true }}
              style={{ flex: "1 1 220px" }}
              maw={480}
            />
            <Button type="submit" disabled={!picked} loading={assign.isPending}>
              {t("mentees.manage.journey.assign")}
            </Button>
          </Group>
          {error ? (
            <Alert color="red.9" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t("mentees.manage.journey.confirmTitle", { title: removing?.title ?? "" })}
        confirmLabel={t("mentees.manage.journey.confirm")}
        cancelLabel={t("mentees.manage.journey.cancel")}
        pending={unassign.isPending}
        refusal={t("mentees.manage.journey.unassignError")}
        testId="unassign-dialog"
        onClose={() => setRemoving(null)}
        onConfirm={doUnassign}
      >
        <Text>{t("mentees.manage.journey.confirmBody", { name })}</Text>
      </ConfirmDialog>
    </Paper>
  );
}

function ErrorLine(props: { text: string; retry: string; onRetry: () => void }) {
  return (
    <Group gap="sm">
      <Text c="red.9" role="alert">
        {props.text}
      </Text>
      <Button variant="subtle" size="xs" onClick={props.onRetry}>
        {props.retry}
      </Button>
    </Group>
  );
}
