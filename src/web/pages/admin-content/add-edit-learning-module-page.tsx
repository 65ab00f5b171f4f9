/**
 * /admin/add-edit-learning-module (?id=… to edit): a learning module's title, description, tags,
 * estimated minutes (empty = the sum of its contents') and its articles and videos in order: add
 * one from every content, remove one, reorder by dragging, by keyboard or with the up/down buttons
 * (the shared ordered list, ordered-list.tsx); its cover picture, page text and attachments (the
 * editors' shared fields, library-fields.tsx). A new module is AdminCreateLearningModule; an edit
 * sends AdminEditLearningModule with an update_mask of only the changed fields. The contents are saved through
 * AdminUnassignLearningContentToModule, AdminAssignLearningContentToModule and
 * AdminUpdateModuleContentOrder. Leaving with unsaved edits asks first (components/editor).
 */
import { Button, NumberInput, TagsInput, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { CompassService, type Attachment, type LearningContent, type LearningModule } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { useFormSubmit } from "../../components/form/use-form-submit";
import { invalidateAdminContent, useAllContents, useAllModules } from "./admin-content-queries";
import { bodyOf } from "./field-values";
import { AttachmentsField, BodyField, CoverPictureField, DESCRIPTION_MAX, PreviewDialog, TITLE_MAX, useLibraryRules, useLibraryUploads, useUploadProblem } from "./library-fields";
import { changedModulePaths, isDirty, minutesOf, moduleValues, type ModuleFormValues } from "./module-form";
import { OrderedList } from "./ordered-list";
import { moduleContentsTexts } from "./ordered-list-texts";
import { loadOf, withItem } from "../../components/editor/editor-load";
import { EditorForm, EditorPage, EditorSaveBar } from "../../components/editor/editor-page";
import { savedState } from "../../components/editor/saved-notice";
import { allOf, useSaveModuleContents } from "./library-page";
import { NO_CATEGORY } from "../../components/learning/library-meta";
import { ModuleView } from "../../components/learning/module-view";
import "../../i18n/en/admin-content";

const MINUTES_MAX = 10_000;
const method = CompassService.method;

export default function AddEditLearningModulePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() || null;
  const modules = useAllModules();
  const contents = useAllContents();
  const attachments = useQuery(method.getAllAttachments, {}, { staleTime: 0 });
  const load = withItem(
    loadOf(allOf({ modules, contents, attachments }), { loading: t("adminContent.moduleEditor.loading"), error: t("adminContent.moduleEditor.loadError") }),
    id,
    (data, id) => data.modules.learningModules.find((m) => m.id === id),
    { testId: "module-not-found", message: t("adminContent.moduleEditor.notFound") },
  );

  return (
    <EditorPage
      backTo={pathFor("admin-modules")}
      backLabel={t("adminContent.moduleEditor.back")}
      heading={id ? t("adminContent.moduleEditor.editHeading") : t("adminContent.moduleEditor.addHeading")}
      load={load}
    >
      {({ data, item }) => <ModuleForm key={id ?? "new"} module={item} contents={data.contents.learningContents} attachments={data.attachments.attachments} />}
    </EditorPage>
  );
}

