/**
 * /admin/modules: every learning module in the shared data table (GetAllLearningModules, searched
 * by title and sorted in the browser), a button to add one, and per row 'Edit', 'Contents' (its
 * articles and videos in order, /admin/module-content/:cat) and 'Remove'; selected rows can be
 * added to a category or removed together (bulk-actions.tsx).
 * Removal first names the categories the module is assigned to, then asks for confirmation.
 */
import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { LearningModule } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { invalidateAdminContent, useAllCategories, useAllModules, useRemoveModule } from "./admin-content-queries";
import { BulkActions, type BulkItem } from "./bulk-actions";
import { ConfirmRemoveModal, UsageList } from "./confirm-remove-modal";
import { moduleUsage } from "./library-usage";
import { addedFirst, SavedNotice, useSavedItem } from "../../components/editor/saved-notice";
import "../../i18n/en/admin-content";

export default function ModulesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useAllModules();
  const categoriesQuery = useAllCategories();
  const remove = useRemoveModule();
  const [search, setSearch] = useState("");
  const [saved, dismissSaved] = useSavedItem();
  const [removing, setRemoving] = useState<LearningModule | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const modules = useMemo(() => query.data?.learningModules ?? [], [query.data]);
  const categories = useMemo(() => categoriesQuery.data?.categories ?? [], [categoriesQuery.data]);

  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    return addedFirst(term ? modules.filter((x) => x.title.toLowerCase().includes(term)) : modules, saved);
  }, [modules, search, saved]);

  const columns = useMemo<DataTableColumn<LearningModule>[]>(
    () => [
      { id: "title", header: t("adminContent.modules.columns.title"), value: (m) => m.title },
      { id: "contents", header: t("adminContent.modules.columns.contents"), value: (m) => m.learningContentIds.length },
      { id: "minutes", header: t("adminContent.modules.columns.minutes"), value: (m) => m.estimatedMinutes },
      { id: "tags", header: t("adminContent.modules.columns.tags"), value: (m) => m.tags.join(", ") },
      {
        id: "actions",
        header: t("adminContent.library.actions"),
        sortable: false,
        value: () => null,
        cell: (m) => (
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to={`${pathFor("admin-add-edit-learning-module")}?id=${encodeURIComponent(m.id)}`} variant="light" size="xs">
              {t("adminContent.library.edit")}
              <span className="compass-visually-hidden"> {m.title}</span>
            </Button>
            <Button component={Link} to={pathFor("admin-module-content", { cat: m.id })} variant="light" size="xs">
              {t("adminContent.library.contents")}
              <span className="compass-visually-hidden"> {m.title}</span>
            </Button>
            <Button variant="outline" color="red.9" size="xs" onClick={() => setRemoving(m)}>
              {t("adminContent.library.remove")}
              <span className="compass-visually-hidden"> {m.title}</span>
            </Button>
          </Group>
        ),
      },
    ],
    [t],
  );

  const usage = removing ? moduleUsage(removing.id, categories) : null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t("adminContent.modules.heading")}</Title>
          <Text>{t("adminContent.modules.intro")}</Text>
        </Stack>
        <Button component={Link} to={pathFor("admin-add-edit-learning-module")}>
          {t("adminContent.modules.add")}
        </Button>
      </Group>
      {saved ? (
        <SavedNotice
          saved={saved}
          message={t(saved.added ? "adminContent.library.added" : "adminContent.library.changed", { title: saved.title })}
          linkLabel={t("adminContent.library.openSaved")}
          to={`${pathFor("admin-add-edit-learning-module")}?id=${encodeURIComponent(saved.id)}`}
          closeLabel={t("adminContent.library.closeNotice")}
          onClose={dismissSaved}
          testId="saved-notice"
        />
      ) : null}
      <Text role="status" aria-live="polite" fw={600} data-testid="modules-announcement">
        {announcement}
      </Text>
      <TextInput label={t("adminContent.library.search")} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={360} />
      <BulkActions
        kind="module"
        selected={selectedIds.flatMap((id): BulkItem[] => {
          const m = modules.find((x) => x.id === id);
          if (!m) return [];
          const lines = [{ label: t("adminContent.library.inCategories"), titles: moduleUsage(m.id, categories).categories }];
          return [{ id, title: m.title, usage: <UsageList lines={lines} unused={t("adminContent.bulk.unused")} /> }];
        })}
        categories={categories}
        onClear={() => setSelectedIds([])}
        announce={setAnnouncement}
      />
      <DataTable
        label={t("adminContent.modules.tableLabel")}
        selectable
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        columns={columns}
        data={rows}
        getRowId={(m) => m.id}
        getRowLabel={(m) => m.title}
        loading={query.isPending}
        error={query.isError ? t("adminContent.modules.loadError") : undefined}
        onRetry={() => void query.refetch()}
      />
      <ConfirmRemoveModal
        opened={removing !== null}
        title={t("adminContent.library.removeTitle", { title: removing?.title ?? "" })}
        confirmLabel={t("adminContent.modules.remove")}
        pending={remove.isPending}
        testId="remove-module-dialog"
        usage={
          <UsageList
            unused={t("adminContent.modules.unused")}
            lines={[{ label: t("adminContent.library.inCategories"), titles: usage?.categories ?? [] }]}
          />
        }
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync({ learningModuleId: removing.id });
          await invalidateAdminContent(queryClient);
          setAnnouncement(t("adminContent.library.removed", { title: removing.title }));
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
