/**
 * The main layout: header with the brand (and a burger menu below the `sm` breakpoint), the
 * library search box (from the `sm` breakpoint up, for a signed-in user; phones search on Discover), the
 * role-aware navigation (fed the signed-in user's role), the notification bell (which also keeps the
 * tab's live inbox running), the account menu, and the page — or, when the route guard refused the
 * page to this user's role, the refusal (refused.ts); above it, for a staff member who never
 * entered a name, the prompt to add one (issue #38). The route guard of spec §2 runs before this
 * layout's pages render.
 */
import { AppShell, Burger, Group } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { useRefusal } from "../../auth/refused";
import { hasNoName } from "../../../shared/display-name";
import { isStaffRole } from "../../../shared/roles";
import { useCurrentUser } from "../../auth/use-current-user";
import { AccountMenu } from "../../components/account-menu/account-menu";
import { AppFooter } from "../../components/app-footer";
import { Brand } from "../../components/brand";
import { NoAccess } from "../../components/route/no-access";
import { NamePrompt } from "../../components/profile/name-prompt";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/route/skip-link";
import { MainNav } from "./main-nav";
import { NotificationBell } from "./notification-bell";

const NAVBAR_ID = "main-navigation";
/** Loaded with its first use: the search box brings the search hooks and Mantine's Autocomplete. */
const SearchBox = lazy(() => import("../../components/learning/search-box"));

export default function MainLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const isDesktop = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  const location = useLocation();
  // The route guard has loaded the user before this layout renders; null while unknown.
  const { role, user } = useCurrentUser();
  // A page this role may not open (the route guard's refusal): the refusal in its place.
  const refusal = useRefusal();
  const askName = role !== null && isStaffRole(role) && user !== undefined && hasNoName(user.profile) && location.pathname !== "/my-profile";

  useEffect(() => close(), [location.pathname, close]);

  // On a phone the closed menu is off-screen: keep it out of the tab order and the a11y tree.
  const navHidden = !isDesktop && !opened;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding={{ base: "md", sm: "lg" }}
      data-layout="main"
    >
      <AppShell.Header>
        <SkipLink />
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={opened ? t("a11y.closeNavigation") : t("a11y.openNavigation")}
            aria-expanded={opened}
            aria-controls={NAVBAR_ID}
          />
          <Brand />
          {isDesktop && role !== null ? (
            <Group gap={0} style={{ flex: "0 1 360px" }} ml="lg">
              <Suspense fallback={null}>
                <SearchBox />
              </Suspense>
            </Group>
          ) : null}
          <Group ml="auto" gap="sm" wrap="nowrap">
            <NotificationBell />
            <AccountMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id={NAVBAR_ID} aria-label={t("a11y.mainNavigation")} inert={navHidden} aria-hidden={navHidden || undefined}>
        <MainNav role={role} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className="compass-main">
        <div className="compass-page">
          {askName ? <NamePrompt /> : null}
          {refusal ? <NoAccess startPath={refusal.startPath} /> : <Outlet />}
        </div>
        <AppFooter />
      </AppShell.Main>
    </AppShell>
  );
}
