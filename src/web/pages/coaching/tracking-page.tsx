/**
 * /coach/tracking (coaches, lenders, administrators; issue #13 §2, ADR 0016): the caller's TA
 * sessions, newest first, one keyset page at a time (CoachListMyTATracking), filtered by client
 * and date range on the server, with the totals of contact, prep and travel hours (and miles) of
 * every session the filters select (the response's totals). Each row links to its editor.
 */
import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { TATrackingStorage } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { DataTable, usePageTokenPaging, type DataTableColumn } from "../../components/data-table";
import { dateOf, dateText } from "./ta-form";
import { calendarDateText, hoursText } from "../../i18n/formats";
import { nameOf, useMyMentees, useTrackingPage, type TrackingFilter } from "./coaching-queries";
import "../../i18n/en/coaching";

export default function TrackingPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [notice, setNotice] = useState("");
  const [clientUserId, setClientUserId] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const paging = usePageTokenPaging();
  const mentees = useMyMentees();

  useEffect(() => {
    const state: unknown = location.state;
    if (state && typeof state === "object" && "notice" in state && typeof state.notice === "string") setNotice(state.notice);
  }, [location.state]);

  const reversed = Boolean(from && to && from > to);
  const filter = useMemo<TrackingFilter>(() => ({ clientUserId, startDate: dateOf(from), endDate: dateOf(to) }), [clientUserId, from, to]);
  const query = useTrackingPage(filter, paging.request, !reversed);
  /** A filter change starts again from the first page (a page token is sealed under its filter). */
  const filtered =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      paging.reset();
      set(v);
    };
  const setClient = filtered(setClientUserId);
  const setStart = filtered(setFrom);
  const setEnd = filtered(setTo);

  const clients = useMemo(
    () =>
      (mentees.data?.mentees ?? [])
        .filter((m) => m.user)
        .map((m) => ({ value: m.user!.id, label: nameOf(m.user) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [mentees.data],
  );

  const hours = (n: number) => hoursText(n, i18n.language);
  const columns = useMemo<DataTableColumn<TATrackingStorage>[]>(() => {
    const hours = (n: number) => hoursText(n, i18n.language);
    return [
      { id: "date", header: t("coaching.tracking.columns.date"), value: (r) => calendarDateText(dateText(r.taTracking?.dateOfSession), i18n.language) },
      { id: "client", header: t("coaching.tracking.columns.client"), value: (r) => r.taTracking?.clientName ?? "" },
      { id: "type", header: t("coaching.tracking.columns.type"), value: (r) => t(`coaching.enums.sessionType.${r.taTracking?.sessionType ?? 0}`) },
      { id: "category", header: t("coaching.tracking.columns.category"), value: (r) => t(`coaching.enums.taCategory.${r.taTracking?.taCategory ?? 0}`) },
      { id: "hours", header: t("coaching.tracking.columns.hours"), value: (r) => hours(r.taTracking?.timeSpentHours ?? 0) },
      { id: "prep", header: t("coaching.tracking.columns.prep"), value: (r) => hours(r.taTracking?.prepTimeHours ?? 0) },
      { id: "travel", header: t("coaching.tracking.columns.travel"), value: (r) => hours(r.taTracking?.travelTimeHours ?? 0) },
      { id: "miles", header: t("coaching.tracking.columns.miles"), value: (r) => hours(r.taTracking?.milesTraveled ?? 0) },
      {
        id: "actions",
        header: t("coaching.tracking.columns.actions"),
        sortable: false,
        value: () => null,
        cell: (r) => (
          <Button component={Link} to={`${pathFor("add-tracking")}?id=${encodeURIComponent(r.taTrackingId)}`} variant="light" size="xs">
            {t("coaching.tracking.edit")}
            <span className="compass-visually-hidden">
              {" "}
              {r.taTracking?.clientName} {calendarDateText(dateText(r.taTracking?.dateOfSession), i18n.language)}
            </span>
          </Button>
        ),
      },
    ];
  }, [t, i18n.language]);

  const totals = query.data?.totals;
  const clear = () => {
    paging.reset();
    setClientUserId("");
    setFrom("");
    setTo("");
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t("coaching.tracking.heading")}</Title>
          <Text>{t("coaching.tracking.intro")}</Text>
        </Stack>
        <Button component={Link} to={pathFor("add-tracking")}>
          {t("coaching.tracking.add")}
        </Button>
      </Group>
      <Text role="status" aria-live="polite" fw={600} data-testid="tracking-notice">
        {notice}
      </Text>
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="tracking-filters-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="tracking-filters-heading">
            {t("coaching.tracking.filters")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t("coaching.tracking.client")}
              placeholder={t("coaching.tracking.allClients")}
              searchable
              clearable
              data={clients}
              value={clientUserId || null}
              onChange={(v) => setClient(v ?? "")}
              comboboxProps={{ withinPortal: true }}
              clearButtonProps={{ "aria-label": t("coaching.tracking.allClients") }}
            />
            <TextInput type="date" label={t("coaching.tracking.from")} value={from} onChange={(e) => setStart(e.currentTarget.value)} error={reversed ? t("coaching.tracking.rangeReversed") : undefined} />
            <TextInput type="date" label={t("coaching.tracking.to")} value={to} onChange={(e) => setEnd(e.currentTarget.value)} />
          </SimpleGrid>
          {clientUserId || from || to ? (
            <Anchor component="button" type="button" onClick={clear} style={{ alignSelf: "flex-start" }}>
              {t("coaching.tracking.clearFilters")}
            </Anchor>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="tracking-totals-heading" data-testid="tracking-totals" aria-busy={query.isFetching || undefined}>
        <Stack gap="xs">
          <Group gap="sm" align="baseline">
            <Title order={2} size="h4" id="tracking-totals-heading">
              {t("coaching.tracking.totals")}
            </Title>
            {totals ? <Text data-testid="total-sessions">{t("coaching.tracking.sessions", { count: totals.sessions })}</Text> : null}
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" style={{ margin: 0 }}>
            {(
              [
                ["contact", t("coaching.tracking.contactHours"), totals?.contactHours],
                ["prep", t("coaching.tracking.prepHours"), totals?.prepHours],
                ["travel", t("coaching.tracking.travelHours"), totals?.travelHours],
                ["miles", t("coaching.tracking.miles"), totals?.milesTraveled],
              ] as const
            ).map(([id, label, value]) => (
              <div key={id}>
                <Text component="dt" size="sm">
                  {label}
                </Text>
                <Text component="dd" fw={700} size="lg" m={0} data-testid={`total-${id}`}>
                  {value === undefined ? "…" : hours(value)}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
      <DataTable
        label={t("coaching.tracking.tableLabel")}
        columns={columns}
        data={reversed ? [] : (query.data?.taTrackingRecords ?? [])}
        getRowId={(r) => r.taTrackingId}
        loading={!reversed && query.isPending}
        error={query.isError ? t("coaching.tracking.loadError") : undefined}
        onRetry={() => void query.refetch()}
        // The totals count every session the filters select: the table shows "1–25 of 40 · Page 1 of 2".
        server={paging.paging(query.data?.pageResponse?.nextPageToken, query.data?.totals?.sessions)}
      />
    </Stack>
  );
}
