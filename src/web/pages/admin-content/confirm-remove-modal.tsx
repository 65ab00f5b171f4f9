/**
 * The admin lists' 'Remove …?' dialog for a library item: the shared confirm dialog with where the
 * item is used (`usage`) and the 'this cannot be undone' line before the buttons; `onConfirm`
 * removes it, and a refusal is shown in the dialog.
 */
import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/confirm/confirm-dialog";
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

export function ConfirmRemoveModal({ usage, ...props }: ConfirmRemoveModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog {...props} cancelLabel={t("adminContent.remove.cancel")}>
      {usage}
      <Text fw={600}>{t("adminContent.library.permanent")}</Text>
    </ConfirmDialog>
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
