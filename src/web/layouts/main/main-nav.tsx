import { NavLink, Stack, Text } from "@mantine/core";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { NavLink as RouterNavLink } from "react-router";
import type { Role } from "../../../shared/roles";
import {
  IconBooks,
  IconBriefcase,
  IconBuildingBank,
  IconBulb,
  IconCalendarEvent,
  IconCategory,
  IconChartLine,
  IconClipboardList,
  IconFileDownload,
  IconHistory,
  IconLayoutDashboard,
  IconMessages,
  IconReportAnalytics,
  IconRoute,
  IconSchool,
  IconStack2,
  IconTicket,
  IconUserCog,
  IconUsers,
} from "../../icons";
import { navigationFor, type NavIcon } from "../../navigation";

const ICONS: Record<NavIcon, ComponentType<{ size?: number; stroke?: number; "aria-hidden"?: boolean }>> = {
  journey: IconRoute,
  classes: IconSchool,
  discover: IconBulb,
  business: IconBriefcase,
  messages: IconMessages,
  cashflow: IconChartLine,
  mentees: IconUsers,
  tracking: IconClipboardList,
  reports: IconFileDownload,
  referral: IconTicket,
  "partner-ta": IconReportAnalytics,
  "partner-dashboard": IconLayoutDashboard,
  users: IconUserCog,
  lenders: IconBuildingBank,
  partners: IconBuildingBank,
  content: IconBooks,
  categories: IconCategory,
  modules: IconStack2,
  "admin-classes": IconCalendarEvent,
  "audit-log": IconHistory,
};

export function MainNav({ role, onNavigate }: { role: Role | null; onNavigate: () => void }) {
  const { t } = useTranslation();
  const sections = navigationFor(role);
  return (
    // A plain scrolling box (global.css), not Mantine's ScrollArea: the first load of every signed-in page carries this.
    <div className="compass-nav-scroll">
      <Stack gap="lg" p="sm">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`nav-${section.id}`}>
            <Text id={`nav-${section.id}`} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={6}>
              {t(`nav.${section.id}`)}
            </Text>
            <ul className="compass-nav-list">
              {section.items.map((item) => {
                const Icon = ICONS[item.icon];
                return (
                  <li key={item.route}>
                    <NavLink
                      component={RouterNavLink}
                      to={item.path}
                      end={item.path === "/"}
                      label={t(`routes.${item.route}`)}
                      leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
                      onClick={onNavigate}
                      className="compass-nav-link"
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </Stack>
    </div>
  );
}
