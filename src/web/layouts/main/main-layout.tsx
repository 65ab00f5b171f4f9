/**
 * The main layout: header with the brand (and a burger menu below the `sm` breakpoint), the
 * role-aware navigation, and the page. The route guard of spec §2 will run before this layout's
 * pages render (identity issue); until then the role is unknown and the learner areas are shown.
 */
import { AppShell, Burger, Group } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import type { Role } from "../../../shared/roles";
import { AppFooter } from "../../components/app-footer";
import { Brand } from "../../components/brand";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/route/skip-link";
import { MainNav } from "./main-nav";

const NAVBAR_ID = "main-navigation";

export default function MainLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const isDesktop = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  const location = useLocation();
  // Until the identity issue lands nobody is signed in, so the role is not known.
  const role: Role | null = null;

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
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id={NAVBAR_ID} aria-label={t("a11y.mainNavigation")} inert={navHidden} aria-hidden={navHidden || undefined}>
        <MainNav role={role} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className="compass-main">
        <div className="compass-page">
          <Outlet />
        </div>
        <AppFooter />
      </AppShell.Main>
    </AppShell>
  );
}
