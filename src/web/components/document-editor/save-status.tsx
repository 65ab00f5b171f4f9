/**
 * A document's draft in words, announced politely as it changes: Saving…, Saved (10:42), on this
 * device only. The words are the page's (`keys`: `myBusiness.save`, `cashflow.save`, each with
 * idle, saving, saved, device, tooBig, failed, and optionally savedAt with the time).
 */
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { dateTimeFormat } from "../../i18n/formats";
import type { SaveStatus } from "./use-draft-saver";

export interface SaveStatusProps {
  status: SaveStatus;
  savedAt: number | null;
  /** Where the words are (`myBusiness.save`). */
  keys: string;
  testId?: string;
  /** The page's own type size and colour (a class of its own) instead of small, dimmed words. */
  className?: string;
}

export function SaveStatusText(props: SaveStatusProps) {
  const { t, i18n } = useTranslation();
  const time = props.savedAt && i18n.exists(`${props.keys}.savedAt`) ? dateTimeFormat(i18n.language, { timeStyle: "short" }).format(new Date(props.savedAt)) : "";
  const text = props.status === "saved" && time ? t(`${props.keys}.savedAt`, { time }) : t(`${props.keys}.${props.status}`);
  const look = props.className ? { className: props.className } : { size: "sm", c: props.status === "failed" ? "red.8" : "dimmed" };
  return (
    <Text role="status" aria-live="polite" {...look} data-testid={props.testId} data-status={props.status}>
      {text}
    </Text>
  );
}
