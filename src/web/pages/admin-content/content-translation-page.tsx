/**
 * /admin/content-translation?id=… : an article's Spanish version (issue 38, item 7; ADR 0036).
 *
 * Learners whose pages are in Spanish read it in place of the original; ids, modules, categories
 * and progress stay the article's. The form holds the whole version — title, description, tags
 * and text (the same rich-text editor and checks as the original) — saved at once with
 * AdminPutLearningContentTranslation; 'Remove the Spanish version' (AdminRemoveLearningContentTranslation,
 * after a confirmation) brings learners back to the original. The original's title is shown for
 * reference. Leaving with unsaved edits asks first.
 */
import { Button, Stack, TagsInput, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { createConnectQueryKey, useMutation, useQuery } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { CompassService, type LearningContent, type LearningContentTranslation } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { ConfirmDialog } from "../../components/confirm/confirm-dialog";
import { loadOf, withItem } from "../../components/editor/editor-load";
import { EditorForm, EditorPage, EditorSaveBar } from "../../components/editor/editor-page";
import { savedState } from "../../components/editor/saved-notice";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { useFormSubmit } from "../../components/form/use-form-submit";
import { invalidateAdminContent, useAllContents } from "./admin-content-queries";
import { BodyField, DESCRIPTION_MAX, TITLE_MAX, useLibraryRules, useLibraryUploads, useUploadProblem } from "./library-fields";
import { allOf } from "./library-page";
import "../../i18n/en/admin-content";

const method = CompassService.method;
/** The language this page writes (the one the library is translated into). */
const LANGUAGE = "es";

type TranslationValues = {
  title: string;
  description: string;
  tags: string[];
  htmlBody: string;
};

const valuesOf = (t: LearningContentTranslation | undefined): TranslationValues => ({
  title: t?.title ?? "",
  description: t?.description ?? "",
  tags: [...(t?.tags ?? [])],
  htmlBody: t?.htmlBody ?? "",
});

const sameValues = (a: TranslationValues, b: TranslationValues) =>
  a.title === b.title && a.description === b.description && a.htmlBody === b.htmlBody && a.tags.join("\n") === b.tags.join("\n");

export default function ContentTranslationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() || null;
  const contents = useAllContents();
  const translations = useQuery(method.adminGetLearningContentTranslations, { learningContentId: id ?? "" }, { enabled: id !== null, staleTime: 0 });
  const notFound = { testId: "content-not-found", message: t("contentEditor.notFound") };
  const found = withItem(
    loadOf(allOf({ contents, translations }), { loading: t("contentTranslation.loading"), error: t("contentTranslation.loadError") }),
    id,
    (data, id) => data.contents.learningContents.find((c) => c.id === id),
    notFound,
  );
  // Opened without an id: there is no article to translate.
  const load = id ? found : ({ state: "not-found", ...notFound } as const);
  const backTo = id ? `${pathFor("admin-add-edit-content")}?id=${encodeURIComponent(id)}` : pathFor("admin-content");

  return (
    <EditorPage backTo={backTo} backLabel={t("contentTranslation.back")} heading={t("contentTranslation.heading")} maw={760} load={load}>
      {({ data, item }) =>
        item ? (
          <TranslationForm key={item.id} content={item} translation={data.translations.translations.find((x) => x.language === LANGUAGE)} backTo={backTo} />
        ) : null
      }
    </EditorPage>
  );
}

function TranslationForm(props: { content: LearningContent; translation: LearningContentTranslation | undefined; backTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const put = useMutation(method.adminPutLearningContentTranslation);
  const remove = useMutation(method.adminRemoveLearningContentTranslation);
  const { content } = props;
  const saved = useRef(valuesOf(props.translation));
  const leaving = useRef(false);
  const [removing, setRemoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const uploads = useLibraryUploads();
  const problem = useUploadProblem();
  const rules = useLibraryRules();
  const form = useForm<TranslationValues>({
    mode: "controlled",
    initialValues: saved.current,
    validate: { title: rules.title, description: rules.description, htmlBody: rules.htmlBody },
  });
  const errors = useServerFormErrors(form, { aliases: { html_body: "htmlBody" }, messages: { generic: t("contentEditor.errors.generic") } });
  const dirty = useCallback(() => !leaving.current && !sameValues(saved.current, form.getValues()), [form]);

  /** Back to the content list with the 'saved' notice, the translation's reads refreshed. */
  const done = async () => {
    leaving.current = true;
    await Promise.all([
      invalidateAdminContent(queryClient),
      queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.adminGetLearningContentTranslations, cardinality: undefined }) }),
    ]);
    void navigate(pathFor("admin-content"), { state: savedState({ id: content.id, title: content.title, added: false }) });
  };

  const { submit, pending } = useFormSubmit(form, errors, async (v) => {
    await put.mutateAsync({ learningContentId: content.id, language: LANGUAGE, title: v.title.trim(), description: v.description.trim(), tags: v.tags, htmlBody: v.htmlBody });
    await done();
  });

  return (
    <EditorForm
      testId="translation-form"
      onSubmit={submit}
      dirty={dirty}
      unsavedText={t("contentTranslation.unsaved")}
      alert={errors.alert}
      dialogs={
        <ConfirmDialog
          opened={confirming}
          title={t("contentTranslation.removeTitle")}
          confirmLabel={t("contentTranslation.remove")}
          cancelLabel={t("adminContent.remove.cancel")}
          pending={removing}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            setRemoving(true);
            try {
              await remove.mutateAsync({ learningContentId: content.id, language: LANGUAGE });
              await done();
            } finally {
              setRemoving(false);
            }
          }}
          testId="remove-translation"
        >
          <Text>{t("contentTranslation.removeBody")}</Text>
        </ConfirmDialog>
      }
    >
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t("contentTranslation.original")}
        </Text>
        <Text fw={600} data-testid="translation-original">
          {content.title}
        </Text>
        <Text size="sm">{props.translation ? t("contentTranslation.intro") : t("contentTranslation.none")}</Text>
      </Stack>
      <TextInput label={t("contentTranslation.title")} required maxLength={TITLE_MAX} lang={LANGUAGE} {...form.getInputProps("title")} />
      <Textarea
        label={t("contentTranslation.description")}
        description={t("contentEditor.descriptionHint")}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={DESCRIPTION_MAX}
        lang={LANGUAGE}
        {...form.getInputProps("description")}
      />
      <TagsInput label={t("adminContent.moduleEditor.tags")} description={t("adminContent.moduleEditor.tagsHint")} clearable {...form.getInputProps("tags")} />
      <BodyField
        initialHtml={saved.current.htmlBody}
        onChange={(html) => form.setFieldValue("htmlBody", html)}
        error={form.errors.htmlBody}
        onProblem={problem.report}
        uploads={uploads.body}
        label={t("contentTranslation.body")}
        hint={t("contentEditor.bodyHint")}
      />
      {problem.alert}
      <EditorSaveBar
        saveLabel={t("contentTranslation.save")}
        pending={pending}
        disabled={uploads.running}
        cancelTo={props.backTo}
        cancelLabel={t("adminContent.editor.cancel")}
        end={
          props.translation ? (
            <Button variant="subtle" color="red" onClick={() => setConfirming(true)} data-testid="remove-translation-button">
              {t("contentTranslation.remove")}
            </Button>
          ) : null
        }
        note={
          uploads.running ? (
            <Text size="sm" c="dimmed">
              {t("contentEditor.waitForUploads")}
            </Text>
          ) : null
        }
      />
    </EditorForm>
  );
}
