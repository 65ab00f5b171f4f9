/**
 * The client's three business documents and their lender packet (the readiness summary with the
 * loan request and the three documents in one PDF, issue #39). A click mints a single-use, five-minute link
 * (CoachDownloadUser*) and the browser opens it at once (ADR 0015: the answer is an attachment, so
 * the page stays) and counts as the viewer opening it (the agenda stops listing it until a newer
 * version: the mentee reads are refreshed). A document the client has not submitted yet (FAILED_PRECONDITION) says so next
 * to its button; the outcome is also announced.
 */
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IconFileDownload } from "../../icons";
import { invalidateMentees, useDocumentLink, type DocumentKind } from "../../queries/mentees-queries";
import "../../i18n/en/mentees";

const KINDS: readonly DocumentKind[] = ["cashflow", "businessPlan", "businessSurvey", "lenderPacket"];

export function DocumentsPanel(props: { userId: string; announce: (text: string) => void }) {
  const { t } = useTranslation();
  const link = useDocumentLink();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<DocumentKind | null>(null);
  const [notes, setNotes] = useState<Partial<Record<DocumentKind, { text: string; error: boolean }>>>({});

  const download = async (kind: DocumentKind) => {
    const name = t(`mentees.manage.documents.${kind}`);
    setBusy(kind);
    setNotes((n) => ({ ...n, [kind]: undefined }));
    const outcome = await link(kind, props.userId);
    setBusy(null);
    if (outcome.status === "ok") {
      // The server counts the link as this viewer opening the document: it no longer awaits their review.
      void invalidateMentees(queryClient);
      window.location.assign(outcome.url);
      props.announce(t("mentees.manage.documents.downloading", { name }));
      return;
    }
    const text = outcome.status === "not-submitted"
        ? t(kind === "lenderPacket" ? "mentees.manage.documents.noLoanRequest" : "mentees.manage.documents.notSubmitted", { name }) : t("mentees.manage.documents.error", { name });
    setNotes((n) => ({ ...n, [kind]: { text, error: outcome.status === "error" } }));
    props.announce(text);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mentee-documents-heading" data-testid="mentee-documents">
      <Stack gap="sm">
        <Title order={2} id="mentee-documents-heading">
          {t("mentees.manage.documents.heading")}
        </Title>
        <Text size="sm">{t("mentees.manage.documents.intro")}</Text>
        <Stack gap="xs">
          {KINDS.map((kind) => {
            const name = t(`mentees.manage.documents.${kind}`);
            const note = notes[kind];
            return (
              <Group key={kind} justify="space-between" wrap="wrap" gap="xs" data-testid={`document-${kind}`}>
                <Stack gap={0}>
                  <Text fw={600}>{name}</Text>
                  {note ? (
                    <Text size="sm" c={note.error ? "red.9" : "dimmed"} data-testid={`document-${kind}-note`}>
                      {note.text}
                    </Text>
                  ) : null}
                </Stack>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconFileDownload size={16} aria-hidden="true" />}
                  loading={busy === kind}
                  disabled={busy !== null && busy !== kind}
                  onClick={() => void download(kind)}
                >
                  {t("mentees.manage.documents.download")}
                  <span className="compass-visually-hidden"> {name}</span>
                </Button>
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
