/**
 * The header's account menu for a signed-in user: who is signed in (the display-name rule: the name,
 * else the e-mail), 'Edit my profile' (→ /my-profile), a learner's counseling record (→ /my-counseling-record),
 * 'Two-step sign-in' (→ /account/security) and 'Sign out'.
 *
 * Only its button (the user's initials) is part of the page's first load. The menu itself
 * (account-menu-dropdown.tsx: Mantine's Menu, Popover and Floating UI, about 30 KB gzip) loads when
 * the browser is next idle, or at the first sign of use — the pointer over the button, focus on
 * it, a click — so a first visit on a phone does not wait for it. A click before it has loaded
 * opens the menu as soon as it has; keyboard focus stays on the button.
 */
import { UnstyledButton } from "@mantine/core";
import { startTransition, useCallback, useEffect, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../auth/use-auth";
import { useCurrentUser } from "../../auth/use-current-user";
import { personName } from "../../../shared/display-name";
import { afterFirstContent, SECONDARY_AFTER_MS } from "../../idle";
import { AccountButtonFace } from "./account-button-face";
import type { AccountMenuDropdownProps } from "./account-menu-dropdown";

type Dropdown = ComponentType<AccountMenuDropdownProps>;
let dropdownModule: Promise<Dropdown> | undefined;
/** Loads the menu once (a failed load is tried again at the next sign of use). */
function loadDropdown(): Promise<Dropdown> {
  dropdownModule ??= import("./account-menu-dropdown").then(
    (m) => m.default,
    (err: unknown) => {
      dropdownModule = undefined;
      throw err;
    },
  );
  return dropdownModule;
}

export function AccountMenu() {
  const { t } = useTranslation();
  const { status, user: tokens } = useAuth();
  const { user, role } = useCurrentUser(status === "signed-in");
  const signedIn = status === "signed-in";
  const [Loaded, setLoaded] = useState<Dropdown | null>(null);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const [focused, setFocused] = useState(false);
  // While this button is pressed, it stays: swapped between press and release, the release
  // would land on the new button and the press would count as a click outside the menu.
  const [pressed, setPressed] = useState(false);
  const load = useCallback((inUse: boolean) => {
    loadDropdown().then(
      // Loaded unasked, it is drawn in a transition (in slices, the page staying responsive); asked for, at once.
      (component) => (inUse ? setLoaded(() => component) : startTransition(() => setLoaded(() => component))),
      () => undefined, // offline: the button stays, and the next use tries again
    );
  }, []);
  const want = useCallback(() => load(true), [load]);
  useEffect(() => (signedIn ? afterFirstContent(() => load(false), SECONDARY_AFTER_MS, 3000) : undefined), [signedIn, load]);
  useEffect(() => {
    if (!pressed) return;
    // Released in the next task, not at once: the click that follows the release is dispatched in
    // the same task, and must find this button still there (swapped in between, the click was lost
    // and the menu stayed closed). A release away from the button, with no click, still lets go.
    let timer: number | undefined;
    const release = () => {
      timer = window.setTimeout(() => setPressed(false), 0);
    };
    window.addEventListener("pointerup", release, { once: true });
    window.addEventListener("pointercancel", release, { once: true });
    return () => {
      window.removeEventListener("pointerup", release);
      window.removeEventListener("pointercancel", release);
      window.clearTimeout(timer);
    };
  }, [pressed]);
  if (!signedIn) return null;

  const profile = user?.profile;
  const name = personName(profile) || personName({ email: tokens?.profile.email });
  const label = t("account.menu", { name: name || t("account.you") });

  const photoUrl = profile?.photoUrl ?? "";

  if (Loaded && !pressed) return <Loaded name={name} photoUrl={photoUrl} label={label} learner={role === "standard"} defaultOpened={openWhenLoaded} takeFocus={focused || openWhenLoaded} />;
  return (
    <UnstyledButton
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="account-menu"
      className="compass-account-button"
      onPointerEnter={want}
      onFocus={() => {
        setFocused(true);
        want();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={() => {
        setPressed(true);
        want();
      }}
      // A click (or Enter/Space) before the menu has loaded opens it once it has.
      onClick={() => {
        setPressed(false);
        setOpenWhenLoaded(true);
        want();
      }}
    >
      <AccountButtonFace name={name} photoUrl={photoUrl} />
    </UnstyledButton>
  );
}
