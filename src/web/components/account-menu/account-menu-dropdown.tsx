/**
 * The account menu itself (account-menu.tsx loads it when idle or at first use): profile, a learner's counseling record, two-step
 * sign-in, e-mail and text preferences (a dialog loaded when chosen), the other language (named in
 * itself; the choice is kept in this browser and in the user's settings: i18n/language.ts), sign out.
 */
import { Menu, Text, UnstyledButton } from "@mantine/core";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTransport } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { signOut } from "../../auth";
import { isLanguage, LANGUAGE_NAMES, otherLanguage, setLanguage } from "../../i18n/language";
import { saveLanguageSetting } from "../../i18n/remembered-language";
import { refreshLibrary } from "../../queries/library-reads";
import { pathFor } from "../../../shared/routes";
import { AccountButtonFace } from "./account-button-face";

export interface AccountMenuDropdownProps {
  name: string;
  /** The user's photo (/files/…), "" for none. */
  photoUrl: string;
  label: string;
  /** A learner: the menu offers their counseling record too ("About your business for our funders"). */
  learner?: boolean;
  /** Open at once: the button was clicked while this loaded. */
  defaultOpened: boolean;
  /** Focus this button: it replaces one that had focus. */
  takeFocus: boolean;
}

const PreferencesDialog = lazy(() => import("./preferences-dialog"));

export default function AccountMenuDropdown(props: AccountMenuDropdownProps) {
  const { t, i18n } = useTranslation();
  const transport = useTransport();
  const queryClient = useQueryClient();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const [signingOut, setSigningOut] = useState(false);
  const [preferences, setPreferences] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // This button replaces the one that had focus (or was clicked) while the menu loaded.
  // Focus first, then open: the menu gives focus back to this button when it closes.
  const { takeFocus, defaultOpened } = props;
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (takeFocus) button.current?.focus();
    if (defaultOpened) setOpened(true);
  }, [takeFocus, defaultOpened]);

  return (
    <>
    <Menu position="bottom-end" shadow="md" width={240} withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UnstyledButton ref={button} aria-label={props.label} data-testid="account-menu" className="compass-account-button">
          <AccountButtonFace name={props.name} photoUrl={props.photoUrl} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {props.name && (
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {props.name}
            </Text>
          </Menu.Label>
        )}
        <Menu.Item component={Link} to="/my-profile">
          {t("account.editProfile")}
        </Menu.Item>
        {props.learner ? (
          <Menu.Item component={Link} to={pathFor("my-counseling-record")}>
            {t("account.counselingRecord")}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to="/account/security">
          {t("account.security")}
        </Menu.Item>
        <Menu.Item onClick={() => setPreferences(true)} data-testid="open-preferences">
          {t("account.preferences")}
        </Menu.Item>
        <Menu.Item
          lang={otherLanguage(language)}
          onClick={() => {
            const other = otherLanguage(language);
            void setLanguage(other, { remember: true }).then(() =>
              Promise.all([saveLanguageSetting(transport, other).catch(() => undefined), refreshLibrary(queryClient)]),
            );
          }}
          data-testid="switch-language"
        >
          {LANGUAGE_NAMES[otherLanguage(language)]}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut();
          }}
        >
          {t("account.signOut")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
    {preferences ? (
      <Suspense fallback={null}>
        <PreferencesDialog opened={preferences} onClose={() => setPreferences(false)} />
      </Suspense>
    ) : null}
    </>
  );
}
