/**
 * /admin/users (administrators; issue #15 §1): every user in the shared data table, one server page
 * at a time (AdminListFilteredUsers: keyset page tokens, a stack of them for Previous; 25, 50 or
 * 100 rows; the total from page_response.total_size). Searched on the server by name, e-mail or
 * business (a debounced box), filtered by type, application decision and status (suggesting the
 * values seen so far), sorted by any sortable column either way. Each name opens
 * /admin/manage-user; selected rows get the bulk actions (assign a coach, enable, disable).
 * A filter or sort change starts again from the first page (a page token is sealed under its
 * filters and sort).
 */
import { Anchor, Autocomplete, Badge, Button, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { User } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { DataTable, usePageTokenPaging, type DataTableColumn, type SortState } from "../../components/data-table";
import { BulkUserActions } from "./bulk-user-actions";
import { StorageUsersPanel } from "./storage-users-panel";
import { useCoaches, useUsersPage } from "./admin-users-queries";
import { userName } from "../../components/user-name";
import { hasFilter, listRequest, typeKey, USER_TYPES, valuesSeen, type UserListFilter } from "./user-view";
import "../../i18n/en/admin-users";
import { dateTimeFormat } from "../../i18n/formats";

export const manageUserPath = (id: string) => `${pathFor("admin-manage-user")}?id=${encodeURIComponent(id)}`;

const DEBOUNCE_MS = 300;

export default function UsersPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [notice, setNotice] = useState("");
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const state: unknown = location.state;
    if (state && typeof state === "object" && "notice" in state && typeof state.notice === "string") setNotice(state.notice);
  }, [location.state]);

  const [search, setSearch] = useState("");
  const [type, setType] = useState("");
  const [decision, setDecision] = useState("");
  const [status, setStatus] = useState("");
  const [debouncedSearch] = useDebouncedValue(search, DEBOUNCE_MS);
  const [debouncedDecision] = useDebouncedValue(decision, DEBOUNCE_MS);
  const [debouncedStatus] = useDebouncedValue(status, DEBOUNCE_MS);
  const filter = useMemo<UserListFilter>(
    () => ({ search: debouncedSearch, type, decision: debouncedDecision, status: debouncedStatus }),
    [debouncedSearch, type, debouncedDecision, debouncedStatus],
  );
  const [sort, setSort] = useState<SortState | null>(null);
  const paging = usePageTokenPaging();

  // A new filter or order starts from the first page, in the same render (an old token would be refused).
  const listKey = JSON.stringify([filter, sort]);
  const [pagedKey, setPagedKey] = useState(listKey);
  if (pagedKey !== listKey) {
    setPagedKey(listKey);
    paging.reset();
  }
  const pageRequest = pagedKey === listKey ? paging.request : { ...paging.request, pageToken: "" };
  const query = useUsersPage(listRequest(filter, sort, pageRequest));
  const coaches = useCoaches();

  const users = useMemo(() => query.data?.users ?? [], [query.data]);
  /** Another page, order or filter is on its way: the rows on screen are the previous answer's. */
  const waiting = query.isPlaceholderData && query.isFetching;
  const total = query.data?.pageResponse?.totalSize ?? 0;

  // The decision and status filters suggest the values seen so far.
  const [seenDecisions, setSeenDecisions] = useState<string[]>([]);
  const [seenStatuses, setSeenStatuses] = useState<string[]>([]);
  useEffect(() => {
    setSeenDecisions((known) => valuesSeen(known, users, (u) => u.profile?.applicationDecision));
    setSeenStatuses((known) => valuesSeen(known, users, (u) => u.profile?.status));
  }, [users]);

  // The selection survives paging: the users picked on other pages are kept by id.
  const [selected, setSelected] = useState<ReadonlyMap<string, User>>(new Map());
  const onSelectionChange = (ids: string[]) =>
    setSelected((old) => new Map(ids.map((id) => [id, old.get(id) ?? users.find((u) => u.id === id)]).filter((e): e is [string, User] => e[1] !== undefined)));

  const coachNames = useMemo(() => new Map((coaches.data?.coaches ?? []).map((c) => [c.id, userName(c)])), [coaches.data]);
  const dateFormat = useMemo(() => dateTimeFormat(i18n.language, { dateStyle: "medium" }), [i18n.language]);
  const typeLabel = (key: string) => t(`adminUsers.types.${key}`);

  const columns = useMemo<DataTableColumn<User>[]>(
    () => [
      {
        id: "name",
        header: t("adminUsers.columns.name"),
        value: (u) => userName(u),
        cell: (u) => (
          <Anchor component={Link} to={manageUserPath(u.id)} fw={600}>
            {userName(u)}
          </Anchor>
        ),
      },
      { id: "email", header: t("adminUsers.columns.email"), value: (u) => u.profile?.email ?? "" },
      { id: "business", header: t("adminUsers.columns.business"), value: (u) => u.profile?.businessName ?? "" },
      { id: "type", header: t("adminUsers.columns.type"), value: (u) => t(`adminUsers.types.${typeKey(u.type)}`) },
      {
        id: "coach",
        header: t("adminUsers.columns.coach"),
        sortable: false,
        value: (u) => (u.assignedCoach ? (coachNames.get(u.assignedCoach) ?? t("adminUsers.unknownCoach")) : ""),
        cell: (u) =>
          u.assignedCoach ? (
            (coachNames.get(u.assignedCoach) ?? t("adminUsers.unknownCoach"))
          ) : (
            <Text size="sm" c="dimmed" component="span" style={{ whiteSpace: "nowrap" }}>
              {t("adminUsers.noCoach")}
            </Text>
          ),
      },
      { id: "status", header: t("adminUsers.columns.status"), value: (u) => u.profile?.status ?? "" },
      { id: "decision", header: t("adminUsers.columns.decision"), value: (u) => u.profile?.applicationDecision ?? "" },
      {
        id: "enabled",
        header: t("adminUsers.columns.enabled"),
        sortable: false,
        value: (u) => (u.enabled ? 1 : 0),
        cell: (u) =>
          u.enabled ? (
            t("adminUsers.enabled")
          ) : (
            <Badge variant="outline" color="gray.9" radius="sm" tt="none">
              {t("adminUsers.disabled")}
            </Badge>
          ),
      },
      {
        id: "created",
        header: t("adminUsers.columns.created"),
        value: (u) => (u.auth0CreatedTs ? timestampDate(u.auth0CreatedTs) : null),
        cell: (u) => {
          if (!u.auth0CreatedTs) return "";
          const d = timestampDate(u.auth0CreatedTs);
          return (
            <time dateTime={d.toISOString()} style={{ whiteSpace: "nowrap" }}>
              {dateFormat.format(d)}
            </time>
          );
        },
      },
    ],
    [t, coachNames, dateFormat],
  );

  const filtering = hasFilter({ search, type, decision, status });
  const clear = () => {
    setSearch("");
    setType("");
    setDecision("");
    setStatus("");
  };

  const countText = !query.data || waiting
    ? ""
    : hasFilter(filter)
      ? t("adminUsers.matching", { count: total })
      : t("adminUsers.count", { count: total });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("adminUsers.heading")}</Title>
        <Text>{t("adminUsers.intro")}</Text>
      </Stack>
      <Text role="status" aria-live="polite" fw={600} data-testid="users-notice">
        {notice}
      </Text>
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="users-filters-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="users-filters-heading">
            {t("adminUsers.filters.heading")}
          </Title>
          <TextInput
            label={t("adminUsers.filters.search")}
            description={t("adminUsers.filters.searchHint")}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maw={480}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t("adminUsers.filters.type")}
              placeholder={t("adminUsers.filters.anyType")}
              data={USER_TYPES.map((u) => ({ value: typeKey(u), label: typeLabel(typeKey(u)) }))}
              value={type || null}
              onChange={(v) => setType(v ?? "")}
              clearable
              clearButtonProps={{ "aria-label": t("adminUsers.filters.anyType") }}
              comboboxProps={{ withinPortal: true }}
            />
            <Autocomplete
              label={t("adminUsers.filters.decision")}
              placeholder={t("adminUsers.filters.any")}
              data={seenDecisions}
              value={decision}
              onChange={setDecision}
              comboboxProps={{ withinPortal: true }}
            />
            <Autocomplete
              label={t("adminUsers.filters.status")}
              placeholder={t("adminUsers.filters.any")}
              data={seenStatuses}
              value={status}
              onChange={setStatus}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t("adminUsers.filters.exactHint")}
          </Text>
          {filtering ? (
            <Button variant="subtle" onClick={clear} style={{ alignSelf: "flex-start" }}>
              {t("adminUsers.filters.clear")}
            </Button>
          ) : null}
        </Stack>
      </Paper>
      <Text role="status" aria-live="polite" size="sm" data-testid="users-count">
        {countText}
      </Text>
      <Text role="status" aria-live="polite" fw={600} data-testid="users-announcement">
        {announcement}
      </Text>
      <BulkUserActions
        selected={[...selected.values()]}
        coaches={coaches.data?.coaches ?? []}
        coachesError={coaches.isError}
        onRetryCoaches={() => void coaches.refetch()}
        announce={setAnnouncement}
        onDone={(failedIds) => setSelected((old) => new Map([...old].filter(([id]) => failedIds.includes(id))))}
        onClear={() => setSelected(new Map())}
      />
      <DataTable
        label={t("adminUsers.tableLabel")}
        columns={columns}
        data={waiting ? [] : users}
        getRowId={(u) => u.id}
        getRowLabel={(u) => userName(u)}
        selectable
        selectedIds={[...selected.keys()]}
        onSelectionChange={onSelectionChange}
        loading={query.isPending || waiting}
        error={query.isError ? t("adminUsers.loadError") : undefined}
        onRetry={() => void query.refetch()}
        sort={sort}
        onSortChange={setSort}
        server={paging.paging(waiting ? undefined : query.data?.pageResponse?.nextPageToken, query.data && !waiting ? total : undefined)}
      />
      <StorageUsersPanel />
    </Stack>
  );
}
