/**
 * The learner's "Download the lender packet" (issue #39, deliverable 5), on the Loan readiness tab
 * under the request form: one PDF in the learner's language (DownloadMyLenderPacket, made in the
 * worker pool) with the readiness summary, the request and the three documents. Disabled, with the
 * reason, until a request is saved; the coach's copy is a link on the mentee's documents panel.
 */
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useDownloadMyLenderPacket } from "../../queries/loan-readiness-queries";
import { DownloadButton } from "../documents/download-button";
import "../../i18n/en/loan-readiness";

export function LenderPacketDownload(props: { version: number }) {
  const { t } = useTranslation();
  const download = useDownloadMyLenderPacket();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="lender-packet-heading" data-testid="lender-packet">
      <Stack gap="sm">
        <Title order={3} id="lender-packet-heading">
          {t("loanReadiness.packet.heading")}
        </Title>
        <Text size="sm">{t("loanReadiness.packet.intro")}</Text>
        <DownloadButton
          version={props.version}
          label={t("loanReadiness.packet.download")}
          name={t("loanReadiness.packet.name")}
          hint={t("loanReadiness.packet.hint")}
          readyText={t("loanReadiness.packet.ready", { version: props.version })}
          fallbackName="lender-packet.pdf"
          fetch={() => download.mutateAsync({})}
          testId="lender-packet-download"
        />
      </Stack>
    </Paper>
  );
}
