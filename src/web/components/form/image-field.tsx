/**
 * One picture a form keeps by its address (a person's photo, a bank's logo): its heading, how it
 * shows now (`preview`), an upload through the file store's image upload with its progress (the
 * server keeps images only and makes smaller copies), replace and remove. The form keeps the
 * smallest copy wide enough (320 px), else the original, as the address the server accepts.
 */
import { Button, FileButton, Group, Input, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { UploadError } from "../../files/upload-file";
import { UploadList, useUploads } from "../../files/upload-list";
import { IconPhoto } from "../../icons";

const IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/gif";

/** The smallest copy wide enough to show, else the original. */
export function imageAddressOf(uploaded: { metadata: { url: string }; imageSet: Record<string, string> }): string {
  return uploaded.imageSet["320w"] ?? uploaded.imageSet.original ?? uploaded.metadata.url;
}

export interface ImageFieldTexts {
  label: string;
  upload: string;
  replace: string;
  remove: string;
  /** Announced once a picture is in. */
  uploaded: string;
  /** Shown when an upload failed for another reason than the server's refusal. */
  failed: string;
}

export function ImageField(props: {
  /** Prefix of the field's element ids (`<id>-heading`, `<id>-error`). */
  id: string;
  value: string;
  texts: ImageFieldTexts;
  /** The picture as it shows (or what stands for it), and any hint beside it. */
  preview: ReactNode;
  uploadsTestId: string;
  error?: ReactNode;
  onChange: (url: string) => void;
  onProblem: (message: string) => void;
  announce: (message: string) => void;
}) {
  const uploads = useUploads();
  const upload = async (file: File | null) => {
    if (!file) return;
    try {
      const uploaded = await uploads.start(file, "image");
      props.onChange(imageAddressOf(uploaded));
      props.announce(props.texts.uploaded);
    } catch (e) {
      props.onProblem(e instanceof UploadError ? e.message : props.texts.failed);
    }
  };
  const errorId = `${props.id}-error`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`${props.id}-heading`}>
      <Text fw={600} id={`${props.id}-heading`}>
        {props.texts.label}
      </Text>
      {props.preview}
      <UploadList uploads={uploads.uploads} testId={props.uploadsTestId} />
      <Group gap="sm">
        <FileButton onChange={(file) => void upload(file)} accept={IMAGE_TYPES}>
          {(fileProps) => (
            <Button {...fileProps} variant="light" leftSection={<IconPhoto size={18} aria-hidden="true" />} disabled={uploads.uploads.length > 0} aria-describedby={props.error ? errorId : undefined}>
              {props.value ? props.texts.replace : props.texts.upload}
            </Button>
          )}
        </FileButton>
        {props.value ? (
          <Button variant="outline" color="red.9" onClick={() => props.onChange("")}>
            {props.texts.remove}
          </Button>
        ) : null}
      </Group>
      {props.error ? (
        <Input.Error id={errorId} role="alert">
          {props.error}
        </Input.Error>
      ) : null}
    </Stack>
  );
}
