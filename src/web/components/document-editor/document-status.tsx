/**
 * The top of a document's editor: the latest submitted version ("Last submitted: version 3."),
 * the draft's save status beside it, and under them the note that a draft was restored, with
 * Discard. The words are the page's, under one namespace (`words`: `myBusiness`, `cashflow`) with
 * `version.latest`/`version.none`, `save.*` (save-status.tsx) and `restored.*` (restored-draft.tsx);
 * the test ids are `<testId>-version`, `-save-status` and `-restored`.
 */
import { Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RestoredDraft } from "./restored-draft";
import { SaveStatusText } from "./save-status";
import type { VersionedDocument } from "./use-versioned-document";

export interface DocumentStatusProps {
  doc: Pick<VersionedDocument<unknown, unknown>, "version" | "status" | "savedAt" | "restored">;
  words: string;
  testId: string;
  onDiscard(): void;
  /** Shown beside the version (the survey's "See the results"; null: nothing yet, in the same place). */
  extra?: ReactNode;
  /** The save status's own class (its type size and colour), instead of small, dimmed words. */
  statusClassName?: string;
  gap?: "xs" | "sm";
}

export function DocumentStatus(props: DocumentStatusProps) {
  const { t } = useTranslation();
  const { doc, words, testId } = props;
  const { version } = doc;
  const versionText = (
    <Text fw={600} data-testid={`${testId}-version`}>
      {version > 0 ? t(`${words}.version.latest`, { version }) : t(`${words}.version.none`)}
    </Text>
  );
  return (
    <>
      <Group justify="space-between" align="center" gap={props.gap ?? "xs"} wrap="wrap">
        {props.extra !== undefined ? (
          <Group gap="sm">
            {versionText}
            {props.extra}
          </Group>
        ) : (
          versionText
        )}
        <SaveStatusText status={doc.status} savedAt={doc.savedAt} keys={`${words}.save`} className={props.statusClassName} testId={`${testId}-save-status`} />
      </Group>

      <RestoredDraft restored={doc.restored} version={version} keys={`${words}.restored`} onDiscard={props.onDiscard} testId={`${testId}-restored`} />
    </>
  );
}
