/** The draft's state in words, announced politely as it changes: Saving…, Saved 10:42, on this device only. */
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SaveStatus } from "../../drafts/use-draft-saver";
import "../../i18n/en/my-business";
import { dateTimeFormat } from "../../i18n/formats";

export function SaveStatusText(props: { status: SaveStatus; savedAt: number | null; testId?: string }) {
  const { t, i18n } = useTranslation();
  const time = props.savedAt ? dateTimeFormat(i18n.language, { timeStyle: "short" }).format(new Date(props.savedAt)) : "";
  const text = props.status === "saved" && time ? t("myBusiness.save.savedAt", { time }) : t(`myBusiness.save.${props.status}`);
  return (
    <Text role="status" aria-live="polite" size="sm" c={props.status === "failed" ? "red.8" : "dimmed"} data-testid={props.testId} data-status={props.status}>
      {text}
    </Text>
  );
}
