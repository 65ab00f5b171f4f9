/**
 * The built-in privacy notice (strings under `privacy` in src/web/i18n/en/privacy.ts), with the operator's
 * name and contact from config. Plain elements; the page's Typography styles them (links carry
 * an inline underline, `td`, which Typography's own `a { text-decoration: none }` would otherwise undo).
 */
import { Anchor } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import type { PrivacyNotice } from "../../../shared/privacy";
import "../../i18n/en/privacy";

type Labelled = "keep.account" | "keep.counseling" | "keep.documents" | "keep.messages" | "keep.learning" | "keep.usage" | "keep.technical" | "see.you" | "see.coach" | "see.admins" | "see.partners" | "see.services";

export function BuiltInNotice(props: { notice: PrivacyNotice }) {
  const { t } = useTranslation();
  const org = props.notice.orgName;
  const email = props.notice.contactEmail;
  const item = (key: Labelled) => (
    <li key={key}>
      <strong>{t(`privacy.${key}.label`, { org })}</strong> {t(`privacy.${key}.text`, { org })}
    </li>
  );
  return (
    <>
      <p>{t("privacy.intro", { org })}</p>

      <h2>{t("privacy.keep.heading")}</h2>
      <ul>{(["keep.account", "keep.counseling", "keep.documents", "keep.messages", "keep.learning", "keep.usage", "keep.technical"] as const).map(item)}</ul>
      <p>{t("privacy.keep.noSale")}</p>

      <h2>{t("privacy.see.heading")}</h2>
      <ul>{(["see.you", "see.coach", "see.admins", "see.partners", "see.services"] as const).map(item)}</ul>

      <h2>{t("privacy.protect.heading")}</h2>
      <ul>
        <li>{t("privacy.protect.encrypted")}</li>
        <li>{t("privacy.protect.passwords")}</li>
        <li>{t("privacy.protect.guessing")}</li>
      </ul>

      <h2>{t("privacy.retention.heading")}</h2>
      <ul>
        <li>{t("privacy.retention.account")}</li>
        <li>{t("privacy.retention.denials")}</li>
        <li>{t("privacy.retention.adminLog")}</li>
        <li>{t("privacy.retention.codes")}</li>
        <li>{t("privacy.retention.sessions")}</li>
      </ul>

      <h2>{t("privacy.rights.heading")}</h2>
      <p data-testid="privacy-contact">
        {email ? (
          <Trans
            i18nKey="privacy.rights.withEmail"
            values={{ email }}
            components={{ mail: <Anchor href={`mailto:${email}`} underline="always" td="underline" /> }}
          />
        ) : (
          t("privacy.rights.withoutEmail", { org })
        )}
      </p>
      <p>{t("privacy.rights.how")}</p>
      <p>{t("privacy.rights.limits")}</p>

      <h2>{t("privacy.changes.heading")}</h2>
      <p>{t("privacy.changes.body")}</p>
    </>
  );
}
