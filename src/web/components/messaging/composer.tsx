/**
 * Writing a message (issue #14 §2): the text (at most 10,000 characters, a counter near the
 * limit), Enter to send and Shift+Enter for a new line, up to 10 files uploaded with progress
 * each (POST /files/upload, then CreateAttachment), the message being answered (a quote with a
 * way to cancel), and the unsent text kept on this device per conversation (a reload or another
 * conversation loses nothing).
 */
import { Alert, Button, FileButton, Group, Stack, Text, Textarea, UnstyledButton } from "@mantine/core";
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ChatMessage } from "../../../gen/compass/v1/compass_pb";
import { MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_CHARACTERS } from "../../../shared/messages";
import { auth } from "../../auth/instance";
import { useServerErrorText } from "../form/use-server-form-errors";
import { LabelledProgress } from "../labelled-progress";
import { localDraftKey } from "../../drafts/draft-choice";
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from "../../drafts/draft-storage";
import { UploadError, uploadErrorText, uploadFile } from "../../files/upload-file";
import "../../i18n/en/uploads";
import { numberFormat } from "../../i18n/formats";
import { IconPaperclip, IconSend, IconX } from "../../icons";
import { quoteOf } from "./message-item";
import { useCreateAttachment, type Outgoing } from "../../queries/messages-queries";

/** The counter shows from this many characters left. */
const COUNTER_FROM = 1_000;
const DRAFT_DELAY_MS = 300;

export interface ComposerHandle {
  focus(): void;
}

interface FileEntry {
  key: number;
  name: string;
  fraction: number;
  attachmentId: string | null;
  error: string | null;
  abort: AbortController;
}

export interface ComposerProps {
  me: string;
  partnerId: string;
  partnerName: string;
  replyTo: { author: string; message: ChatMessage } | null;
  onCancelReply: () => void;
  send: (out: Outgoing) => Promise<unknown>;
  sending: boolean;
  announce: (text: string) => void;
}

/** The device's key of the unsent text to `partnerId`. */
export const chatDraftKey = (me: string, partnerId: string) => localDraftKey(`chat-${partnerId}`, me);

