/**
 * The TA sessions logged with the client (CoachTATrackingByClientId: the caller's, an
 * administrator's every coach's), newest first, in the shared data table, with the total contact
 * hours and a link to log another (/coach/add-tracking?client=<id>).
 */
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SessionType, type TATrackingStorage } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { DataTable, type DataTableColumn } from "../data-table";
import { useMenteeTaHistory } from "../../queries/mentees-queries";
import { sessionDate, totalHours } from "./mentee-view";
import "../../i18n/en/mentees";
import { dateTimeFormat, numberFormat } from "../../i18n/formats";

export function TaHistoryPanel({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const query = useMenteeTaHistory(userId);
  const records = useMemo(
    () => [...(query.data?.taTrackingRecords ?? [])].sort((a, b) => (sessionDate(b)?.getTime() ?? 0) - (sessionDate(a)?.getTime() ?? 0)),
    [query.data],
  );
  const hours = useMemo(() => numberFormat(i18n.language, { maximumFractionDigits: 2 }), [i18n.language]);
  const dateFormat = useMemo(() => dateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" }), [i18n.language]);

  const columns = useMemo<DataTableColumn<TATrackingStorage>[]>(
    () => [
      {
        id: "date",
        header: t("mentees.manage.ta.columns.date"),
        value: (r) => sessionDate(r),
        cell: (r) => {
          const d = sessionDate(r);
          return d ? <time dateTime={d.toISOString().slice(0, 10)}>{dateFormat.format(d)}</time> : "";
        },
      },
      {
        id: "type",
        header: t("mentees.manage.ta.columns.type"),
        value: (r) => t(`mentees.manage.ta.types.SESSION_TYPE_${SessionType[r.taTracking?.sessionType ?? SessionType.UNSPECIFIED] ?? "UNSPECIFIED"}`),
      },
      { id: "hours", header: t("mentees.manage.ta.columns.hours"), value: (r) => r.taTracking?.timeSpentHours ?? 0, cell: (r) => hours.format(r.taTracking?.timeSpentHours ?? 0) },
      { id: "prep", header: t("mentees.manage.ta.columns.prep"), value: (r) => r.taTracking?.prepTimeHours ?? 0, cell: (r) => hours.format(r.taTracking?.prepTimeHours ?? 0) },
      { id: "travel", header: t("mentees.manage.ta.columns.travel"), value: (r) => r.taTracking?.travelTimeHours ?? 0, cell: (r) => hours.format(r.taTracking?.travelTimeHours ?? 0) },
      { id: "service", header: t("mentees.manage.ta.columns.service"), value: (r) => r.taTracking?.serviceProvided ?? "", sortable: false },
    ],
    [t, hours, dateFormat],
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mentee-ta-heading" data-testid="mentee-ta">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} id="mentee-ta-heading">
            {t("mentees.manage.ta.heading")}
          </Title>
          <Anchor component={Link} to={`${pathFor("add-tracking")}?client=${encodeURIComponent(userId)}`} fw={600}>
            {t("mentees.manage.ta.log")}
          </Anchor>
        </Group>
        {query.isSuccess ? (
          <Text data-testid="mentee-ta-total">
            {records.length === 0 ? t("mentees.manage.ta.empty") : t("mentees.manage.ta.total", { hours: hours.format(totalHours(records)), count: records.length })}
          </Text>
        ) : null}
        <DataTable
          label={t("mentees.manage.ta.tableLabel")}
          columns={columns}
          data={records}
          getRowId={(r) => r.taTrackingId}
          loading={query.isPending}
          error={query.isError ? t("mentees.manage.ta.loadError") : undefined}
          onRetry={() => void query.refetch()}
          initialPageSize={25}
        />
      </Stack>
    </Paper>
  );
}
