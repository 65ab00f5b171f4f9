/**
 * /admin/add-edit-category (?id=… to edit): a category's title, parent category (any other that is
 * not below it, never 'featured'), description, cover picture (uploaded with progress) and page
 * text (the rich-text editor; library-fields.tsx). A new category is AdminCreateCategory; an edit
 * sends AdminEditCategory with an update_mask of only the changed fields. The server's refusals go
 * on the field they name (the one-'featured' rule on the title). Leaving with unsaved edits asks
 * first (components/editor).
 */
import { Button, Select, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { Category } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { useFormSubmit } from "../../components/form/use-form-submit";
import { invalidateAdminContent, useAllCategories, useCreateCategory, useEditCategory } from "./admin-content-queries";
import { changedPaths, parentChoices, type CategoryFormValues } from "./category-tree";
import { bodyOf } from "./field-values";
import { BodyField, CoverPictureField, DESCRIPTION_MAX, PreviewDialog, TITLE_MAX, useLibraryRules, useLibraryUploads, useUploadProblem } from "./library-fields";
import { loadOf, withItem } from "../../components/editor/editor-load";
import { EditorForm, EditorPage, EditorSaveBar } from "../../components/editor/editor-page";
import { savedState } from "../../components/editor/saved-notice";
import { CategoryHeader } from "../../components/learning/category-view";
import "../../i18n/en/admin-content";


export default function AddEditCategoryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() || null;
  const query = useAllCategories();
  const load = withItem(
    loadOf(query, { loading: t("adminContent.editor.loading"), error: t("adminContent.editor.loadError") }),
    id,
    (data, id) => data.categories.find((c) => c.id === id),
    { testId: "category-not-found", message: t("adminContent.editor.notFound") },
  );

  return (
    <EditorPage
      backTo={pathFor("admin-categories")}
      backLabel={t("adminContent.editor.back")}
      heading={id ? t("adminContent.editor.editHeading") : t("adminContent.editor.addHeading")}
      load={load}
    >
      {({ data, item }) => <CategoryForm key={id ?? "new"} category={item} categories={data.categories} />}
    </EditorPage>
  );
}

function valuesOf(category: Category | null): CategoryFormValues {
  return {
    title: category?.title ?? "",
    parentCategoryId: category?.parentCategoryId ?? "",
    description: category?.description ?? "",
    htmlBody: category?.htmlBody ?? "",
    imageSet: { ...(category?.imageSet ?? {}) },
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
  const [announcement, setAnnouncement] = useState("");
  const [previewing, setPreviewing] = useState(false);
  const uploads = useLibraryUploads();
  const problem = useUploadProblem();

  const rules = useLibraryRules();
  const form = useForm<CategoryFormValues>({
    mode: "controlled",
    initialValues: saved.current,
    validate: {
      title: rules.title,
      description: rules.description,
      htmlBody: rules.htmlBody,
    },
  });
  const errors = useServerFormErrors(form, { messages: { generic: t("adminContent.editor.errors.generic") } });
  const dirty = useCallback(() => !leaving.current && changedPaths(saved.current, form.getValues()).length > 0, [form]);

  const choices = parentChoices(props.categories, category?.id ?? null, form.values.title).map((c) => ({ value: c.id, label: c.title }));

  const { submit, pending } = useFormSubmit(form, errors, async (values) => {
    const title = values.title.trim();
    const description = values.description.trim();
    const htmlBody = bodyOf(values.htmlBody);
    const imageSet = values.imageSet;
    let savedId = category?.id ?? "";
    if (category) {
      const paths = changedPaths(saved.current, values);
      if (paths.length > 0) {
        await edit.mutateAsync({
          categoryId: category.id,
          updateMask: { paths },
          title,
          description,
          parentCategoryId: values.parentCategoryId,
          htmlBody,
          imageSet,
        });
      }
    } else {
      const created = await create.mutateAsync({ title, description, parentCategoryId: values.parentCategoryId, htmlBody, imageSet });
      savedId = created.categoryId;
    }
    leaving.current = true;
    await invalidateAdminContent(queryClient);
    void navigate(pathFor("admin-categories"), { state: savedState({ id: savedId, title, added: !category }) });
  });

  return (
    <EditorForm
      testId="category-form"
      onSubmit={submit}
      dirty={dirty}
      alert={errors.alert}
      announcement={announcement}
      dialogs={
        <PreviewDialog opened={previewing} onClose={() => setPreviewing(false)} testId="category-preview">
          <CategoryHeader
            category={{ title: form.values.title.trim() || "—", description: form.values.description.trim(), htmlBody: bodyOf(form.values.htmlBody), imageSet: form.values.imageSet }}
            headingLevel={2}
          />
        </PreviewDialog>
      }
    >
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
      <CoverPictureField
        value={form.values.imageSet}
        onChange={(imageSet) => form.setFieldValue("imageSet", imageSet)}
        onProblem={problem.report}
        uploads={uploads.cover}
        alt={t("contentEditor.coverAlt")}
        announce={setAnnouncement}
      />
      <BodyField
        initialHtml={saved.current.htmlBody}
        onChange={(html) => form.setFieldValue("htmlBody", html)}
        error={form.errors.htmlBody}
        onProblem={problem.report}
        uploads={uploads.body}
        label={t("contentEditor.pageText")}
        hint={t("contentEditor.pageTextHint")}
      />
      {problem.alert}
      <EditorSaveBar
        saveLabel={category ? t("adminContent.editor.save") : t("adminContent.editor.create")}
        pending={pending}
        disabled={uploads.running}
        cancelTo={pathFor("admin-categories")}
        cancelLabel={t("adminContent.editor.cancel")}
        extra={
          <Button variant="default" onClick={() => setPreviewing(true)}>
            {t("contentEditor.preview")}
          </Button>
        }
      />
    </EditorForm>
  );
}
