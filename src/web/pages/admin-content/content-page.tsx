/**
 * /admin/content: every article and video in the shared data table (GetAllLearningContents,
 * searched by title and sorted in the browser), a button to add one, and per row 'Edit' and
 * 'Remove'; selected rows can be added to a category or removed together (bulk-actions.tsx).
 * Removal first names the modules and categories holding the item (learners keep what they
 * completed), then asks for confirmation.
 */
import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ContentType, type LearningContent } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { invalidateAdminContent, useAllCategories, useAllContents, useAllModules, useRemoveContent } from "./admin-content-queries";
import { BulkActions, type BulkItem } from "./bulk-actions";
import { ConfirmRemoveModal, UsageList } from "./confirm-remove-modal";
import { contentUsage } from "./library-usage";
import { addedFirst, SavedNotice, useSavedItem } from "../../components/editor/saved-notice";
import "../../i18n/en/admin-content";

export default function ContentPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useAllContents();
  const modulesQuery = useAllModules();
  const categoriesQuery = useAllCategories();
  const remove = useRemoveContent();
  const [search, setSearch] = useState("");
  const [saved, dismissSaved] = useSavedItem();
  const [removing, setRemoving] = useState<LearningContent | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const contents = useMemo(() => query.data?.learningContents ?? [], [query.data]);
  const modules = useMemo(() => modulesQuery.data?.learningModules ?? [], [modulesQuery.data]);
  const categories = useMemo(() => categoriesQuery.data?.categories ?? [], [categoriesQuery.data]);

  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    return addedFirst(term ? contents.filter((x) => x.title.toLowerCase().includes(term)) : contents, saved);
  }, [contents, search, saved]);

  const columns = useMemo<DataTableColumn<LearningContent>[]>(() => {
    const typeName = (c: LearningContent) =>
      c.contentType === ContentType.YOUTUBE_VIDEO
        ? t("adminContent.content.video")
        : c.contentType === ContentType.ARTICLE
          ? t("adminContent.content.article")
          : "";
    return [
      { id: "title", header: t("adminContent.content.columns.title"), value: (c) => c.title },
      { id: "type", header: t("adminContent.content.columns.type"), value: typeName },
      { id: "minutes", header: t("adminContent.content.columns.minutes"), value: (c) => c.estimatedMinutes },
      { id: "tags", header: t("adminContent.content.columns.tags"), value: (c) => c.tags.join(", ") },
      {
        id: "actions",
        header: t("adminContent.library.actions"),
        sortable: false,
        value: () => null,
        cell: (c) => (
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to={`${pathFor("admin-add-edit-content")}?id=${encodeURIComponent(c.id)}`} variant="light" size="xs">
              {t("adminContent.library.edit")}
              <span className="compass-visually-hidden"> {c.title}</span>
            </Button>
            <Button variant="outline" color="red.9" size="xs" onClick={() => setRemoving(c)}>
              {t("adminContent.library.remove")}
              <span className="compass-visually-hidden"> {c.title}</span>
            </Button>
          </Group>
        ),
      },
    ];
  }, [t]);

  const usage = removing ? contentUsage(removing.id, modules, categories) : null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t("adminContent.content.heading")}</Title>
          <Text>{t("adminContent.content.intro")}</Text>
        </Stack>
        <Button component={Link} to={pathFor("admin-add-edit-content")}>
          {t("adminContent.content.add")}
        </Button>
      </Group>
      {saved ? (
        <SavedNotice
          saved={saved}
          message={t(saved.added ? "adminContent.library.added" : "adminContent.library.changed", { title: saved.title })}
          linkLabel={t("adminContent.library.openSaved")}
          to={`${pathFor("admin-add-edit-content")}?id=${encodeURIComponent(saved.id)}`}
          closeLabel={t("adminContent.library.closeNotice")}
          onClose={dismissSaved}
          testId="saved-notice"
        />
      ) : null}
      <Text role="status" aria-live="polite" fw={600} data-testid="content-announcement">
        {announcement}
      </Text>
      <TextInput label={t("adminContent.library.search")} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={360} />
      <BulkActions
        kind="content"
        selected={selectedIds.flatMap((id): BulkItem[] => {
          const c = contents.find((x) => x.id === id);
          if (!c) return [];
          const used = contentUsage(c.id, modules, categories);
          const lines = [
            { label: t("adminContent.library.inModules"), titles: used.modules },
            { label: t("adminContent.library.inCategories"), titles: used.categories },
          ];
          return [{ id, title: c.title, usage: <UsageList lines={lines} unused={t("adminContent.bulk.unused")} /> }];
        })}
        categories={categories}
        onClear={() => setSelectedIds([])}
        announce={setAnnouncement}
      />
      <DataTable
        label={t("adminContent.content.tableLabel")}
        selectable
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        columns={columns}
        data={rows}
        getRowId={(c) => c.id}
        getRowLabel={(c) => c.title}
        loading={query.isPending}
        error={query.isError ? t("adminContent.content.loadError") : undefined}
        onRetry={() => void query.refetch()}
      />
      <ConfirmRemoveModal
        opened={removing !== null}
        title={t("adminContent.library.removeTitle", { title: removing?.title ?? "" })}
        confirmLabel={t("adminContent.content.remove")}
        pending={remove.isPending}
        testId="remove-content-dialog"
        usage={
          <UsageList
            unused={t("adminContent.content.unused")}
            lines={[
              { label: t("adminContent.library.inModules"), titles: usage?.modules ?? [] },
              { label: t("adminContent.library.inCategories"), titles: usage?.categories ?? [] },
            ]}
          />
        }
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync({ learningContentId: removing.id });
          await invalidateAdminContent(queryClient);
          setAnnouncement(t("adminContent.library.removed", { title: removing.title }));
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
