/**
 * 'Remove category?': says where the category is used — the categories under it (lifted to the top
 * level), the one it sits in, its assigned modules and contents (unassigned with it) — then removes
 * it when confirmed (AdminRemoveCategory) and refreshes the area's reads.
 */
import { List, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Category } from "../../../gen/compass/v1/compass_pb";
import { ConfirmDialog } from "../../components/confirm/confirm-dialog";
import { invalidateAdminContent, useRemoveCategory } from "./admin-content-queries";
import { isUnused, usageOf, type CategoryUsage } from "./category-tree";
import "../../i18n/en/admin-content";

export interface RemoveCategoryModalProps {
  /** The category to remove; null keeps the dialog closed. */
  category: Category | null;
  categories: readonly Category[];
  onClose(): void;
  onRemoved(title: string): void;
}

export function RemoveCategoryModal(props: RemoveCategoryModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useRemoveCategory();
  const { category } = props;
  const usage = category ? usageOf(category, props.categories) : null;

  return (
    <ConfirmDialog
      opened={category !== null}
      title={t("adminContent.remove.title", { title: category?.title ?? "" })}
      confirmLabel={t("adminContent.remove.confirm")}
      cancelLabel={t("adminContent.remove.cancel")}
      pending={remove.isPending}
      testId="remove-category-dialog"
      onClose={props.onClose}
      onConfirm={async () => {
        if (!category) return;
        await remove.mutateAsync({ categoryId: category.id });
        await invalidateAdminContent(queryClient);
        props.onRemoved(category.title);
      }}
    >
      {usage ? <CategoryUsageText usage={usage} /> : null}
      <Text fw={600}>{t("adminContent.remove.permanent")}</Text>
    </ConfirmDialog>
  );
}

/** What removing a category changes: its subcategories, assigned items and parent, or 'unused'. */
export function CategoryUsageText(props: { usage: CategoryUsage }) {
  const { t } = useTranslation();
  const { usage } = props;
  return (
    <>
      {isUnused(usage) ? (
        <Text>{t("adminContent.remove.unused")}</Text>
      ) : (
        <>
          <Text>{t("adminContent.remove.usedIntro")}</Text>
          <List spacing={4}>
            {usage.children.length > 0 ? (
              <List.Item>{t("adminContent.remove.children", { count: usage.children.length, titles: usage.children.join(", ") })}</List.Item>
            ) : null}
            {usage.modules > 0 ? <List.Item>{t("adminContent.remove.modules", { count: usage.modules })}</List.Item> : null}
            {usage.contents > 0 ? <List.Item>{t("adminContent.remove.contents", { count: usage.contents })}</List.Item> : null}
          </List>
        </>
      )}
      {usage.parent ? <Text>{t("adminContent.remove.parent", { title: usage.parent })}</Text> : null}
    </>
  );
}
