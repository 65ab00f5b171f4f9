/**
 * /admin/add-edit-content (?id=… to edit): an article or a YouTube video (issue #9 §3).
 *
 * - Kind, title, description, estimated minutes and tags.
 * - A cover picture uploaded to the file store with progress (its image set: the original and WebP
 *   copies, drawn with `srcset`), shown as it will appear, and removable.
 * - An article's text in the rich-text editor (rich-text-editor.tsx: headings, lists, links,
 *   uploaded images, tables), or a video's YouTube link in any of YouTube's forms, with the video
 *   shown as soon as the link is one.
 * - Attachments: files uploaded with progress, or links, each an Attachment (AdminCreateAttachment)
 *   listed on the item; removing one here takes it off the item.
 * - 'Preview' shows the item exactly as a learner's lesson page does (the same LearningContentView).
 * - 'Spanish version' (an article being edited) opens its translation (content-translation-page.tsx).
 * - A new item is AdminCreateLearningContent; an edit sends AdminEditLearningContent with an
 *   update_mask of only the changed fields. Leaving with unsaved edits asks first.
 */
import { Button, Group, NumberInput, Radio, Stack, TagsInput, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CompassService, type Attachment, type LearningContent } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { parseYouTubeUrl } from "../../../shared/youtube";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { useFormSubmit } from "../../components/form/use-form-submit";
import { LearningContentView, YouTubeEmbed, type LearningContentLike } from "../../components/learning/learning-content-view";
import { invalidateAdminContent, useAllContents } from "./admin-content-queries";
import { changedContentPaths, contentRequest, contentValues, isContentDirty, type ContentFormValues } from "./content-form";
import { AttachmentsField, BodyField, CoverPictureField, DESCRIPTION_MAX, PreviewDialog, TITLE_MAX, useLibraryRules, useLibraryUploads, useUploadProblem } from "./library-fields";
import { loadOf, withItem } from "../../components/editor/editor-load";
import { EditorForm, EditorPage, EditorSaveBar } from "../../components/editor/editor-page";
import { savedState } from "../../components/editor/saved-notice";
import { allOf } from "./library-page";
import "../../i18n/en/admin-content";

const MINUTES_MAX = 10_000;
const method = CompassService.method;

export default function AddEditContentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() || null;
  const contents = useAllContents();
  const attachments = useQuery(method.getAllAttachments, {}, { staleTime: 0 });
  const load = withItem(
    loadOf(allOf({ contents, attachments }), { loading: t("contentEditor.loading"), error: t("contentEditor.loadError") }),
    id,
    (data, id) => data.contents.learningContents.find((c) => c.id === id),
    { testId: "content-not-found", message: t("contentEditor.notFound") },
  );

  return (
    <EditorPage
      backTo={pathFor("admin-content")}
      backLabel={t("contentEditor.back")}
      heading={id ? t("contentEditor.editHeading") : t("contentEditor.addHeading")}
      maw={760}
      load={load}
    >
      {({ data, item }) => <ContentForm key={id ?? "new"} content={item} attachments={data.attachments.attachments} />}
    </EditorPage>
  );
}

/** The form's values as the learner's page shows them. */
function asLearnerSees(values: ContentFormValues): LearningContentLike {
  const request = contentRequest(values);
  return {
    title: request.title || "—",
    description: request.description,
    estimatedMinutes: request.estimatedMinutes,
    kind: values.kind,
    htmlBody: request.htmlBody,
    video: request.video,
    tags: request.tags,
    imageSet: request.imageSet,
  };
}

