/**
 * The account section of /admin/manage-user: the user's id, when they joined and their logo (a
 * partner bank's), then the role (AdminUpdateUser update_mask ["type"]; it takes effect at the
 * user's next call; the page then asks again only what the administrator may still read:
 * invalidateAfterRoleChange), whether the account is enabled (a switch that asks first: disabling signs
 * them out at once) and the assigned coach (an enabled coach or lender, or none). Each change is
 * saved on its own; what the server refuses (the last administrator) is shown next to that
 * control, and what succeeded is announced.
 */
import { Alert, Anchor, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Switch, Text, Title } from "@mantine/core";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { User, UserType } from "../../../gen/compass/v1/compass_pb";
import { useCurrentUser } from "../../auth/use-current-user";
import { useServerErrorText } from "../../components/form/use-server-form-errors";
import { invalidateAfterRoleChange, invalidateUsers } from "../../queries/users-queries";
import { useCoaches, useUpdateUser } from "./admin-users-queries";
import { userName } from "../../components/user-name";
import { typeKey, USER_TYPES } from "./user-view";
import "../../i18n/en/admin-users";
import { dateTimeFormat } from "../../i18n/formats";

const NO_COACH = "none";
type Part = "type" | "enabled" | "coach";

export function AccountPanel({ user, announce }: { user: User; announce: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { user: me } = useCurrentUser();
  const update = useUpdateUser();
  const coaches = useCoaches();
  const errorText = useServerErrorText();
  const [type, setType] = useState<string>(String(user.type));
  const [coach, setCoach] = useState<string>(user.assignedCoach || NO_COACH);
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const [saving, setSaving] = useState<Part | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Part, string>>>({});
  const name = userName(user);
  const self = me?.id === user.id;
  const joined = user.auth0CreatedTs ? timestampDate(user.auth0CreatedTs) : null;
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: "medium" });

  const save = async (part: Part, request: Parameters<typeof update.mutateAsync>[0], done: string): Promise<boolean> => {
    setSaving(part);
    setErrors((e) => ({ ...e, [part]: undefined }));
    try {
      await update.mutateAsync(request);
      if (part === "type") await invalidateAfterRoleChange(queryClient, { userId: user.id, self });
      else await invalidateUsers(queryClient);
      announce(done);
      return true;
    } catch (error) {
      setErrors((e) => ({ ...e, [part]: errorText(error) }));
      return false;
    } finally {
      setSaving(null);
    }
  };

  const typeLabel = (value: UserType) => t(`adminUsers.types.${typeKey(value)}`);
  const saveType = () => {
    const next = Number(type) as UserType;
    void save("type", { userId: user.id, user: { type: next }, updateMask: { paths: ["type"] } }, t("adminUsers.manage.account.roleSaved", { name, role: typeLabel(next) }));
  };
  const saveEnabled = async (enabled: boolean) => {
    const ok = await save("enabled", { userId: user.id, user: { enabled }, updateMask: { paths: ["enabled"] } }, t(enabled ? "adminUsers.manage.account.enabledSaved" : "adminUsers.manage.account.disabledSaved", { name }));
    if (ok) setConfirming(null);
  };
  const saveCoach = () => {
    const id = coach === NO_COACH ? "" : coach;
    const coachName = coachChoices.find((c) => c.value === coach)?.label ?? "";
    void save(
      "coach",
      { userId: user.id, user: { assignedCoach: id }, updateMask: { paths: ["assigned_coach"] } },
      id ? t("adminUsers.manage.account.coachSaved", { name, coach: coachName }) : t("adminUsers.manage.account.coachRemoved", { name }),
    );
  };

  const coachChoices = [
    { value: NO_COACH, label: t("adminUsers.noCoach") },
    ...(coaches.data?.coaches ?? [])
      .filter((c) => c.id !== user.id)
      .map((c) => ({ value: c.id, label: userName(c) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];
  // A coach who is no longer in the list (disabled, or no longer a coach) still shows as chosen.
  if (user.assignedCoach && !coachChoices.some((c) => c.value === user.assignedCoach)) coachChoices.push({ value: user.assignedCoach, label: t("adminUsers.unknownCoach") });

  const errorLine = (part: Part) =>
    errors[part] ? (
      <Alert color="red" variant="light" role="alert" p="xs" data-testid={`account-${part}-error`}>
        {errors[part]}
      </Alert>
    ) : null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="user-account-heading" data-testid="user-account">
      <Stack gap="lg">
        <Title order={2} id="user-account-heading">
          {t("adminUsers.manage.account.heading")}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm" m={0}>
          <div>
            <Text component="dt" size="sm">
              {t("adminUsers.manage.account.id")}
            </Text>
            <Text component="dd" m={0} size="sm" ff="monospace" style={{ overflowWrap: "anywhere" }}>
              {user.id}
            </Text>
          </div>
          <div>
            <Text component="dt" size="sm">
              {t("adminUsers.manage.account.joined")}
            </Text>
            <Text component="dd" m={0}>
              {joined ? <time dateTime={joined.toISOString()}>{dateFormat.format(joined)}</time> : t("adminUsers.profile.empty")}
            </Text>
          </div>
          {user.logoUrl ? (
            <div>
              <Text component="dt" size="sm">
                {t("adminUsers.manage.account.logo")}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: "anywhere" }}>
                <Anchor href={user.logoUrl} target="_blank" rel="noreferrer">
                  {user.logoUrl}
                </Anchor>
              </Text>
            </div>
          ) : null}
        </SimpleGrid>
        <Stack gap="xs">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={t("adminUsers.manage.account.role")}
              data={USER_TYPES.map((u) => ({ value: String(u), label: typeLabel(u) }))}
              value={type}
              onChange={(v) => setType(v ?? String(user.type))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              style={{ flex: "1 1 220px" }}
              maw={360}
            />
            <Button onClick={saveType} disabled={type === String(user.type) || saving !== null} loading={saving === "type"}>
              {t("adminUsers.manage.account.saveRole")}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t("adminUsers.manage.account.roleHint")}
          </Text>
          {errorLine("type")}
        </Stack>
        <Stack gap="xs">
          <Switch
            label={t("adminUsers.manage.account.enabled")}
            description={user.enabled ? t("adminUsers.manage.account.enabledOn") : t("adminUsers.manage.account.enabledOff")}
            checked={user.enabled}
            disabled={saving !== null}
            onChange={(e) => {
              setErrors((old) => ({ ...old, enabled: undefined }));
              setConfirming(e.currentTarget.checked);
            }}
          />
          {confirming === null ? errorLine("enabled") : null}
        </Stack>
        <Stack gap="xs">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={t("adminUsers.manage.account.coach")}
              data={coachChoices}
              value={coach}
              onChange={(v) => setCoach(v ?? NO_COACH)}
              allowDeselect={false}
              searchable
              nothingFoundMessage={t("adminUsers.bulk.noCoaches")}
              comboboxProps={{ withinPortal: true }}
              style={{ flex: "1 1 220px" }}
              maw={360}
            />
            <Button variant="light" onClick={saveCoach} disabled={coach === (user.assignedCoach || NO_COACH) || saving !== null} loading={saving === "coach"}>
              {t("adminUsers.manage.account.saveCoach")}
            </Button>
          </Group>
          {coaches.isError ? (
            <Group gap="sm">
              <Text c="red.9" role="alert" size="sm">
                {t("adminUsers.bulk.coachesError")}
              </Text>
              <Button variant="subtle" size="xs" onClick={() => void coaches.refetch()}>
                {t("common.retry")}
              </Button>
            </Group>
          ) : null}
          {errorLine("coach")}
        </Stack>
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t("adminUsers.manage.account.enableTitle", { name }) : t("adminUsers.manage.account.disableTitle", { name })}
        closeButtonProps={{ "aria-label": t("common.close") }}
        centered
      >
        <Stack gap="sm" data-testid="enabled-dialog">
          <Text>{confirming ? t("adminUsers.manage.account.enableBody", { name }) : t("adminUsers.manage.account.disableBody", { name })}</Text>
          {!confirming && self ? <Text fw={600}>{t("adminUsers.manage.account.disableSelf")}</Text> : null}
          {errorLine("enabled")}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t("adminUsers.cancel")}
            </Button>
            <Button color={confirming ? undefined : "red.9"} loading={saving === "enabled"} onClick={() => void saveEnabled(Boolean(confirming))}>
              {confirming ? t("adminUsers.manage.account.enableConfirm") : t("adminUsers.manage.account.disableConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
