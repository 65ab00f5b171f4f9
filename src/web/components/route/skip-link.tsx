import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";

export const MAIN_CONTENT_ID = "main-content";

/** The first focusable element of every layout: jumps past the header and navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: "start" });
  };
  return (
    <a className="compass-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {t("a11y.skipToContent")}
    </a>
  );
}
