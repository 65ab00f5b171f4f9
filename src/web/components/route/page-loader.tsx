import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Shown while the first page's code loads (and wherever a page waits for its code). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <span className="compass-visually-hidden">{t("a11y.pageLoading")}</span>
    </Center>
  );
}
