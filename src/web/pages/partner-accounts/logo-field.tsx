/**
 * A partner bank's logo on its add-edit page: the picture as it will show, 'Upload a logo' (the
 * file store's image upload, with its progress; the server keeps images only and makes smaller
 * copies) and 'Remove logo'. The form keeps the uploaded file's address (/files/…), which the
 * server accepts as the bank's logo_url.
 */
import { Button, FileButton, Group, Input, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { UploadError } from "../../files/upload-file";
import { UploadList, useUploads } from "../../files/upload-list";
import { IconPhoto } from "../../icons";

const IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/gif";

/** The smallest copy wide enough for a logo, else the original. */
function logoOf(uploaded: { metadata: { url: string }; imageSet: Record<string, string> }): string {
  return uploaded.imageSet["320w"] ?? uploaded.imageSet.original ?? uploaded.metadata.url;
}

export function LogoField(props: { value: string; bankName: string; error?: ReactNode; onChange: (url: string) => void; onProblem: (message: string) => void; announce: (message: string) => void }) {
  const { t } = useTranslation();
  const uploads = useUploads();
  const upload = async (file: File | null) => {
    if (!file) return;
    try {
      const uploaded = await uploads.start(file, "image");
      props.onChange(logoOf(uploaded));
      props.announce(t("partnerAccounts.logo.uploaded"));
    } catch (e) {
      props.onProblem(e instanceof UploadError ? e.message : t("partnerAccounts.logo.failed"));
    }
  };
  const errorId = "bank-logo-error";
  return (
    <Stack gap="xs" component="section" aria-labelledby="bank-logo-heading">
      <Text fw={600} id="bank-logo-heading">
        {t("partnerAccounts.logo.label")}
      </Text>
      <Text size="sm">{t("partnerAccounts.logo.hint")}</Text>
      {props.value ? (
        <img
          src={props.value}
          alt={t("partnerAccounts.bank.logoAlt", { bank: props.bankName.trim() || t("partnerAccounts.logo.thisBank") })}
          data-testid="bank-logo"
          style={{ maxHeight: 80, maxWidth: 240, width: "auto", height: "auto", objectFit: "contain", alignSelf: "flex-start" }}
        />
      ) : (
        <Text size="sm" c="dimmed" data-testid="bank-no-logo">
          {t("partnerAccounts.bank.noLogo")}
        </Text>
      )}
      <UploadList uploads={uploads.uploads} testId="logo-uploads" />
      <Group gap="sm">
        <FileButton onChange={(file) => void upload(file)} accept={IMAGE_TYPES}>
          {(fileProps) => (
            <Button {...fileProps} variant="light" leftSection={<IconPhoto size={18} aria-hidden="true" />} disabled={uploads.uploads.length > 0} aria-describedby={props.error ? errorId : undefined}>
              {props.value ? t("partnerAccounts.logo.replace") : t("partnerAccounts.logo.upload")}
            </Button>
          )}
        </FileButton>
        {props.value ? (
          <Button variant="outline" color="red.9" onClick={() => props.onChange("")}>
            {t("partnerAccounts.logo.remove")}
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
