/**
 * The article editor (issue #9 §3): @mantine/tiptap on Tiptap, limited to what the server's
 * html_body allowlist keeps (src/server/learning/html-sanitizer.ts) — headings h2–h4 (the page
 * title is the h1), bold, italic, underline, strike, inline code and code blocks, bullet and
 * numbered lists, blockquote, rule, links, images and tables (without resizing: column widths are
 * style attributes, which the allowlist drops).
 *
 * Images are uploaded to the file store as they are picked, pasted or dropped (Mantine's upload
 * extension shows the picture faded while it travels); each upload's progress is listed under the
 * toolbar. An uploaded image gets its image set as `srcset`, so learners' phones load the small
 * copy. 'Image description' sets the selected image's alt text.
 */
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { getUploadImageExtension, Link, RichTextEditor, useRichTextEditorContext, type RichTextEditorLabels } from "@mantine/tiptap";
import Image from "@tiptap/extension-image";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { imageAttributes } from "../../components/learning/image-set";
import { UploadList, type useUploads } from "../../files/upload-list";
import { IconAlt } from "../../icons";
import "../../i18n/en/admin-content";

/** An image node that also keeps `srcset` and `sizes` (the image set of an uploaded picture). */
const ImageWithSet = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      srcset: { default: null },
      sizes: { default: null },
    };
  },
});

function ImageDescriptionControl() {
  const { t } = useTranslation();
  const { editor } = useRichTextEditorContext();
  const selected = useEditorState({ editor, selector: (ctx) => (ctx.editor?.isActive("image") ? String(ctx.editor.getAttributes("image").alt ?? "") : null) });
  const [open, setOpen] = useState(false);
  const [alt, setAlt] = useState("");
  return (
    <>
      <RichTextEditor.Control
        aria-label={t("contentEditor.imageDescription")}
        title={t("contentEditor.imageDescription")}
        disabled={selected === null}
        onClick={() => {
          setAlt(selected ?? "");
          setOpen(true);
        }}
      >
        <IconAlt size={16} stroke={1.5} aria-hidden="true" />
      </RichTextEditor.Control>
      <Modal opened={open} onClose={() => setOpen(false)} title={t("contentEditor.imageDescription")} closeButtonProps={{ "aria-label": t("common.close") }} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            // React bubbles submit through the portal to the content form around the editor.
            event.stopPropagation();
            editor?.chain().focus().updateAttributes("image", { alt: alt.trim() }).run();
            setOpen(false);
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t("contentEditor.imageDescriptionLabel")}
              description={t("contentEditor.imageDescriptionHint")}
              value={alt}
              maxLength={500}
              onChange={(e) => setAlt(e.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t("adminContent.editor.cancel")}
              </Button>
              <Button type="submit">{t("contentEditor.imageDescriptionSave")}</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

export function ArticleEditor(props: {
  initialHtml: string;
  onChange: (html: string) => void;
  labelId: string;
  describedById?: string;
  /** A failed image upload (an UploadError, or whatever the editor caught). */
  onUploadError: (error: unknown) => void;
  uploads: ReturnType<typeof useUploads>;
}) {
  const { t } = useTranslation();
  const { uploads, onChange, onUploadError } = props;
  const callbacks = useRef({ onChange, onUploadError, start: uploads.start });
  callbacks.current = { onChange, onUploadError, start: uploads.start };

  const extensions = useMemo(
    () => [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({ openOnClick: false, protocols: ["mailto"], HTMLAttributes: { rel: "noopener noreferrer", target: null } }),
      getUploadImageExtension(ImageWithSet, {
        onImageUpload: async (file: File) => {
          const uploaded = await callbacks.current.start(file, "image");
          const attrs = imageAttributes(uploaded.imageSet);
          return { src: attrs?.src ?? uploaded.metadata.url, srcset: attrs?.srcSet ?? null, sizes: attrs?.sizes ?? null, alt: "" };
        },
        onImageUploadError: (_file: File, error: unknown) => callbacks.current.onUploadError(error),
        // Pasted pictures from elsewhere are fetched and stored here too (the allowlist keeps only ours).
        shouldUploadPastedImage: (src: string) => !src.startsWith("/files/"),
      }),
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
    ],
    [],
  );

  const editor = useEditor({
    extensions,
    content: props.initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": props.labelId,
        ...(props.describedById ? { "aria-describedby": props.describedById } : {}),
        class: "compass-rich-text",
        "data-testid": "article-editor",
      },
    },
    onUpdate: ({ editor: e }) => callbacks.current.onChange(e.getHTML()),
  });

  const labels: Partial<RichTextEditorLabels> = {
    boldControlLabel: t("contentEditor.controls.bold"),
    italicControlLabel: t("contentEditor.controls.italic"),
    underlineControlLabel: t("contentEditor.controls.underline"),
    strikeControlLabel: t("contentEditor.controls.strike"),
    clearFormattingControlLabel: t("contentEditor.controls.clearFormatting"),
    codeControlLabel: t("contentEditor.controls.code"),
    codeBlockControlLabel: t("contentEditor.controls.codeBlock"),
    h2ControlLabel: t("contentEditor.controls.heading", { level: 2 }),
    h3ControlLabel: t("contentEditor.controls.heading", { level: 3 }),
    h4ControlLabel: t("contentEditor.controls.heading", { level: 4 }),
    bulletListControlLabel: t("contentEditor.controls.bulletList"),
    orderedListControlLabel: t("contentEditor.controls.orderedList"),
    blockquoteControlLabel: t("contentEditor.controls.blockquote"),
    hrControlLabel: t("contentEditor.controls.rule"),
    linkControlLabel: t("contentEditor.controls.link"),
    unlinkControlLabel: t("contentEditor.controls.unlink"),
    linkEditorInputLabel: t("contentEditor.controls.linkAddress"),
    linkEditorInputPlaceholder: "https://",
    linkEditorExternalLink: t("contentEditor.controls.linkNewTab"),
    linkEditorInternalLink: t("contentEditor.controls.linkSameTab"),
    linkEditorSave: t("contentEditor.controls.linkSave"),
    imageUploadControlLabel: t("contentEditor.controls.image"),
    tableInsertControlLabel: t("contentEditor.controls.tableInsert"),
    tableInsertLabel: (columns: number, rows: number) => t("contentEditor.controls.tableSize", { columns, rows }),
    tableDeleteControlLabel: t("contentEditor.controls.tableDelete"),
    tableRowAfterControlLabel: t("contentEditor.controls.rowAfter"),
    tableRowDeleteControlLabel: t("contentEditor.controls.rowDelete"),
    tableColumnAfterControlLabel: t("contentEditor.controls.columnAfter"),
    tableColumnDeleteControlLabel: t("contentEditor.controls.columnDelete"),
    tableToggleHeaderRowControlLabel: t("contentEditor.controls.headerRow"),
    undoControlLabel: t("contentEditor.controls.undo"),
    redoControlLabel: t("contentEditor.controls.redo"),
  };

  return (
    <Stack gap="xs">
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.CodeBlock />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ImageUpload accept="image/png,image/jpeg,image/webp,image/gif" />
            <ImageDescriptionControl />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.TableInsert maxRows={8} maxColumns={6} />
            <RichTextEditor.TableRowAfter />
            <RichTextEditor.TableRowDelete />
            <RichTextEditor.TableColumnAfter />
            <RichTextEditor.TableColumnDelete />
            <RichTextEditor.TableToggleHeaderRow />
            <RichTextEditor.TableDelete />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      <UploadList uploads={uploads.uploads} testId="article-uploads" />
    </Stack>
  );
}
