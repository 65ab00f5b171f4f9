/**
 * The class editor's attendance (issue #40 §4; SBA Form 888's number trained): the learners who
 * registered, and a checkbox per learner that marks them as attending (AdminSetClassAttendance,
 * audited) from the class's day on (the organisation's date); from that day too, "Add a walk-in"
 * (walk-in-form.tsx) marks a learner who came without registering, who then shows in the list as
 * a walk-in. Loading, empty and error states; the result of each mark is said aloud.
 */
import { Checkbox, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { ConnectError } from "@connectrpc/connect";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ClassRegistration } from "../../../gen/compass/v1/compass_pb";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { invalidateClasses, useClassRegistrations, useSetClassAttendance } from "./classes-queries";
import type { WalkInChoice } from "./walk-in";
import { WalkInForm } from "./walk-in-form";
import "../../i18n/en/classes";

/** Today's date (YYYY-MM-DD) on the organisation's wall clock. */
function orgToday(zone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

export function AttendancePanel(props: { classId: string; classDate: string; orgZone: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useClassRegistrations(props.classId);
  const mark = useSetClassAttendance();
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const open = props.classDate !== "" && props.classDate <= orgToday(props.orgZone);

  const toggle = async (r: ClassRegistration, attended: boolean) => {
    setError("");
    try {
      await mark.mutateAsync({ classId: props.classId, userId: r.userId, attended });
      await Promise.all([invalidateClasses(queryClient), list.refetch()]);
      setStatus(t(attended ? "classes.attendance.marked" : "classes.attendance.unmarked", { name: r.name || t("classes.attendance.unnamed") }));
    } catch (e) {
      setError(ConnectError.from(e).rawMessage);
    }
  };

  const listed = useMemo(() => new Set((list.data?.registrations ?? []).map((r) => r.userId)), [list.data]);

  const addWalkIn = async (choice: WalkInChoice) => {
    setError("");
    try {
      await mark.mutateAsync({ classId: props.classId, userId: choice.value, attended: true });
      await Promise.all([invalidateClasses(queryClient), list.refetch()]);
      setStatus(t("classes.attendance.walkInForm.added", { name: choice.name || t("classes.attendance.unnamed") }));
    } catch (e) {
      setError(ConnectError.from(e).rawMessage);
      throw e;
    }
  };

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: "md", sm: "lg" }} aria-labelledby="attendance-heading" data-testid="class-attendance">
      <Stack gap="sm">
        <Title order={2} size="h3" id="attendance-heading">
          {t("classes.attendance.heading")}
        </Title>
        <Text size="sm">{open ? t("classes.attendance.intro") : t("classes.attendance.notYet")}</Text>
        <Text role="status" aria-live="polite" size="sm" data-testid="attendance-status">
          {status}
        </Text>
        {error ? (
          <Text role="alert" c="red.9" fw={600}>
            {error}
          </Text>
        ) : null}
        {list.isError ? (
          <ErrorState message={t("classes.attendance.loadError")} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : !list.data ? (
          <LoadingState label={t("classes.attendance.loading")} />
        ) : list.data.registrations.length === 0 ? (
          <Text c="dimmed" data-testid="attendance-empty">
            {t("classes.attendance.empty")}
          </Text>
        ) : (
          <>
            <Text size="sm" data-testid="attendance-counts">
              {t("classes.attendance.counts", { registered: list.data.registeredCount, attended: list.data.attendedCount })}
            </Text>
            <Table.ScrollContainer minWidth={280}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t("classes.attendance.learner")}</Table.Th>
                    <Table.Th scope="col">{t("classes.attendance.registered")}</Table.Th>
                    <Table.Th scope="col">{t("classes.attendance.attended")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.registrations.map((r) => (
                    <Table.Tr key={r.userId}>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>{r.name || t("classes.attendance.unnamed")}</Table.Td>
                      <Table.Td>{r.registered ? t("classes.attendance.yes") : t("classes.attendance.walkIn")}</Table.Td>
                      <Table.Td>
                        <Checkbox
                          aria-label={t("classes.attendance.markLabel", { name: r.name || t("classes.attendance.unnamed") })}
                          checked={r.attended}
                          disabled={!open || mark.isPending}
                          onChange={(e) => void toggle(r, e.currentTarget.checked)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        {open && list.data ? <WalkInForm listed={listed} disabled={mark.isPending} onAdd={addWalkIn} /> : null}
      </Stack>
    </Paper>
  );
}
