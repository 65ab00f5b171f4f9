/**
 * A progress bar screen readers can name: Mantine puts role="progressbar" on the bar's section,
 * so the name goes there (aria-labelledby the visible text that says what is progressing).
 */
import { Progress, type MantineSize } from "@mantine/core";

export function LabelledProgress(props: { value: number; labelledBy: string; size?: MantineSize; animate?: boolean }) {
  return (
    <Progress.Root size={props.size ?? "md"} transitionDuration={props.animate ? 150 : undefined}>
      <Progress.Section value={Math.max(0, Math.min(100, props.value))} aria-labelledby={props.labelledBy} />
    </Progress.Root>
  );
}