function ContentForm(props: { content: LearningContent | null; attachments: readonly Attachment[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation(method.adminCreateLearningContent);
  const edit = useMutation(method.adminEditLearningContent);
  const { content } = props;
  const saved = useRef(contentValues(content));
  const leaving = useRef(false);
  const createdId = useRef<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [known, setKnown] = useState<Attachment[]>(() => [...props.attachments]);
  const uploads = useLibraryUploads();
  const problem = useUploadProblem();

  const rules = useLibraryRules();
  const form = useForm<ContentFormValues>({
    mode: "controlled",
    initialValues: saved.current,
    validate: {
      title: rules.title,
      description: rules.description,
      videoLink: (v, values) => {
        if (values.kind !== "video") return null;
        if (!v.trim()) return t("contentEditor.errors.videoRequired");
        return parseYouTubeUrl(v) ? null : t("contentEditor.errors.videoInvalid");
      },
      htmlBody: (v, values) => (values.kind === "article" ? rules.htmlBody(v) : null),
    },
  });
  const errors = useServerFormErrors(form, {
    aliases: { video: "videoLink", tags: "tags" },
    messages: { generic: t("contentEditor.errors.generic") },
  });
  const dirty = useCallback(() => !leaving.current && isContentDirty(saved.current, form.getValues()), [form]);
  const values = form.values;
  const attachmentById = new Map(known.map((a) => [a.id, a]));
  const listed = values.attachmentIds.map((attachmentId) => attachmentById.get(attachmentId)).filter((a): a is Attachment => a !== undefined);
  const video = values.kind === "video" ? parseYouTubeUrl(values.videoLink) : null;

  const { submit, pending } = useFormSubmit(form, errors, async (v) => {
    const request = contentRequest(v);
    const contentId = content?.id ?? createdId.current;
    if (contentId) {
      const paths = changedContentPaths(saved.current, v);
      if (paths.length > 0) await edit.mutateAsync({ learningContentId: contentId, updateMask: { paths }, ...request });
    } else {
      const created = await create.mutateAsync(request);
      createdId.current = created.learningContentId;
    }
    leaving.current = true;
    await invalidateAdminContent(queryClient);
    void navigate(pathFor("admin-content"), { state: savedState({ id: contentId ?? createdId.current!, title: request.title, added: !contentId }) });
  });

  return (
    <EditorForm
      testId="content-form"
      onSubmit={submit}
      dirty={dirty}
      unsavedText={t("contentEditor.unsaved")}
      alert={errors.alert}
      announcement={announcement}
      dialogs={
        <PreviewDialog opened={previewing} onClose={() => setPreviewing(false)} testId="content-preview">
          <LearningContentView content={asLearnerSees(values)} attachments={listed} headingLevel={2} />
        </PreviewDialog>
      }
    >
      <Radio.Group label={t("contentEditor.kind")} {...form.getInputProps("kind")}>
        <Group gap="lg" mt={6}>
          <Radio value="article" label={t("learning.article")} />
          <Radio value="video" label={t("learning.video")} />
        </Group>
      </Radio.Group>
      <TextInput label={t("adminContent.editor.title")} required maxLength={TITLE_MAX} {...form.getInputProps("title")} />
      <Textarea
        label={t("adminContent.editor.description")}
        description={t("contentEditor.descriptionHint")}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={DESCRIPTION_MAX}
        {...form.getInputProps("description")}
      />
      <Group gap="md" align="flex-start" wrap="wrap">
        <NumberInput
          label={t("adminContent.moduleEditor.minutes")}
          min={0}
          max={MINUTES_MAX}
          allowDecimal={false}
          allowNegative={false}
          w={200}
          {...form.getInputProps("estimatedMinutes")}
        />
        <TagsInput
          label={t("adminContent.moduleEditor.tags")}
          description={t("adminContent.moduleEditor.tagsHint")}
          clearable
          style={{ flex: "1 1 240px" }}
          {...form.getInputProps("tags")}
        />
      </Group>

      <CoverPictureField
        value={values.imageSet}
        onChange={(imageSet) => form.setFieldValue("imageSet", imageSet)}
        onProblem={problem.report}
        uploads={uploads.cover}
        alt={t("contentEditor.coverAlt")}
        announce={setAnnouncement}
      />

      {values.kind === "article" ? (
        <BodyField
          initialHtml={saved.current.htmlBody}
          onChange={(html) => form.setFieldValue("htmlBody", html)}
          error={form.errors.htmlBody}
          onProblem={problem.report}
          uploads={uploads.body}
          label={t("contentEditor.body")}
          hint={t("contentEditor.bodyHint")}
        />
      ) : (
        <Stack gap="xs">
          <TextInput
            label={t("contentEditor.video")}
            description={t("contentEditor.videoHint")}
            required
            placeholder="https://www.youtube.com/watch?v=…"
            {...form.getInputProps("videoLink")}
          />
          {video ? (
            <Stack gap={4} data-testid="video-preview">
              <YouTubeEmbed videoId={video.id} title={t("learning.videoTitle", { title: values.title.trim() || t("learning.video") })} />
            </Stack>
          ) : null}
        </Stack>
      )}

      <AttachmentsField
        ids={values.attachmentIds}
        onChange={(ids) => form.setFieldValue("attachmentIds", ids)}
        known={known}
        onMade={(made) => setKnown((list) => [...list.filter((x) => x.id !== made.id), made])}
        onProblem={problem.report}
        uploads={uploads.attachments}
        announce={setAnnouncement}
      />

      {problem.alert}

      <EditorSaveBar
        saveLabel={content ? t("adminContent.editor.save") : t("contentEditor.create")}
        pending={pending}
        disabled={uploads.running}
        cancelTo={pathFor("admin-content")}
        cancelLabel={t("adminContent.editor.cancel")}
        extra={
          <>
            <Button variant="default" onClick={() => setPreviewing(true)}>
              {t("contentEditor.preview")}
            </Button>
            {content && values.kind === "article" ? (
              <Button
                component={Link}
                to={`${pathFor("admin-content-translation")}?id=${encodeURIComponent(content.id)}`}
                variant="default"
                data-testid="open-translation"
              >
                {t("contentTranslation.open")}
              </Button>
            ) : null}
          </>
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