export const Composer = forwardRef<ComposerHandle, ComposerProps>(function Composer(props, ref) {
  const { t, i18n } = useTranslation();
  const errorText = useServerErrorText();
  const createAttachment = useCreateAttachment();
  const draftKey = chatDraftKey(props.me, props.partnerId);
  const [text, setText] = useState(() => readLocalDraft(draftKey) ?? "");
  const [files, setFiles] = useState<FileEntry[]>([]);
  const [error, setError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const nextKey = useRef(1);
  const draftTimer = useRef<number | null>(null);
  const latestText = useRef(text);
  latestText.current = text;
  const fieldId = `composer-${props.partnerId}`;

  useImperativeHandle(ref, () => ({ focus: () => textarea.current?.focus() }), []);

  // The unsent text, kept on this device as it is typed (and when the page goes away).
  const saveDraft = useCallback(() => {
    if (draftTimer.current !== null) window.clearTimeout(draftTimer.current);
    draftTimer.current = null;
    const value = latestText.current;
    if (value.trim() === "") removeLocalDraft(draftKey);
    else writeLocalDraft(draftKey, value);
  }, [draftKey]);
  useEffect(() => {
    window.addEventListener("pagehide", saveDraft);
    return () => {
      window.removeEventListener("pagehide", saveDraft);
      if (draftTimer.current !== null) saveDraft();
    };
  }, [saveDraft]);
  const change = (value: string) => {
    setText(value);
    setError(null);
    if (draftTimer.current !== null) window.clearTimeout(draftTimer.current);
    draftTimer.current = window.setTimeout(saveDraft, DRAFT_DELAY_MS);
  };

  // Uploads still running when the conversation closes are cancelled.
  const filesRef = useRef(files);
  filesRef.current = files;
  useEffect(() => () => filesRef.current.forEach((f) => f.abort.abort()), []);

  const patch = (key: number, change: Partial<FileEntry>) => setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const addFiles = (picked: File[]) => {
    setError(null);
    const room = MESSAGE_MAX_ATTACHMENTS - files.length;
    if (picked.length > room) setError(t("messages.composer.tooManyFiles", { max: MESSAGE_MAX_ATTACHMENTS }));
    for (const file of picked.slice(0, Math.max(0, room))) {
      const entry: FileEntry = { key: nextKey.current++, name: file.name, fraction: 0, attachmentId: null, error: null, abort: new AbortController() };
      setFiles((list) => [...list, entry]);
      void (async () => {
        try {
          const uploaded = await uploadFile(
            file,
            { purpose: "attachment", signal: entry.abort.signal, onProgress: (fraction) => patch(entry.key, { fraction }) },
            { tokens: auth },
          );
          const { url, contentType } = uploaded.metadata;
          const made = await createAttachment.mutateAsync({ url, contentType, title: file.name.slice(0, 200) || "file", description: "" });
          patch(entry.key, { attachmentId: made.attachmentId, fraction: 1 });
          props.announce(t("messages.composer.uploaded", { name: file.name }));
        } catch (e) {
          if (e instanceof UploadError && e.code === "aborted") return;
          patch(entry.key, { error: e instanceof UploadError ? uploadErrorText(e, t) : errorText(e) });
        }
      })();
    }
  };

  const removeFile = (entry: FileEntry) => {
    entry.abort.abort();
    setFiles((list) => list.filter((f) => f.key !== entry.key));
    textarea.current?.focus();
  };

  const length = [...text].length;
  const left = MESSAGE_MAX_CHARACTERS - length;
  const uploading = files.some((f) => f.attachmentId === null && f.error === null);

  const submit = async () => {
    if (props.sending) return;
    if (text.trim() === "") return setError(t("messages.composer.empty"));
    if (left < 0) return setError(t("messages.composer.tooLong", { max: numberFormat(i18n.language).format(MESSAGE_MAX_CHARACTERS) }));
    if (uploading) return setError(t("messages.composer.waitUploads"));
    setError(null);
    try {
      await props.send({
        text,
        replyToMessageId: props.replyTo?.message.id ?? "",
        attachmentIds: files.flatMap((f) => (f.attachmentId ? [f.attachmentId] : [])),
      });
      setText("");
      latestText.current = "";
      saveDraft();
      setFiles([]);
      props.onCancelReply();
      props.announce(t("messages.composer.sentAnnouncement"));
      textarea.current?.focus();
    } catch (e) {
      setError(errorText(e));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className="compass-composer"
      noValidate
      data-testid="composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap={6}>
        {props.replyTo ? (
          <div className="compass-composer-reply" data-testid="composer-reply">
            <Text size="xs" style={{ minWidth: 0 }}>
              <Text span fw={700} size="xs">
                {t("messages.thread.replyingTo", { name: props.replyTo.author })}
              </Text>{" "}
              {props.replyTo.message.isDeleted ? t("messages.thread.removed") : quoteOf(props.replyTo.message.message)}
            </Text>
            <UnstyledButton className="compass-icon-button" aria-label={t("messages.composer.cancelReply")} onClick={props.onCancelReply}>
              <IconX size={16} aria-hidden="true" />
            </UnstyledButton>
          </div>
        ) : null}
        <Textarea
          ref={textarea}
          id={fieldId}
          label={t("messages.composer.label", { name: props.partnerName })}
          description={t("messages.composer.hint")}
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          onChange={(event) => change(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={error ? <span role="alert">{error}</span> : undefined}
          data-testid="composer-text"
        />
        {left <= COUNTER_FROM ? (
          <Text size="xs" c={left < 0 ? "red.9" : "dimmed"} aria-live="polite" data-testid="composer-counter">
            {left >= 0 ? t("messages.composer.left", { count: left }) : t("messages.composer.over", { count: -left })}
          </Text>
        ) : null}
        {files.length > 0 ? (
          <ul className="compass-composer-files" aria-label={t("messages.composer.attachments")} data-testid="composer-files">
            {files.map((f) => {
              const percent = Math.round(f.fraction * 100);
              const labelId = `${fieldId}-file-${f.key}`;
              return (
                <li key={f.key} className="compass-composer-file">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="xs" id={labelId} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
                      {f.attachmentId ? f.name : t("messages.composer.uploading", { name: f.name, percent })}
                    </Text>
                    <UnstyledButton className="compass-icon-button" aria-label={t("messages.composer.removeFile", { name: f.name })} onClick={() => removeFile(f)}>
                      <IconX size={14} aria-hidden="true" />
                    </UnstyledButton>
                  </Group>
                  {f.error ? (
                    <Alert color="red" variant="light" p={6} role="alert">
                      {f.error}
                    </Alert>
                  ) : f.attachmentId === null ? (
                    <LabelledProgress value={percent} labelledBy={labelId} size="sm" animate />
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        <Group justify="space-between" gap="xs">
          <FileButton onChange={addFiles} multiple>
            {(fileProps) => (
              <Button {...fileProps} variant="default" size="sm" leftSection={<IconPaperclip size={16} aria-hidden="true" />} disabled={files.length >= MESSAGE_MAX_ATTACHMENTS}>
                {t("messages.composer.attach")}
              </Button>
            )}
          </FileButton>
          <Button type="submit" size="sm" leftSection={<IconSend size={16} aria-hidden="true" />} loading={props.sending} data-testid="composer-send">
            {t("messages.composer.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
});
