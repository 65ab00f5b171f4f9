/**
 * A readiness state as a badge: its colour, an icon and its word (never the colour alone).
 */
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ReadinessState } from "../../../shared/loan-readiness";
import { readinessWords } from "../../../shared/loan-readiness-words";
import { IconAlertTriangle, IconCircleCheck, IconCircleDashed, IconCircleHalf2 } from "../../icons";

const LOOK: Record<ReadinessState, { color: string; Icon: typeof IconCircleCheck }> = {
  ready: { color: "compass.8", Icon: IconCircleCheck },
  close: { color: "amber.8", Icon: IconCircleHalf2 },
  "not-yet": { color: "red.9", Icon: IconAlertTriangle },
  unknown: { color: "gray.8", Icon: IconCircleDashed },
};

export function StateBadge(props: { state: ReadinessState; testId?: string }) {
  const { i18n } = useTranslation();
  const { color, Icon } = LOOK[props.state];
  return (
    <Badge variant="outline" color={color} radius="sm" tt="none" size="lg" leftSection={<Icon size={16} aria-hidden="true" />} data-testid={props.testId} data-state={props.state}>
      {readinessWords(i18n.language).state(props.state)}
    </Badge>
  );
}
