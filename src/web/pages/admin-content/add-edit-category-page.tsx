/**
 * /admin/add-edit-category (?id=… to edit): a category's title, parent category (any other that is
 * not below it, never 'featured') and description. A new category is AdminCreateCategory; an edit
 * sends AdminEditCategory with an update_mask of only the changed fields. The server's refusals go
 * on the field they name (the one-'featured' rule on the title). Leaving with unsaved edits asks
 * first (unsaved-changes.tsx).
 */
import { Anchor, Button, Group, Paper, Select, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { Category } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { ErrorState, QueryState } from "../../components/query-state/query-state";
import { invalidateAdminContent, useAllCategories, useCreateCategory, useEditCategory } from "./admin-content-queries";
import { changedPaths, parentChoices, type CategoryFormValues } from "./category-tree";
import { UnsavedChangesGuard } from "./unsaved-changes";

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;

export default function AddEditCategoryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() || null;
  const query = useAllCategories();
  const listPath = pathFor("admin-categories");

  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to={listPath}>
        {t("adminContent.editor.back")}
      </Anchor>
      <Title order={1}>{id ? t("adminContent.editor.editHeading") : t("adminContent.editor.addHeading")}</Title>
      <QueryState query={query} loadingLabel={t("adminContent.editor.loading")} errorMessage={t("adminContent.editor.loadError")}>
        {(data) => {
          const category = id ? data.categories.find((c) => c.id === id) : undefined;
          if (id && !category) {
            return (
              <ErrorState
                testId="category-not-found"
                message={t("adminContent.editor.notFound")}
                actions={
                  <Button component={Link} to={listPath} variant="default">
                    {t("adminContent.editor.back")}
                  </Button>
                }
              />
            );
          }
          return <CategoryForm key={id ?? "new"} category={category ?? null} categories={data.categories} />;
        }}
      </QueryState>
    </Stack>
  );
}

function valuesOf(category: Category | null): CategoryFormValues {
  return {
    title: category?.title ?? "",
    parentCategoryId: category?.parentCategoryId ?? "",
    description: category?.description ?? "",
  };
}

function CategoryForm(props: { category: Category | null; categories: readonly Category[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateCategory();
  const edit = useEditCategory();
  const { category } = props;
  const saved = useRef(valuesOf(category));
  const leaving = useRef(false);

  const form = useForm<CategoryFormValues>({
    mode: "controlled",
    initialValues: saved.current,
    validate: {
      title: (v) => {
        const title = v.trim();
        if (!title) return t("adminContent.editor.errors.titleRequired");
        if ([...title].length > TITLE_MAX) return t("adminContent.editor.errors.titleLong", { max: TITLE_MAX });
        return null;
      },
      description: (v) => ([...v.trim()].length > DESCRIPTION_MAX ? t("adminContent.editor.errors.descriptionLong", { max: DESCRIPTION_MAX }) : null),
    },
  });
  const errors = useServerFormErrors(form, { messages: { generic: t("adminContent.editor.errors.generic") } });
  const dirty = useCallback(() => !leaving.current && changedPaths(saved.current, form.getValues()).length > 0, [form]);

  const choices = parentChoices(props.categories, category?.id ?? null, form.values.title).map((c) => ({ value: c.id, label: c.title }));

  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      const title = values.title.trim();
      const description = values.description.trim();
      try {
        if (category) {
          const paths = changedPaths(saved.current, values);
          if (paths.length > 0) {
            await edit.mutateAsync({
              categoryId: category.id,
              updateMask: { paths },
              title,
              description,
              parentCategoryId: values.parentCategoryId,
            });
          }
        } else {
          await create.mutateAsync({ title, description, parentCategoryId: values.parentCategoryId });
        }
        leaving.current = true;
        await invalidateAdminContent(queryClient);
        void navigate(pathFor("admin-categories"));
      } catch (e) {
        errors.show(e);
      }
    },
    (validation) => errors.focusFirstError(validation),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <UnsavedChangesGuard when={dirty} />
      {errors.alert}
      <form onSubmit={submit} noValidate data-testid="category-form">
        <Stack gap="md">
          <TextInput label={t("adminContent.editor.title")} required maxLength={TITLE_MAX} {...form.getInputProps("title")} />
          <Select
            label={t("adminContent.editor.parent")}
            description={
              choices.length === 0 && form.values.title.trim().toLowerCase() === "featured"
                ? t("adminContent.editor.featuredNoParent")
                : t("adminContent.editor.parentHint")
            }
            placeholder={t("adminContent.editor.noParent")}
            data={choices}
            value={form.values.parentCategoryId || null}
            onChange={(v) => form.setFieldValue("parentCategoryId", v ?? "")}
            error={form.errors.parentCategoryId}
            clearable
            searchable
            nothingFoundMessage={t("adminContent.editor.noChoices")}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label={t("adminContent.editor.description")}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={DESCRIPTION_MAX}
            {...form.getInputProps("description")}
          />
          <Group gap="sm">
            <Button type="submit" loading={create.isPending || edit.isPending}>
              {category ? t("adminContent.editor.save") : t("adminContent.editor.create")}
            </Button>
            <Button component={Link} to={pathFor("admin-categories")} variant="default">
              {t("adminContent.editor.cancel")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
