/**
 * A file on its way down, as the report pages show it: "Preparing…" with a spinner until the first
 * bytes arrive, then "1.2 MB of 3.4 MB received" (or "1.2 MB received" when the size is unknown)
 * over a progress bar named for what is downloading. Each page gives its own words.
 */
import { Group, Loader, Progress, Stack, Text } from "@mantine/core";
import { bytesText, percentOf, type DownloadProgress } from "./fetch-download";


export interface DownloadProgressWords {
  /** While nothing has arrived yet (omit to show nothing then). */
  preparing?: string;
  /** "{received} of {total} received" with the sizes filled in. */
  receivedOf: (received: string, total: string) => string;
  /** "{received} received", when the size is not known. */
  received: (received: string) => string;
  /** The progress bar's name. */
  label: string;
}

export function DownloadProgressView(props: { progress: DownloadProgress | null; words: DownloadProgressWords; locale: string; testId: string }) {
  const { progress, words } = props;
  if (!progress) {
    if (words.preparing === undefined) return null;
    return (
      <Group gap="sm" data-testid={props.testId}>
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{words.preparing}</Text>
      </Group>
    );
  }
  const percent = percentOf(progress);
  const received = bytesText(progress.received, props.locale);
  return (
    <Stack gap={4} w="100%" maw={420} data-testid={props.testId}>
      <Text size="sm">{progress.total ? words.receivedOf(received, bytesText(progress.total, props.locale)) : words.received(received)}</Text>
      {percent !== null ? <Progress value={percent} aria-label={words.label} /> : null}
    </Stack>
  );
}
