/**
 * A mentee's three business tools in a table cell: each tool's name and whether it is submitted,
 * started or not started, in words (the icon only repeats them, hidden from screen readers), and
 * whether a version submitted since the viewer last opened it awaits their review.
 */
import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { UserState } from "../../../gen/compass/v1/compass_pb";
import { IconCircleCheck, IconCircleDashed, IconCircleHalf2 } from "../../icons";
import { BUSINESS_TOOLS, businessTools, type BusinessTool, type ToolProgress } from "../../components/mentees/mentee-view";

const ICONS: Record<ToolProgress, typeof IconCircleCheck> = {
  completed: IconCircleCheck,
  started: IconCircleHalf2,
  notStarted: IconCircleDashed,
};

export function BusinessToolsCell({ state, toReview = [] }: { state: UserState | undefined; toReview?: readonly BusinessTool[] }) {
  const { t } = useTranslation();
  const tools = businessTools(state);
  return (
    <ul style={{ listStyle: "none", margin: 0, padding: 0 }} data-testid="mentee-tools">
      {BUSINESS_TOOLS.map((tool) => {
        const Icon = ICONS[tools[tool]];
        return (
          <li key={tool} data-tool={tool} data-progress={tools[tool]}>
            <Group gap={4} wrap="nowrap">
              <Icon size={14} aria-hidden="true" color={tools[tool] === "completed" ? "var(--mantine-color-compass-8)" : undefined} />
              <Text size="sm" c={tools[tool] === "notStarted" ? "dimmed" : undefined}>
                {t(`mentees.tools.${tool}`)}: {t(`mentees.tools.${tools[tool]}`)}
                {toReview.includes(tool) ? (
                  <Text span size="sm" fw={600} data-testid="mentee-tool-to-review">
                    {" "}
                    · {t("mentees.tools.toReview")}
                  </Text>
                ) : null}
              </Text>
            </Group>
          </li>
        );
      })}
    </ul>
  );
}
