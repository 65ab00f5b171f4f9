/**
 * "Delete user" on /admin/manage-user: a dialog that names what goes (profile and sign-in, the
 * business survey, plan and cash flow, messages and files, the notifications they sent) and what
 * stays (their TA sessions, without their name, for the program's counts), and asks for the
 * user's e-mail before AdminDeleteUser. A refusal (one's own account, the last administrator)
 * shows in the dialog; after the deletion the user list opens with a notice.
 */
import { Alert, Button, List, Modal, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { User } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { useServerErrorText } from "../../components/form/use-server-form-errors";
import { IconTrash } from "../../icons";
import { invalidateUsers } from "../../queries/users-queries";
import { useDeleteUser } from "./admin-users-queries";
import { userName } from "../../components/user-name";
import { emailConfirmed } from "./user-view";
import "../../i18n/en/admin-users";

export function DeleteUserPanel({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteUser();
  const errorText = useServerErrorText();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const name = userName(user);
  const email = user.profile?.email ?? "";
  const confirmed = emailConfirmed(typed, email);

  const close = () => {
    setOpen(false);
    setTyped("");
    setError(null);
  };

  const confirm = async () => {
    if (!confirmed) return;
    setError(null);
    try {
      await remove.mutateAsync({ userId: user.id });
      await invalidateUsers(queryClient);
      void navigate(pathFor("admin-users"), { state: { notice: t("adminUsers.delete.done", { name, email }) } });
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="user-delete-heading" data-testid="user-delete">
      <Stack gap="sm" align="flex-start">
        <Title order={2} id="user-delete-heading">
          {t("adminUsers.delete.heading")}
        </Title>
        <Text>{t("adminUsers.delete.intro")}</Text>
        <Button color="red.9" variant="outline" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => setOpen(true)}>
          {t("adminUsers.delete.open")}
        </Button>
      </Stack>
      <Modal opened={open} onClose={close} title={t("adminUsers.delete.title", { name })} closeButtonProps={{ "aria-label": t("common.close") }} centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <Stack gap="sm" data-testid="delete-dialog">
            <Text fw={600}>{t("adminUsers.delete.goes")}</Text>
            <List size="sm" spacing={4}>
              <List.Item>{t("adminUsers.delete.items.profile")}</List.Item>
              <List.Item>{t("adminUsers.delete.items.documents")}</List.Item>
              <List.Item>{t("adminUsers.delete.items.messages")}</List.Item>
              <List.Item>{t("adminUsers.delete.items.notifications")}</List.Item>
            </List>
            <Text size="sm">{t("adminUsers.delete.stays")}</Text>
            <Text size="sm" fw={600}>
              {t("adminUsers.delete.permanent")}
            </Text>
            <TextInput
              label={t("adminUsers.delete.typeEmail", { email })}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
              data-autofocus
            />
            {error ? (
              <Alert color="red" variant="light" role="alert" data-testid="delete-error">
                {error}
              </Alert>
            ) : null}
            <Stack gap="xs" align="stretch">
              <Button type="submit" color="red.9" disabled={!confirmed} loading={remove.isPending}>
                {t("adminUsers.delete.confirm", { name })}
              </Button>
              <Button variant="default" onClick={close}>
                {t("adminUsers.cancel")}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
