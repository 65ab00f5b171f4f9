/**
 * /admin/categories: every category in the shared data table (GetAllCategories, searched by title
 * and sorted in the browser), a button to add one, and per row 'Edit', 'Contents' (its modules and
 * contents, /admin/category-content/:cat) and 'Remove'; selected rows can be removed together
 * (bulk-actions.tsx). Removal first says where the category is used (remove-category-modal.tsx)
 * and asks for confirmation.
 */
import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Category } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { useAllCategories } from "./admin-content-queries";
import { BulkActions, type BulkItem } from "./bulk-actions";
import { usageOf } from "./category-tree";
import { CategoryUsageText, RemoveCategoryModal } from "./remove-category-modal";
import { addedFirst, SavedNotice, useSavedItem } from "../../components/editor/saved-notice";
import "../../i18n/en/admin-content";

export default function CategoriesPage() {
  const { t } = useTranslation();
  const query = useAllCategories();
  const [search, setSearch] = useState("");
  const [saved, dismissSaved] = useSavedItem();
  const [removing, setRemoving] = useState<Category | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const categories = useMemo(() => query.data?.categories ?? [], [query.data]);
  const titles = useMemo(() => new Map(categories.map((c) => [c.id, c.title])), [categories]);

  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    return addedFirst(term ? categories.filter((x) => x.title.toLowerCase().includes(term)) : categories, saved);
  }, [categories, search, saved]);

  const columns = useMemo<DataTableColumn<Category>[]>(
    () => [
      { id: "title", header: t("adminContent.categories.columns.title"), value: (c) => c.title },
      {
        id: "parent",
        header: t("adminContent.categories.columns.parent"),
        value: (c) => (c.parentCategoryId ? (titles.get(c.parentCategoryId) ?? "") : ""),
        cell: (c) => (c.parentCategoryId ? (titles.get(c.parentCategoryId) ?? "") : t("adminContent.categories.topLevel")),
      },
      {
        id: "children",
        header: t("adminContent.categories.columns.children"),
        value: (c) => categories.filter((o) => o.parentCategoryId === c.id).length,
      },
      {
        id: "items",
        header: t("adminContent.categories.columns.items"),
        value: (c) => c.assignedModulesIds.length + c.assignedContentIds.length,
      },
      {
        id: "actions",
        header: t("adminContent.categories.columns.actions"),
        sortable: false,
        value: () => null,
        cell: (c) => (
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to={`${pathFor("admin-add-edit-category")}?id=${encodeURIComponent(c.id)}`} variant="light" size="xs">
              {t("adminContent.categories.edit")}
              <span className="compass-visually-hidden"> {c.title}</span>
            </Button>
            <Button component={Link} to={pathFor("admin-category-content", { cat: c.id })} variant="light" size="xs">
              {t("adminContent.categories.contents")}
              <span className="compass-visually-hidden"> {c.title}</span>
            </Button>
            <Button variant="outline" color="red.9" size="xs" onClick={() => setRemoving(c)}>
              {t("adminContent.categories.remove")}
              <span className="compass-visually-hidden"> {c.title}</span>
            </Button>
          </Group>
        ),
      },
    ],
    [t, titles, categories],
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t("adminContent.categories.heading")}</Title>
          <Text>{t("adminContent.categories.intro")}</Text>
        </Stack>
        <Button component={Link} to={pathFor("admin-add-edit-category")}>
          {t("adminContent.categories.add")}
        </Button>
      </Group>
      {saved ? (
        <SavedNotice
          saved={saved}
          message={t(saved.added ? "adminContent.library.added" : "adminContent.library.changed", { title: saved.title })}
          linkLabel={t("adminContent.library.openSaved")}
          to={`${pathFor("admin-add-edit-category")}?id=${encodeURIComponent(saved.id)}`}
          closeLabel={t("adminContent.library.closeNotice")}
          onClose={dismissSaved}
          testId="saved-notice"
        />
      ) : null}
      <Text role="status" aria-live="polite" fw={600} data-testid="categories-announcement">
        {announcement}
      </Text>
      <TextInput
        label={t("adminContent.categories.search")}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={360}
      />
      <BulkActions
        kind="category"
        selected={selectedIds.flatMap((id): BulkItem[] => {
          const c = categories.find((x) => x.id === id);
          return c ? [{ id, title: c.title, usage: <CategoryUsageText usage={usageOf(c, categories)} /> }] : [];
        })}
        categories={categories}
        onClear={() => setSelectedIds([])}
        announce={setAnnouncement}
      />
      <DataTable
        label={t("adminContent.categories.tableLabel")}
        selectable
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        columns={columns}
        data={rows}
        getRowId={(c) => c.id}
        getRowLabel={(c) => c.title}
        loading={query.isPending}
        error={query.isError ? t("adminContent.categories.loadError") : undefined}
        onRetry={() => void query.refetch()}
      />
      <RemoveCategoryModal
        category={removing}
        categories={categories}
        onClose={() => setRemoving(null)}
        onRemoved={(title) => {
          setRemoving(null);
          setAnnouncement(t("adminContent.remove.done", { title }));
        }}
      />
    </Stack>
  );
}
