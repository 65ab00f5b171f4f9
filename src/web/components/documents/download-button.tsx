/**
 * A document's download (DownloadMy*: the bytes come back in the answer): disabled, with the reason
 * under it, until a version has been submitted (used by the plan, the survey, the cash flow and the
 * lender packet); a spinner and "Preparing your file…" while the
 * server makes it; then the bytes saved as the file the server named, and the news announced.
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DownloadResult } from "../../../gen/compass/v1/compass_pb";
import { saveFile } from "../../files/save-file";
import { IconFileDownload } from "../../icons";
import { useAnnounce } from "../document-editor/announcer";
import "../../i18n/en/my-business";

export interface DownloadButtonProps {
  /** The latest submitted version (0: nothing to download yet). */
  version: number;
  /** The button's words ("Download PDF"). */
  label: string;
  /** What the file is ("Your business plan"), for the button's name and the announcement. */
  name: string;
  /** Why it is disabled before the first submit. */
  hint: string;
  fallbackName: string;
  fetch: () => Promise<{ result?: DownloadResult }>;
  testId?: string;
  size?: "sm" | "md";
  /** What the hint says once a version exists (default: "Version N will be downloaded."). */
  readyText?: string;
}

export function DownloadButton(props: DownloadButtonProps) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const hintId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const disabled = props.version === 0;

  const run = async () => {
    setError(null);
    setPending(true);
    announce(t("myBusiness.download.preparing"));
    try {
      const { result } = await props.fetch();
      if (!result || result.content.length === 0) throw new ConnectError("no file", Code.Internal);
      saveFile(result.content, result.contentType, result.fileName, props.fallbackName);
      announce(t("myBusiness.download.done", { name: props.name }));
    } catch (e) {
      setError(ConnectError.from(e).code === Code.FailedPrecondition ? props.hint : t("myBusiness.download.failed"));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        size={props.size ?? "sm"}
        leftSection={<IconFileDownload size={18} aria-hidden="true" />}
        onClick={() => void run()}
        loading={pending}
        disabled={disabled}
        aria-describedby={hintId}
        data-testid={props.testId}
      >
        {props.label}
        <span className="compass-visually-hidden">: {props.name}</span>
      </Button>
      <Text size="sm" c="dimmed" id={hintId}>
        {pending ? t("myBusiness.download.preparing") : disabled ? props.hint : (props.readyText ?? t("myBusiness.download.ready", { version: props.version }))}
      </Text>
      {error ? (
        <Alert variant="light" color="red" role="alert" p="xs" data-testid={props.testId ? `${props.testId}-error` : undefined}>
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
