/**
 * A partner bank's logo on its add-edit page: the picture as it will show, 'Upload a logo' (the
 * file store's image upload, with its progress; the server keeps images only and makes smaller
 * copies) and 'Remove logo' (components/form/image-field.tsx). The form keeps the uploaded file's
 * address (/files/…), which the server accepts as the bank's logo_url.
 */
import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ImageField } from "../../components/form/image-field";

export function LogoField(props: { value: string; bankName: string; error?: ReactNode; onChange: (url: string) => void; onProblem: (message: string) => void; announce: (message: string) => void }) {
  const { t } = useTranslation();
  return (
    <ImageField
      id="bank-logo"
      value={props.value}
      uploadsTestId="logo-uploads"
      texts={{
        label: t("partnerAccounts.logo.label"),
        upload: t("partnerAccounts.logo.upload"),
        replace: t("partnerAccounts.logo.replace"),
        remove: t("partnerAccounts.logo.remove"),
        uploaded: t("partnerAccounts.logo.uploaded"),
        failed: t("partnerAccounts.logo.failed"),
      }}
      preview={
        <>
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
        </>
      }
      error={props.error}
      onChange={props.onChange}
      onProblem={props.onProblem}
      announce={props.announce}
    />
  );
}
