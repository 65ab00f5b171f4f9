/** Strings and theme: what every page needs (no API client here: see providers.tsx). */
import { MantineProvider, type MantineThemeOverride } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import i18n from "./i18n";
import { cssVariablesResolver, theme } from "./theme";

export function BaseProviders(props: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeInLanguage>{props.children}</ThemeInLanguage>
    </I18nextProvider>
  );
}

/**
 * The theme, with the words Mantine's components say themselves in the page's language (by
 * default they are English: the password fields' show/hide button). A plain override, so no
 * component is loaded for it.
 */
function ThemeInLanguage(props: { children: ReactNode }) {
  // react-i18next gives a new `t` when the language changes: the theme follows a switch.
  const { t } = useTranslation();
  const localized = useMemo<MantineThemeOverride>(
    () => ({
      ...theme,
      components: {
        ...theme.components,
        PasswordInput: { defaultProps: { visibilityToggleButtonProps: { "aria-label": t("a11y.passwordVisibility") } } },
      },
    }),
    [t],
  );
  return (
    <MantineProvider theme={localized} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {props.children}
    </MantineProvider>
  );
}
