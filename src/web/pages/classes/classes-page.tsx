/**
 * /classes (any signed-in user; issue #10 §4): the classes still to come, soonest first, then the
 * past ones, most recent first, behind a 'Show past classes' button. Each shows its title, its start
 * in the viewer's time zone with the zone's name (the organisation's wall clock read in
 * ORG_TIME_ZONE, ADR 0013), its description, 'Join' (http and https links only, in a new tab) and,
 * while it is to come, 'Add to calendar' (an .ics made in the browser, calendar-download.ts).
 * A learner registers for a class to come (or cancels) from its card, and sees "Registered" on it,
 * and "Attended" once the administrator has marked them (issue #40 §4).
 */
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { Class } from "../../../gen/compass/v1/compass_pb";
import { ConnectError } from "@connectrpc/connect";
import { useQueryClient } from "@tanstack/react-query";
import { useAppConfig, useCurrentUser } from "../../auth/use-current-user";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { IconCalendarEvent, IconFileDownload, IconMapPin } from "../../icons";
import { downloadClassCalendar } from "./calendar-download";
import { invalidateClasses, useAllClasses, useRegisterForClass, useUnregisterFromClass } from "./classes-queries";
import { hasStarted, joinUrl, splitClasses, startFormat, viewerTimeZone, zoneLabel, type ScheduledClass } from "./classes-view";
import "../../i18n/en/classes";

/** "90 minutes", "1 hour", "1 hour 30 minutes". */
function durationText(minutes: number, t: TFunction): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t("classes.minutes", { count: rest });
  return rest === 0 ? t("classes.hours", { count: hours }) : t("classes.hoursMinutes", { hours: t("classes.hours", { count: hours }), minutes: t("classes.minutes", { count: rest }) });
}

