/**
 * 'Remove this message?' (loaded when first asked: Mantine's Modal is most of this page's weight
 * otherwise): 'Remove' leaves 'Message removed' for both; 'Delete for good' erases the text and
 * files (RemoveChatMessage permanently_delete); 'Cancel'. A refusal shows in the dialog.
 */
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChatMessage } from "../../../gen/compass/v1/compass_pb";
import { useServerErrorText } from "../form/use-server-form-errors";
import { quoteOf } from "./message-item";
import { useRemoveChatMessage } from "../../queries/messages-queries";
import "../../i18n/en/messages";

export default function RemoveMessageDialog(props: { me: string; partnerId: string; message: ChatMessage | null; onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const { remove } = useRemoveChatMessage(props.me, props.partnerId);
  const [busy, setBusy] = useState<"remove" | "erase" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { message, onClose } = props;
  const close = (done: boolean) => {
    setError(null);
    setBusy(null);
    onClose(done);
  };
  const run = async (permanent: boolean) => {
    if (!message) return;
    setBusy(permanent ? "erase" : "remove");
    setError(null);
    try {
      await remove(message, permanent);
      close(true);
    } catch (e) {
      setBusy(null);
      setError(errorText(e));
    }
  };
  return (
    <Modal opened={message !== null} onClose={() => close(false)} title={t("messages.remove.title")} closeButtonProps={{ "aria-label": t("common.close") }} centered>
      <Stack gap="sm" data-testid="remove-message-dialog">
        {message ? (
          <Text size="sm" className="compass-message-text" c="dimmed">
            {quoteOf(message.message)}
          </Text>
        ) : null}
        <Text size="sm">{t("messages.remove.body")}</Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => close(false)} disabled={busy !== null}>
            {t("messages.remove.cancel")}
          </Button>
          <Button variant="outline" color="red.9" loading={busy === "erase"} disabled={busy === "remove"} onClick={() => void run(true)}>
            {t("messages.remove.permanent")}
          </Button>
          <Button color="red.9" loading={busy === "remove"} disabled={busy === "erase"} onClick={() => void run(false)} data-autofocus>
            {t("messages.remove.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
