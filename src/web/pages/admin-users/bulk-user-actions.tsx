/**
 * What an administrator does with the users selected on /admin/users: assign them a coach (or
 * none), enable them, or disable them after a confirmation (disabling signs them out at once).
 * Each is AdminUpdateUser for one user at a time, with a progress bar; a failure does not stop
 * the others, and the summary names who failed and why (the server's words). Users that failed
 * stay selected to try again.
 */
import { Alert, Button, Group, List, Modal, Paper, Progress, Select, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { User } from "../../../gen/compass/v1/compass_pb";
import { useCurrentUser } from "../../auth/use-current-user";
import { useServerErrorText } from "../../components/form/use-server-form-errors";
import { invalidateUsers } from "../../queries/users-queries";
import { useUpdateUser } from "./admin-users-queries";
import { userName } from "../../components/user-name";
import { namesList, runBulk } from "./user-view";
import "../../i18n/en/admin-users";

const NO_COACH = "none";

type Action = "coach" | "enable" | "disable";

interface Summary {
  action: Action;
  ok: number;
  failed: Array<{ name: string; reason: string }>;
}

export function BulkUserActions(props: {
  selected: readonly User[];
  coaches: readonly User[];
  coachesError: boolean;
  onRetryCoaches: () => void;
  announce: (text: string) => void;
  /** After a run: the ids that failed (they stay selected). */
  onDone: (failedIds: string[]) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user: me } = useCurrentUser();
  const update = useUpdateUser();
  const errorText = useServerErrorText();
  const [coachId, setCoachId] = useState<string | null>(null);
  const [running, setRunning] = useState<{ action: Action; done: number; total: number } | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [confirmingDisable, setConfirmingDisable] = useState(false);
  const { selected } = props;
  const count = selected.length;
  if (count === 0 && !summary) return null;

  const coachChoices = [
    { value: NO_COACH, label: t("adminUsers.bulk.noCoach") },
    ...[...props.coaches].map((c) => ({ value: c.id, label: userName(c) })).sort((a, b) => a.label.localeCompare(b.label)),
  ];

  const run = async (action: Action, users: readonly User[], request: (u: User) => Parameters<typeof update.mutateAsync>[0]) => {
    setSummary(null);
    setRunning({ action, done: 0, total: users.length });
    props.announce(t("adminUsers.bulk.working", { count: users.length }));
    const outcome = await runBulk(
      users,
      async (u) => {
        // Never oneself: disabling your own account would sign you out mid-run.
        if (action === "disable" && u.id === me?.id) throw new Error(t("adminUsers.bulk.notYourself"));
        await update.mutateAsync(request(u));
      },
      (done, total) => setRunning({ action, done, total }),
    );
    await invalidateUsers(queryClient);
    setRunning(null);
    const failed = outcome.failed.map(({ item, error }) => ({
      name: userName(item),
      reason: error instanceof Error && !("code" in error) ? error.message : errorText(error),
    }));
    const result: Summary = { action, ok: outcome.succeeded.length, failed };
    setSummary(result);
    props.announce(summaryText(result));
    props.onDone(outcome.failed.map((f) => f.item.id));
  };

  const summaryText = (s: Summary) => {
    const done = t(`adminUsers.bulk.done.${s.action}`, { count: s.ok });
    return s.failed.length ? `${done} ${t("adminUsers.bulk.someFailed", { count: s.failed.length })}` : done;
  };

  const assignCoach = () => {
    if (!coachId) return;
    const coach = coachId === NO_COACH ? "" : coachId;
    void run("coach", selected, (u) => ({ userId: u.id, user: { assignedCoach: coach }, updateMask: { paths: ["assigned_coach"] } }));
  };
  const setEnabled = (enabled: boolean) => {
    setConfirmingDisable(false);
    void run(enabled ? "enable" : "disable", selected, (u) => ({ userId: u.id, user: { enabled }, updateMask: { paths: ["enabled"] } }));
  };

  const busy = running !== null;
  const names = namesList(selected.map(userName), 8);

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="bulk-users-heading" data-testid="bulk-actions">
      <Stack gap="sm">
        <Text fw={600} id="bulk-users-heading">
          {count > 0 ? t("adminUsers.bulk.selected", { count }) : t("adminUsers.bulk.heading")}
        </Text>
        {count > 0 ? (
          <>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                label={t("adminUsers.bulk.coach")}
                placeholder={t("adminUsers.bulk.coachPlaceholder")}
                data={coachChoices}
                value={coachId}
                onChange={setCoachId}
                searchable
                nothingFoundMessage={t("adminUsers.bulk.noCoaches")}
                comboboxProps={{ withinPortal: true }}
                style={{ flex: "1 1 220px" }}
                maw={360}
              />
              <Button variant="light" disabled={!coachId || busy} loading={running?.action === "coach"} onClick={assignCoach}>
                {t("adminUsers.bulk.assign")}
              </Button>
            </Group>
            {props.coachesError ? (
              <Group gap="sm">
                <Text c="red.9" role="alert" size="sm">
                  {t("adminUsers.bulk.coachesError")}
                </Text>
                <Button variant="subtle" size="xs" onClick={props.onRetryCoaches}>
                  {t("common.retry")}
                </Button>
              </Group>
            ) : null}
            <Group gap="sm" wrap="wrap">
              <Button variant="default" disabled={busy} loading={running?.action === "enable"} onClick={() => setEnabled(true)}>
                {t("adminUsers.bulk.enable")}
              </Button>
              <Button variant="outline" color="red.9" disabled={busy} loading={running?.action === "disable"} onClick={() => setConfirmingDisable(true)}>
                {t("adminUsers.bulk.disable")}
              </Button>
              <Button variant="subtle" disabled={busy} onClick={props.onClear}>
                {t("adminUsers.bulk.clear")}
              </Button>
            </Group>
          </>
        ) : null}
        {running ? (
          <Stack gap={4} data-testid="bulk-progress">
            <Text size="sm">{t("adminUsers.bulk.progress", { done: running.done, total: running.total })}</Text>
            <Progress value={(running.done / Math.max(1, running.total)) * 100} aria-label={t("adminUsers.bulk.progressLabel")} />
          </Stack>
        ) : null}
        {summary ? (
          <Alert
            variant="light"
            color={summary.failed.length ? "red" : "compass"}
            data-testid="bulk-summary"
            withCloseButton
            closeButtonLabel={t("common.close")}
            onClose={() => setSummary(null)}
          >
            <Stack gap={4}>
              <Text size="sm">{summaryText(summary)}</Text>
              {summary.failed.length ? (
                <List size="sm">
                  {summary.failed.map((f, i) => (
                    <List.Item key={`${f.name}-${i}`}>
                      {t("adminUsers.bulk.failedOne", { name: f.name, reason: f.reason })}
                    </List.Item>
                  ))}
                </List>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
      </Stack>
      <Modal
        opened={confirmingDisable}
        onClose={() => setConfirmingDisable(false)}
        title={t("adminUsers.bulk.disableTitle", { count })}
        closeButtonProps={{ "aria-label": t("common.close") }}
        centered
      >
        <Stack gap="sm" data-testid="bulk-disable-dialog">
          <Text>{t("adminUsers.bulk.disableBody", { count })}</Text>
          <List size="sm">
            {names.shown.map((name, i) => (
              <List.Item key={`${name}-${i}`}>{name}</List.Item>
            ))}
          </List>
          {names.more ? <Text size="sm">{t("adminUsers.bulk.andMore", { count: names.more })}</Text> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmingDisable(false)}>
              {t("adminUsers.cancel")}
            </Button>
            <Button color="red.9" onClick={() => setEnabled(false)}>
              {t("adminUsers.bulk.disableConfirm", { count })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
