/**
 * The one 'Are you sure?' dialog (remove a library item, a category, a class, a session; unassign
 * from a mentee's journey): a title, what the action changes (`children`), 'Cancel' and the
 * confirming button. `onConfirm` does the action; a refusal it throws is shown in the dialog (the
 * server's words, or `refusal` when given) and the dialog stays open. Closing clears the refusal.
 * The close button is labelled for screen readers.
 */
import { Alert, Button, Group, Modal, Stack } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useServerErrorText } from "../form/use-server-form-errors";

export interface ConfirmDialogProps {
  opened: boolean;
  /** The dialog's title, e.g. "Remove 'Budgeting 101'?". */
  title: string;
  /** What the action changes, shown above the buttons. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The action is under way (the confirming button shows a spinner). */
  pending: boolean;
  onConfirm(): Promise<void>;
  onClose(): void;
  /** The text shown for any refusal, instead of the server's words. */
  refusal?: string;
  testId?: string;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    props.onClose();
  };
  const confirm = async () => {
    setError(null);
    try {
      await props.onConfirm();
    } catch (e) {
      setError(props.refusal ?? errorText(e));
    }
  };
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} closeButtonProps={{ "aria-label": t("common.close") }} centered>
      <Stack gap="sm" data-testid={props.testId}>
        {props.children}
        {error ? (
          <Alert color="red.9" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {props.cancelLabel}
          </Button>
          <Button color="red.9" loading={props.pending} onClick={() => void confirm()}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
