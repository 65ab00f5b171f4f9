/**
 * The fields every library editor shares (category, learning module, article or video — issue #9
 * §3): the cover picture (image_set), the rich text (html_body) and the attachments
 * (attachment_ids). Each uploads with visible progress and reports a refused or failed upload
 * through `useUploadProblem`, whose alert the page shows once.
 */
import { ActionIcon, Alert, Anchor, Button, FileButton, Group, Modal, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@connectrpc/connect-query";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CompassService, type Attachment } from "../../../gen/compass/v1/compass_pb";
import { useServerErrorText, useServerFormErrors } from "../../components/form/use-server-form-errors";
import { imageAttributes } from "../../components/learning/image-set";
import { UploadError, uploadErrorText } from "../../files/upload-file";
import "../../i18n/en/uploads";
import { IconLink, IconPaperclip, IconPhoto } from "../../icons";
import { UploadList, useUploads } from "../../files/upload-list";
import { ArticleEditor } from "./rich-text-editor";
import "../../i18n/en/admin-content";

/** The library's limits, as the server checks them (learning-validation.ts). */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
const HTML_MAX_BYTES = 1024 * 1024;
const IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/gif";

/** An html_body over the server's limit (1 MB of UTF-8), as the field's error; null when it fits. */
export const htmlTooLong = (html: string): boolean => new TextEncoder().encode(html).length > HTML_MAX_BYTES;

/** The editors' shared field checks (title, description, rich text), in the user's words. */
export function useLibraryRules() {
  const { t } = useTranslation();
  return {
    title: (v: string) => {
      const title = v.trim();
      if (!title) return t("adminContent.editor.errors.titleRequired");
      if ([...title].length > TITLE_MAX) return t("adminContent.editor.errors.titleLong", { max: TITLE_MAX });
      return null;
    },
    description: (v: string) => ([...v.trim()].length > DESCRIPTION_MAX ? t("adminContent.editor.errors.descriptionLong", { max: DESCRIPTION_MAX }) : null),
    htmlBody: (v: string) => (htmlTooLong(v) ? t("contentEditor.errors.bodyLong") : null),
  };
}

/** One place a page shows what went wrong with an upload (the server's words, or the RPC's). */
export function useUploadProblem() {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const report = (error: unknown) => setProblem(error instanceof UploadError ? uploadErrorText(error, t) : typeof error === "string" ? error : errorText(error));
  const alert = problem ? (
    <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel={t("common.close")} onClose={() => setProblem(null)} data-testid="upload-error">
      {problem}
    </Alert>
  ) : null;
  return { report, clear: () => setProblem(null), alert };
}

type Report = (error: unknown) => void;

/** The cover picture: shown from its image set, uploaded (with progress), replaced or removed. */
export function CoverPictureField(props: {
  value: Readonly<Record<string, string>>;
  onChange: (imageSet: Record<string, string>) => void;
  onProblem: Report;
  uploads: ReturnType<typeof useUploads>;
  /** What the picture is of, for its alt text. */
  alt: string;
  announce: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { uploads } = props;
  const cover = imageAttributes(props.value);
  const upload = async (file: File | null) => {
    if (!file) return;
    try {
      const uploaded = await uploads.start(file, "image");
      props.onChange(uploaded.imageSet);
      props.announce(t("contentEditor.coverUploaded"));
    } catch (e) {
      props.onProblem(e);
    }
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="cover-heading">
      <Title order={2} size="h4" id="cover-heading">
        {t("contentEditor.cover")}
      </Title>
      <Text size="sm">{t("contentEditor.coverHint")}</Text>
      {cover ? (
        <img
          src={cover.src}
          srcSet={cover.srcSet}
          sizes="(max-width: 760px) 100vw, 480px"
          alt={props.alt}
          data-testid="content-cover"
          style={{ width: "100%", maxWidth: 480, height: "auto", borderRadius: "var(--mantine-radius-md)" }}
        />
      ) : (
        <Text c="dimmed" size="sm" data-testid="content-no-cover">
          {t("contentEditor.noCover")}
        </Text>
      )}
      <UploadList uploads={uploads.uploads} testId="cover-uploads" />
      <Group gap="sm">
        <FileButton onChange={(file) => void upload(file)} accept={IMAGE_TYPES}>
          {(fileProps) => (
            <Button {...fileProps} variant="light" leftSection={<IconPhoto size={18} aria-hidden="true" />} disabled={uploads.uploads.length > 0}>
              {cover ? t("contentEditor.coverReplace") : t("contentEditor.coverUpload")}
            </Button>
          )}
        </FileButton>
        {cover ? (
          <Button variant="outline" color="red.9" onClick={() => props.onChange({})}>
            {t("contentEditor.coverRemove")}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/** The rich text with its visible label and hint, and its error under it. */
export function BodyField(props: {
  initialHtml: string;
  onChange: (html: string) => void;
  error: ReactNode;
  onProblem: Report;
  uploads: ReturnType<typeof useUploads>;
  label: string;
  hint: string;
}) {
  return (
    <Stack gap={4}>
      <Text component="span" fw={500} size="sm" id="body-label">
        {props.label}
      </Text>
      <Text size="xs" c="dimmed" id="body-hint">
        {props.hint}
      </Text>
      <ArticleEditor
        initialHtml={props.initialHtml}
        onChange={props.onChange}
        labelId="body-label"
        describedById="body-hint"
        onUploadError={(error) => props.onProblem(error)}
        uploads={props.uploads}
      />
      {props.error ? (
        <Text c="red.9" size="sm" role="alert">
          {props.error}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The item's attachments: each opens in a new tab; a file is uploaded with progress and a link
 * added by title and address, each becoming an Attachment (AdminCreateAttachment); removing one
 * takes it off this item only.
 */
export function AttachmentsField(props: {
  ids: readonly string[];
  onChange: (ids: string[]) => void;
  /** Every attachment known to the page (from GetAllAttachments plus the ones made here). */
  known: readonly Attachment[];
  onMade: (attachment: Attachment) => void;
  onProblem: Report;
  uploads: ReturnType<typeof useUploads>;
  announce: (message: string) => void;
}) {
  const { t } = useTranslation();
  const createAttachment = useMutation(CompassService.method.adminCreateAttachment);
  const byId = new Map(props.known.map((a) => [a.id, a]));
  const listed = props.ids.map((id) => byId.get(id)).filter((a): a is Attachment => a !== undefined);

  const add = (attachment: Attachment) => {
    props.onMade(attachment);
    props.onChange([...props.ids, attachment.id]);
    props.announce(t("contentEditor.attachmentAdded", { title: attachment.title }));
  };
  const remove = (attachment: Attachment) => {
    props.onChange(props.ids.filter((x) => x !== attachment.id));
    props.announce(t("contentEditor.attachmentRemoved", { title: attachment.title }));
    requestAnimationFrame(() => document.getElementById("attach-file")?.focus());
  };
  const upload = async (file: File | null) => {
    if (!file) return;
    try {
      const uploaded = await props.uploads.start(file, "attachment");
      const title = file.name.slice(0, TITLE_MAX) || t("contentEditor.attachmentUntitled");
      const { url, contentType } = uploaded.metadata;
      const made = await createAttachment.mutateAsync({ url, contentType, title, description: "" });
      add({ id: made.attachmentId, url, contentType, title, description: "" } as Attachment);
    } catch (e) {
      props.onProblem(e);
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="attachments-heading">
      <Title order={2} size="h4" id="attachments-heading">
        {t("learning.attachments")}
      </Title>
      <Text size="sm">{t("contentEditor.attachmentsHint")}</Text>
      {listed.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="content-no-attachments">
          {t("contentEditor.noAttachments")}
        </Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: "none" }} data-testid="content-attachments">
          {listed.map((a) => (
            <Paper component="li" key={a.id} withBorder radius="md" p="xs" data-testid="content-attachment">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Anchor href={a.url} target="_blank" rel="noopener noreferrer" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
                  {a.title}
                </Anchor>
                <ActionIcon variant="outline" color="red.9" size="lg" aria-label={t("contentEditor.attachmentRemove", { title: a.title })} onClick={() => remove(a)}>
                  <span aria-hidden="true">✕</span>
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <UploadList uploads={props.uploads.uploads} testId="attachment-uploads" />
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={(file) => void upload(file)}>
          {(fileProps) => (
            <Button {...fileProps} id="attach-file" variant="light" leftSection={<IconPaperclip size={18} aria-hidden="true" />}>
              {t("contentEditor.attachFile")}
            </Button>
          )}
        </FileButton>
        <AddLinkAttachment onAdded={add} />
      </Group>
    </Stack>
  );
}

/** 'Add a link': a title and an http(s) address, saved as an attachment. */
function AddLinkAttachment(props: { onAdded: (attachment: Attachment) => void }) {
  const { t } = useTranslation();
  const createAttachment = useMutation(CompassService.method.adminCreateAttachment);
  const rules = useLibraryRules();
  const [open, setOpen] = useState(false);
  const form = useForm({
    mode: "controlled",
    initialValues: { title: "", url: "" },
    validate: {
      title: rules.title,
      url: (v) => (/^https?:\/\/\S+$/i.test(v.trim()) ? null : t("contentEditor.errors.linkInvalid")),
    },
  });
  const errors = useServerFormErrors(form, { messages: { generic: t("contentEditor.errors.linkGeneric") } });
  const close = () => {
    setOpen(false);
    form.reset();
    errors.clear();
  };
  const submit = form.onSubmit(
    async (v) => {
      errors.clear();
      const url = v.url.trim();
      const title = v.title.trim();
      try {
        const made = await createAttachment.mutateAsync({ url, contentType: "text/html", title, description: "" });
        props.onAdded({ id: made.attachmentId, url, contentType: "text/html", title, description: "" } as Attachment);
        close();
      } catch (e) {
        errors.show(e);
      }
    },
    (validation) => errors.focusFirstError(validation),
  );
  return (
    <>
      <Button variant="light" leftSection={<IconLink size={18} aria-hidden="true" />} onClick={() => setOpen(true)}>
        {t("contentEditor.attachLink")}
      </Button>
      <Modal opened={open} onClose={close} title={t("contentEditor.attachLink")} closeButtonProps={{ "aria-label": t("common.close") }} centered>
        {errors.alert}
        <form
          onSubmit={(event) => {
            // The modal sits outside the editor's form in the DOM, but React bubbles submit through portals.
            event.stopPropagation();
            void submit(event);
          }}
          noValidate
          data-testid="attachment-link-form"
        >
          <Stack gap="sm">
            <TextInput label={t("contentEditor.linkTitle")} required maxLength={TITLE_MAX} data-autofocus {...form.getInputProps("title")} />
            <TextInput label={t("contentEditor.linkUrl")} required placeholder="https://" {...form.getInputProps("url")} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t("adminContent.editor.cancel")}
              </Button>
              <Button type="submit" loading={createAttachment.isPending}>
                {t("contentEditor.linkAdd")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/** The page's uploads, one list per field, and whether any is still running (saving waits). */
export function useLibraryUploads() {
  const cover = useUploads();
  const body = useUploads();
  const attachments = useUploads();
  const running = cover.uploads.length + body.uploads.length + attachments.uploads.length > 0;
  return { cover, body, attachments, running };
}

/** 'Preview': the item as a learner sees it, in a dialog (full screen on a phone). */
export function PreviewDialog(props: { opened: boolean; onClose: () => void; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("contentEditor.previewTitle")}
      size="xl"
      fullScreen={typeof window !== "undefined" && window.innerWidth < 600}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <div data-testid={props.testId}>{props.children}</div>
    </Modal>
  );
}
