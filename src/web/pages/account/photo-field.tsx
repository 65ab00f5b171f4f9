/**
 * A person's photo on their profile page: the picture as it will show (or their initials), 'Upload
 * a photo' (the file store's image upload, with its progress; the server keeps images only and
 * makes smaller copies) and 'Remove the photo'. The form keeps the uploaded file's address
 * (/files/…), which the server accepts as the profile's photo_url.
 */
import { Avatar, Button, FileButton, Group, Input, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { initialsOf } from "../../components/account-menu/account-button-face";
import { UploadError } from "../../files/upload-file";
import { UploadList, useUploads } from "../../files/upload-list";
import { IconPhoto } from "../../icons";
import "../../i18n/en/account";

const IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/gif";

/** The smallest copy wide enough for a photo, else the original. */
function photoOf(uploaded: { metadata: { url: string }; imageSet: Record<string, string> }): string {
  return uploaded.imageSet["320w"] ?? uploaded.imageSet.original ?? uploaded.metadata.url;
}

export function PhotoField(props: { value: string; name: string; error?: ReactNode; onChange: (url: string) => void; onProblem: (message: string) => void; announce: (message: string) => void }) {
  const { t } = useTranslation();
  const uploads = useUploads();
  const upload = async (file: File | null) => {
    if (!file) return;
    try {
      const uploaded = await uploads.start(file, "image");
      props.onChange(photoOf(uploaded));
      props.announce(t("myProfile.photo.uploaded"));
    } catch (e) {
      props.onProblem(e instanceof UploadError ? e.message : t("myProfile.photo.failed"));
    }
  };
  const errorId = "profile-photo-error";
  return (
    <Stack gap="xs" component="section" aria-labelledby="profile-photo-heading">
      <Text fw={600} id="profile-photo-heading">
        {t("myProfile.photo.label")}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        {props.value ? (
          <Avatar src={props.value} alt={t("myProfile.photo.alt")} size={80} radius="xl" data-testid="profile-photo" />
        ) : (
          <Avatar size={80} radius="xl" color="compass" aria-hidden="true">
            {initialsOf(props.name)}
          </Avatar>
        )}
        <Text size="sm">{props.value ? t("myProfile.photo.hint") : t("myProfile.photo.none")}</Text>
      </Group>
      <UploadList uploads={uploads.uploads} testId="photo-uploads" />
      <Group gap="sm">
        <FileButton onChange={(file) => void upload(file)} accept={IMAGE_TYPES}>
          {(fileProps) => (
            <Button {...fileProps} variant="light" leftSection={<IconPhoto size={18} aria-hidden="true" />} disabled={uploads.uploads.length > 0} aria-describedby={props.error ? errorId : undefined}>
              {props.value ? t("myProfile.photo.replace") : t("myProfile.photo.upload")}
            </Button>
          )}
        </FileButton>
        {props.value ? (
          <Button variant="outline" color="red.9" onClick={() => props.onChange("")}>
            {t("myProfile.photo.remove")}
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
