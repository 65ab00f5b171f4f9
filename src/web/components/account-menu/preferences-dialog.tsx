/**
 * The account menu's "E-mail and text messages" dialog (issue #14 §3, #15 §3; ADR 0019): the
 * unread-message e-mail (on unless switched off), and consent to the program's news by e-mail and
 * by text (off until given), and for learners the check-in e-mail on their business's progress (issue
 * #40; on unless switched off). Each switch saves at once (UpdateMyPreferences with its one path), says
 * so politely, and goes back if the save fails. Loaded when the menu item is first chosen.
 */
import { Alert, Loader, Modal, Stack, Switch, Text } from "@mantine/core";
import { createConnectQueryKey, useMutation, useQuery } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CompassService } from "../../../gen/compass/v1/compass_pb";
import { useCurrentUser } from "../../auth/use-current-user";

const method = CompassService.method;
const FIELDS = [
  { key: "unreadMessageEmails", path: "unread_message_emails" },
  { key: "emailUpdates", path: "email_updates" },
  { key: "smsUpdates", path: "sms_updates" },
  { key: "impactCheckInEmails", path: "impact_check_in_emails", learnersOnly: true },
] as const;

export default function PreferencesDialog(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { role } = useCurrentUser();
  const fields = FIELDS.filter((field) => !("learnersOnly" in field) || role === "standard");
  const query = useQuery(method.getMyPreferences, {}, { enabled: props.opened });
  const update = useMutation(method.updateMyPreferences);
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");

  const save = async (field: (typeof FIELDS)[number], value: boolean) => {
    setError("");
    setStatus("");
    const key = createConnectQueryKey({ schema: method.getMyPreferences, input: {}, cardinality: "finite" });
    const previous = queryClient.getQueryData(key);
    queryClient.setQueryData(key, (old) => (old?.preferences ? { ...old, preferences: { ...old.preferences, [field.key]: value } } : old));
    try {
      const saved = await update.mutateAsync({ preferences: { [field.key]: value }, updateMask: { paths: [field.path] } });
      queryClient.setQueryData(key, (old) => (old ? { ...old, preferences: saved.preferences } : old));
      setStatus(t(`preferences.saved.${field.key}.${value ? "on" : "off"}`));
    } catch {
      queryClient.setQueryData(key, previous);
      setError(t("preferences.saveError"));
    }
  };

  const prefs = query.data?.preferences;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t("preferences.title")} size="md" closeButtonProps={{ "aria-label": t("common.close") }}>
      <Stack gap="md">
        <Text size="sm">{t("preferences.intro")}</Text>
        {query.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t("preferences.loadError")}
          </Alert>
        ) : !prefs ? (
          <Loader size="sm" aria-label={t("preferences.loading")} />
        ) : (
          fields.map((field) => (
            <Switch
              key={field.key}
              checked={prefs[field.key]}
              onChange={(e) => void save(field, e.currentTarget.checked)}
              label={t(`preferences.${field.key}.label`)}
              description={t(`preferences.${field.key}.description`)}
              data-testid={`preference-${field.path}`}
            />
          ))
        )}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Text size="sm" role="status" aria-live="polite" data-testid="preferences-status">
          {status}
        </Text>
      </Stack>
    </Modal>
  );
}
