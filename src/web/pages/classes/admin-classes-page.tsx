/**
 * /admin/classes (administrators; issue #10 §4): every class in the shared data table (searched by
 * title, sorted and paged in the browser; the API sends them in date order), with its date and time
 * as scheduled in the organisation's time zone, its link and whether it is over; 'Add class', and per
 * row 'Edit' and 'Delete' (after a confirmation dialog).
 */
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Class } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { useAppConfig } from "../../auth/use-current-user";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { ConfirmDialog } from "../../components/confirm/confirm-dialog";
import { invalidateClasses, useAllClasses, useDeleteClass } from "./classes-queries";
import { joinUrl, splitClasses, startKey, wallClockText, zoneLabel } from "./classes-view";
import "../../i18n/en/classes";

function DeleteClassModal(props: { item: Class | null; onClose: () => void; onDeleted: (item: Class) => Promise<void> }) {
  const { t } = useTranslation();
  const remove = useDeleteClass();
  return (
    <ConfirmDialog
      opened={props.item !== null}
      title={t("classes.admin.deleteTitle", { title: props.item?.title ?? "" })}
      confirmLabel={t("classes.admin.deleteConfirm")}
      cancelLabel={t("classes.admin.cancel")}
      pending={remove.isPending}
      testId="delete-class-dialog"
      onClose={props.onClose}
      onConfirm={async () => {
        const item = props.item;
        if (!item) return;
        await remove.mutateAsync({ classId: item.classId });
        await props.onDeleted(item);
      }}
    >
      <Text>{t("classes.admin.deleteBody")}</Text>
    </ConfirmDialog>
  );
}

export default function AdminClassesPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const config = useAppConfig();
  const query = useAllClasses();
  const [search, setSearch] = useState("");
  const [deleting, setDeleting] = useState<Class | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const orgZone = config.data?.orgTimeZone ?? "UTC";
  const classes = useMemo(() => query.data ?? [], [query.data]);

  const pastIds = useMemo(() => {
    if (!config.data) return new Set<string>();
    return new Set(splitClasses(classes, orgZone, query.dataUpdatedAt).past.map((p) => p.item.classId));
  }, [classes, config.data, orgZone, query.dataUpdatedAt]);

  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term ? classes.filter((c) => c.title.toLowerCase().includes(term)) : classes;
  }, [classes, search]);

  const columns = useMemo<DataTableColumn<Class>[]>(
    () => [
      { id: "title", header: t("classes.admin.columns.title"), value: (c) => c.title },
      {
        id: "when",
        header: t("classes.admin.columns.when"),
        value: startKey,
        cell: (c) => (c.classDate ? wallClockText(c.classDate, c.classTime, i18n.language) : ""),
      },
      {
        id: "status",
        header: t("classes.admin.columns.status"),
        value: (c) => (pastIds.has(c.classId) ? t("classes.admin.past") : t("classes.admin.upcoming")),
      },
      {
        id: "link",
        header: t("classes.admin.columns.link"),
        sortable: false,
        value: (c) => c.url,
        cell: (c) => {
          const link = joinUrl(c.url);
          return link ? (
            <Anchor href={link} target="_blank" rel="noopener noreferrer" style={{ whiteSpace: "nowrap" }}>
              {t("classes.admin.openLink")}
              <span className="compass-visually-hidden">
                {" "}
                {c.title} {t("classes.newTab")}
              </span>
            </Anchor>
          ) : (
            <Text c="dimmed">{t("classes.admin.noLink")}</Text>
          );
        },
      },
      {
        id: "actions",
        header: t("classes.admin.columns.actions"),
        sortable: false,
        value: () => null,
        cell: (c) => (
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to={`${pathFor("admin-classes-add")}?id=${encodeURIComponent(c.classId)}`} variant="light" size="xs">
              {t("classes.admin.edit")}
              <span className="compass-visually-hidden"> {c.title}</span>
            </Button>
            <Button variant="outline" color="red.9" size="xs" onClick={() => setDeleting(c)}>
              {t("classes.admin.delete")}
              <span className="compass-visually-hidden"> {c.title}</span>
            </Button>
          </Group>
        ),
      },
    ],
    [t, i18n.language, pastIds],
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t("classes.admin.heading")}</Title>
          <Text>{t("classes.admin.intro")}</Text>
          {config.data ? (
            <Text size="sm" c="dimmed" data-testid="admin-classes-zone">
              {t("classes.admin.zone", { zone: zoneLabel(orgZone, i18n.language) })}
            </Text>
          ) : null}
        </Stack>
        <Button component={Link} to={pathFor("admin-classes-add")}>
          {t("classes.admin.add")}
        </Button>
      </Group>
      <Text role="status" aria-live="polite" fw={600} data-testid="classes-announcement">
        {announcement}
      </Text>
      <TextInput label={t("classes.admin.search")} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={360} />
      <DataTable
        label={t("classes.admin.tableLabel")}
        columns={columns}
        data={rows}
        getRowId={(c) => c.classId}
        getRowLabel={(c) => c.title}
        loading={query.isPending || config.isPending}
        error={query.isError || config.isError ? t("classes.loadError") : undefined}
        onRetry={() => {
          if (query.isError) void query.refetch();
          if (config.isError) void config.refetch();
        }}
      />
      <DeleteClassModal
        item={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={async (item) => {
          await invalidateClasses(queryClient);
          setAnnouncement(t("classes.admin.deleted", { title: item.title }));
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
