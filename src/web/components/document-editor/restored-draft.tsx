/**
 * The note that a draft was restored on opening (from this device or from the account, and when it
 * was saved), with the one way back: discard it and return to the latest submitted version. The
 * words are the page's (`keys`: `myBusiness.restored`, `cashflow.restored`, each with device,
 * account, discard, discardSubmitted).
 */
import { Alert, Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { DraftSource } from "../../drafts/draft-choice";
import { dateTimeFormat } from "../../i18n/formats";

export interface RestoredDraftProps {
  restored: { source: DraftSource; savedAt: number } | null;
  /** The latest submitted version (0: none), what discarding goes back to. */
  version: number;
  keys: string;
  onDiscard(): void;
  testId?: string;
}

export function RestoredDraft(props: RestoredDraftProps) {
  const { t, i18n } = useTranslation();
  const { restored, version, keys } = props;
  if (!restored) return null;
  const when = dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(restored.savedAt));
  return (
    <Alert variant="light" color="compass" data-testid={props.testId} title={t(`${keys}.${restored.source}`, { when })}>
      <Button variant="default" size="xs" onClick={props.onDiscard}>
        {version > 0 ? t(`${keys}.discardSubmitted`, { version }) : t(`${keys}.discard`)}
      </Button>
    </Alert>
  );
}