/** A learner's registration for a class to come: 'Register' or 'Cancel registration', and what happened, said aloud. */
function RegistrationButton(props: { item: Class; onDone: (message: string) => void; onError: (message: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const register = useRegisterForClass();
  const unregister = useUnregisterFromClass();
  const pending = register.isPending || unregister.isPending;
  const toggle = async () => {
    try {
      if (props.item.registered) await unregister.mutateAsync({ classId: props.item.classId });
      else await register.mutateAsync({ classId: props.item.classId });
      await invalidateClasses(queryClient);
      props.onDone(t(props.item.registered ? "classes.unregistered" : "classes.registeredNotice", { title: props.item.title }));
    } catch (e) {
      props.onError(ConnectError.from(e).rawMessage || t("classes.registrationError"));
    }
  };
  return (
    <Button variant={props.item.registered ? "default" : "light"} loading={pending} onClick={() => void toggle()} data-testid="class-register">
      {props.item.registered ? t("classes.unregister") : t("classes.register")}
      <span className="compass-visually-hidden"> {props.item.title}</span>
    </Button>
  );
}

function ClassCard(props: {
  entry: ScheduledClass;
  format: Intl.DateTimeFormat;
  now: number;
  past?: boolean;
  onCalendar?: (item: Class) => void;
  /** Learners: registration (classes to come) and attendance (past ones). */
  learner?: { onDone: (message: string) => void; onError: (message: string) => void };
}) {
  const { t } = useTranslation();
  const { item, startsAt } = props.entry;
  const canRegister = !!props.learner && !props.past && !hasStarted(props.entry, props.now);
  const link = joinUrl(item.url);
  const headingId = `class-${item.classId}`;
  return (
    <Paper component="li" withBorder radius="lg" p={{ base: "md", sm: "lg" }} aria-labelledby={headingId} data-testid={props.past ? "past-class" : "upcoming-class"}>
      <Stack gap="xs">
        <Group gap="xs" align="center" wrap="wrap">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: "anywhere" }}>
            {item.title}
          </Title>
          {!props.past && hasStarted(props.entry, props.now) ? (
            <Badge color="compass.8" radius="sm" tt="none">
              {t("classes.now")}
            </Badge>
          ) : null}
          {props.learner && item.attended ? (
            <Badge color="compass.8" radius="sm" tt="none" data-testid="class-attended">
              {t("classes.attended")}
            </Badge>
          ) : props.learner && item.registered ? (
            <Badge color="compass.8" variant="outline" radius="sm" tt="none" data-testid="class-registered">
              {t("classes.registered")}
            </Badge>
          ) : null}
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fw={600}>
            <time dateTime={startsAt.toISOString()} data-testid="class-start">
              {props.format.format(startsAt)}
            </time>
            {item.durationMinutes ? <span data-testid="class-duration"> · {durationText(item.durationMinutes, t)}</span> : null}
          </Text>
        </Group>
        {item.address.trim() ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }} data-testid="class-address">
              <span className="compass-visually-hidden">{t("classes.where")} </span>
              {item.address}
            </Text>
          </Group>
        ) : null}
        {item.description.trim() ? (
          <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }} data-testid="class-description">
            {item.description}
          </Text>
        ) : null}
        {link || props.onCalendar || canRegister ? (
          <Group gap="sm" wrap="wrap" mt={4}>
            {canRegister && props.learner ? <RegistrationButton item={item} onDone={props.learner.onDone} onError={props.learner.onError} /> : null}
            {link ? (
              <Button component="a" href={link} target="_blank" rel="noopener noreferrer" variant={props.past ? "default" : "filled"} data-testid="class-join">
                {props.past ? t("classes.link") : t("classes.join")}
                <span className="compass-visually-hidden">
                  {" "}
                  {item.title} {t("classes.newTab")}
                </span>
              </Button>
            ) : null}
            {props.onCalendar ? (
              <Button variant="light" leftSection={<IconFileDownload size={18} aria-hidden="true" />} onClick={() => props.onCalendar?.(item)}>
                {t("classes.addToCalendar")}
                <span className="compass-visually-hidden"> {item.title}</span>
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

const listStyle = { listStyle: "none" } as const;

export default function ClassesPage() {
  const { t, i18n } = useTranslation();
  const config = useAppConfig();
  const classes = useAllClasses();
  const [showPast, setShowPast] = useState(false);
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const viewerZone = viewerTimeZone();
  const orgZone = config.data?.orgTimeZone ?? "UTC";
  const format = useMemo(() => startFormat(i18n.language), [i18n.language]);
  // "Now" is when the list arrived: it is split again when it is refetched (focus, staleness).
  const now = classes.dataUpdatedAt;
  const split = useMemo(() => (classes.data && config.data ? splitClasses(classes.data, orgZone, now) : null), [classes.data, config.data, orgZone, now]);

  const addToCalendar = async (item: Class) => {
    setCalendarError(null);
    setAnnouncement("");
    try {
      await downloadClassCalendar(item, orgZone);
      setAnnouncement(t("classes.calendarReady", { title: item.title }));
    } catch {
      setCalendarError(t("classes.calendarError"));
    }
  };

  const user = useCurrentUser();
  const learner = user.role === "standard" ? { onDone: (message: string) => { setCalendarError(null); setAnnouncement(message); }, onError: (message: string) => setCalendarError(message) } : undefined;

  const failed = classes.isError || config.isError;
  return (
    <Stack gap="xl" maw={840}>
      <Stack gap={4}>
        <Title order={1}>{t("classes.heading")}</Title>
        <Text>{t("classes.intro")}</Text>
        <Text size="sm" c="dimmed" data-testid="classes-zone">
          {t("classes.yourZone", { zone: zoneLabel(viewerZone, i18n.language) })}
        </Text>
      </Stack>
      <Text role="status" aria-live="polite" className="compass-visually-hidden" data-testid="classes-announcement">
        {announcement}
      </Text>
      {calendarError ? (
        <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel={t("common.close")} onClose={() => setCalendarError(null)}>
          {calendarError}
        </Alert>
      ) : null}
      {failed ? (
        <ErrorState
          message={t("classes.loadError")}
          onRetry={() => {
            if (classes.isError) void classes.refetch();
            if (config.isError) void config.refetch();
          }}
          retrying={classes.isFetching}
        />
      ) : split === null ? (
        <LoadingState label={t("classes.loading")} />
      ) : (
        <>
          <Stack gap="sm" component="section" aria-labelledby="upcoming-heading" data-testid="classes-upcoming">
            <Title order={2} size="h3" id="upcoming-heading">
              {t("classes.upcoming")}
            </Title>
            {split.upcoming.length === 0 ? (
              <Text c="dimmed" data-testid="classes-none">
                {t("classes.noUpcoming")}
              </Text>
            ) : (
              <Stack component="ul" gap="md" p={0} m={0} style={listStyle}>
                {split.upcoming.map((entry) => (
                  <ClassCard key={entry.item.classId} entry={entry} format={format} now={now} onCalendar={(item) => void addToCalendar(item)} learner={learner} />
                ))}
              </Stack>
            )}
          </Stack>
          {split.past.length > 0 ? (
            <Stack gap="sm" component="section" aria-labelledby="past-heading" data-testid="classes-past">
              <Title order={2} size="h3" id="past-heading">
                {t("classes.past")}
              </Title>
              <Anchor
                component="button"
                type="button"
                aria-expanded={showPast}
                aria-controls="past-classes"
                onClick={() => setShowPast((shown) => !shown)}
                style={{ alignSelf: "flex-start" }}
              >
                {showPast ? t("classes.hidePast") : t("classes.showPast", { count: split.past.length })}
              </Anchor>
              <Stack component="ul" gap="md" p={0} m={0} style={{ ...listStyle, display: showPast ? undefined : "none" }} id="past-classes">
                {showPast ? split.past.map((entry) => <ClassCard key={entry.item.classId} entry={entry} format={format} now={now} past learner={learner} />) : null}
              </Stack>
            </Stack>
          ) : null}
        </>
      )}
      {config.data && viewerZone !== orgZone ? (
        <Text size="sm" c="dimmed">
          {t("classes.orgZone", { zone: zoneLabel(orgZone, i18n.language) })}
        </Text>
      ) : null}
    </Stack>
  );
}
