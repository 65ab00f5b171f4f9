/**
 * A person's photo on their profile page: the picture as it will show (or their initials), 'Upload
 * a photo' (the file store's image upload, with its progress; the server keeps images only and
 * makes smaller copies) and 'Remove the photo' (components/form/image-field.tsx). The form keeps
 * the uploaded file's address (/files/…), which the server accepts as the profile's photo_url.
 */
import { Avatar, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { initialsOf } from "../../components/account-menu/account-button-face";
import { ImageField } from "../../components/form/image-field";
import "../../i18n/en/account";

export function PhotoField(props: { value: string; name: string; error?: ReactNode; onChange: (url: string) => void; onProblem: (message: string) => void; announce: (message: string) => void }) {
  const { t } = useTranslation();
  return (
    <ImageField
      id="profile-photo"
      value={props.value}
      uploadsTestId="photo-uploads"
      texts={{
        label: t("myProfile.photo.label"),
        upload: t("myProfile.photo.upload"),
        replace: t("myProfile.photo.replace"),
        remove: t("myProfile.photo.remove"),
        uploaded: t("myProfile.photo.uploaded"),
        failed: t("myProfile.photo.failed"),
      }}
      preview={
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
      }
      error={props.error}
      onChange={props.onChange}
      onProblem={props.onProblem}
      announce={props.announce}
    />
  );
}
