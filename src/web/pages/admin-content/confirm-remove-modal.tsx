/**
 * The admin lists' 'Remove …?' dialog for a library item: the caller says where the item is used
 * (`usage`, shown before the buttons), then `onConfirm` removes it; a refusal is shown in the
 * dialog. The close button is labelled for screen readers.
 */
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useServerErrorText } from "../../components/form/use-server-form-errors";
import "../../i18n/en/admin-content";

export interface ConfirmRemoveModalProps {
  opened: boolean;
  /** The dialog's title, e.g. "Remove 'Budgeting 101'?". */
  title: string;
  /** Where the item is used. */
  usage: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm(): Promise<void>;
  onClose(): void;
  testId?: string;
}

export function ConfirmRemoveModal(props: ConfirmRemoveModalProps) {
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
      setError(errorText(e));
    }
  };
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} closeButtonProps={{ "aria-label": t("common.close") }} centered>
      <Stack gap="sm" data-testid={props.testId}>
        {props.usage}
        <Text fw={600}>{t("adminContent.library.permanent")}</Text>
        {error ? (
          <Alert color="red.9" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t("adminContent.remove.cancel")}
          </Button>
          <Button color="red.9" loading={props.pending} onClick={() => void confirm()}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** "Used in: A, B" lines, or the 'not used anywhere' sentence. */
export function UsageList(props: { lines: { label: string; titles: string[] }[]; unused: string }) {
  const used = props.lines.filter((l) => l.titles.length > 0);
  if (used.length === 0) return <Text>{props.unused}</Text>;
  return (
    <Stack gap={4}>
      {used.map((l) => (
        <Text key={l.label}>
          <Text span fw={600}>
            {l.label}
          </Text>{" "}
          {l.titles.join(", ")}
        </Text>
      ))}
    </Stack>
  );
}
