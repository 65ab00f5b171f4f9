/**
 * The language switch of the sign-in pages (issue #16): one button naming the other language in
 * that language ("Español" / "English", marked with its `lang`), which switches the interface and
 * remembers the choice in this browser (i18n/language.ts). The account menu has its own item.
 */
import { Button } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage, LANGUAGE_NAMES, otherLanguage, setLanguage } from "../i18n/language";

export function LanguageSwitch() {
  const { i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  void i18n.language; // re-render on a change of language
  const other = otherLanguage(currentLanguage());
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      lang={other}
      loading={busy}
      data-testid="language-switch"
      onClick={() => {
        setBusy(true);
        void setLanguage(other, { remember: true }).finally(() => setBusy(false));
      }}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