function ModuleForm(props: { module: LearningModule | null; contents: readonly LearningContent[]; attachments: readonly Attachment[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation(method.adminCreateLearningModule);
  const edit = useMutation(method.adminEditLearningModule);
  const saveContents = useSaveModuleContents();
  const { module, contents } = props;
  const saved = useRef(moduleValues(module, contents));
  const leaving = useRef(false);
  const createdId = useRef<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [known, setKnown] = useState<Attachment[]>(() => [...props.attachments]);
  const uploads = useLibraryUploads();
  const problem = useUploadProblem();

  const rules = useLibraryRules();
  const form = useForm<ModuleFormValues>({
    mode: "controlled",
    initialValues: saved.current,
    validate: {
      title: rules.title,
      description: rules.description,
      htmlBody: rules.htmlBody,
    },
  });
  const errors = useServerFormErrors(form, { messages: { generic: t("adminContent.moduleEditor.errors.generic") } });
  const dirty = useCallback(() => !leaving.current && isDirty(saved.current, form.getValues()), [form]);

  const previewContents = form.values.contentIds.flatMap((id) => contents.filter((c) => c.id === id));
  const choices = contents.map((c) => ({ value: c.id, label: c.title }));
  const texts = moduleContentsTexts(t);

  const { submit, pending } = useFormSubmit(form, errors, async (values) => {
    const title = values.title.trim();
    const description = values.description.trim();
    const estimatedMinutes = minutesOf(values.estimatedMinutes);
    const fields = { title, description, tags: values.tags, estimatedMinutes, htmlBody: bodyOf(values.htmlBody), imageSet: values.imageSet, attachmentIds: values.attachmentIds };
    const existing = module?.id ?? createdId.current;
    let moduleId = existing;
    let savedIds = saved.current.contentIds;
    if (moduleId) {
      const paths = changedModulePaths(saved.current, values);
      if (paths.length > 0) {
        await edit.mutateAsync({ learningModuleId: moduleId, updateMask: { paths }, ...fields });
      }
    } else {
      const created = await create.mutateAsync(fields);
      moduleId = created.learningModuleId;
      // A retry after a failed content step edits this module instead of creating another.
      createdId.current = moduleId;
      saved.current = { ...values, contentIds: [] };
      savedIds = [];
    }
    await saveContents(moduleId, savedIds, values.contentIds);
    leaving.current = true;
    await invalidateAdminContent(queryClient);
    void navigate(pathFor("admin-modules"), { state: savedState({ id: moduleId, title, added: !existing }) });
  });

  return (
    <EditorForm
      testId="module-form"
      onSubmit={submit}
      dirty={dirty}
      unsavedText={t("adminContent.moduleEditor.unsaved")}
      alert={errors.alert}
      announcement={announcement}
      dialogs={
          <PreviewDialog opened={previewing} onClose={() => setPreviewing(false)} testId="module-preview">
            <ModuleView
              module={{
                id: module?.id ?? "preview",
                title: form.values.title.trim() || "—",
                description: form.values.description.trim(),
                estimatedMinutes: minutesOf(form.values.estimatedMinutes) || previewContents.reduce((sum, c) => sum + c.estimatedMinutes, 0),
                htmlBody: bodyOf(form.values.htmlBody),
                imageSet: form.values.imageSet,
              }}
              contents={previewContents}
              attachments={known.filter((a) => form.values.attachmentIds.includes(a.id))}
              done={new Set()}
              categoryId={NO_CATEGORY}
              headingLevel={2}
            />
          </PreviewDialog>
      }
    >
      <TextInput label={t("adminContent.editor.title")} required maxLength={TITLE_MAX} {...form.getInputProps("title")} />
      <Textarea
        label={t("adminContent.editor.description")}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={DESCRIPTION_MAX}
        {...form.getInputProps("description")}
      />
      <TagsInput
        label={t("adminContent.moduleEditor.tags")}
        description={t("adminContent.moduleEditor.tagsHint")}
        clearable
        {...form.getInputProps("tags")}
      />
      <NumberInput
        label={t("adminContent.moduleEditor.minutes")}
        description={t("adminContent.moduleEditor.minutesHint")}
        min={0}
        max={MINUTES_MAX}
        allowDecimal={false}
        allowNegative={false}
        maw={240}
        {...form.getInputProps("estimatedMinutes")}
      />
      <OrderedList
        id="module-contents"
        items={form.values.contentIds}
        onChange={(next) => form.setFieldValue("contentIds", next)}
        choices={choices}
        texts={texts}
        testIds={{ list: "module-contents", item: "module-content-item", empty: "module-contents-empty", announcement: "module-contents-announcement" }}
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
      <AttachmentsField
        ids={form.values.attachmentIds}
        onChange={(ids) => form.setFieldValue("attachmentIds", ids)}
        known={known}
        onMade={(made) => setKnown((list) => [...list.filter((x) => x.id !== made.id), made])}
        onProblem={problem.report}
        uploads={uploads.attachments}
        announce={setAnnouncement}
      />
      {problem.alert}
      <EditorSaveBar
        saveLabel={module ? t("adminContent.editor.save") : t("adminContent.moduleEditor.create")}
        pending={pending}
        disabled={uploads.running}
        cancelTo={pathFor("admin-modules")}
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
