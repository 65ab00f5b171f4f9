/**
 * The next three classes, as the learner's home (/) and the coach's agenda list them: loading,
 * error (with retry), empty and the list, each class with its title and start in the viewer's
 * language. The page gives the words and the frame (its own section).
 */
import { Group, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@connectrpc/connect-query";
import { useTranslation } from "react-i18next";
import { useAppConfig } from "../../auth/use-current-user";
import { dateTimeFormat } from "../../i18n/formats";
import { IconCalendarEvent } from "../../icons";
import { HOME_CLASSES } from "../../start/first-data";
import { ErrorState } from "../query-state/query-state";
import { upcomingClasses } from "./upcoming-classes";

const CLASS_STARTS: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" };

export function NextClasses(props: { errorMessage: string; emptyMessage: string }) {
  const { i18n } = useTranslation();
  const config = useAppConfig();
  const classes = useQuery(HOME_CLASSES.method, HOME_CLASSES.input, { staleTime: HOME_CLASSES.staleTime });
  const upcoming = classes.data && config.data ? upcomingClasses(classes.data.classes, config.data.orgTimeZone ?? "UTC", Date.now()).slice(0, 3) : null;
  if (classes.isError) return <ErrorState message={props.errorMessage} onRetry={() => void classes.refetch()} />;
  if (upcoming === null) return <Skeleton height={60} radius="md" aria-hidden="true" />;
  if (upcoming.length === 0) return <Text c="dimmed">{props.emptyMessage}</Text>;
  const starts = dateTimeFormat(i18n.language, CLASS_STARTS);
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
      {upcoming.map(({ item, startsAt }) => (
        <Group component="li" key={item.classId} gap="sm" wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {item.title}
            </Text>
            <Text size="sm" c="dimmed">
              <time dateTime={startsAt.toISOString()}>{starts.format(startsAt)}</time>
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
