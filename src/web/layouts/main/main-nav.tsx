/**
 * The main navigation (navigation.ts orders it by role), with the count of unread chat messages on
 * "My messages" (issue #38 item 4): GetMyConversations, read once the page's own content has had
 * its turn and kept current by the live inbox (the bell runs it), as the messages page's list is.
 */
import { useQuery } from "@connectrpc/connect-query";
import { NavLink, Stack, Text } from "@mantine/core";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { NavLink as RouterNavLink } from "react-router";
import { CompassService } from "../../../gen/compass/v1/compass_pb";
import type { Role } from "../../../shared/roles";
import {
  IconAdjustmentsHorizontal,
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
  IconListCheck,
  IconMessages,
  IconReportAnalytics,
  IconRoute,
  IconSchool,
  IconStack2,
  IconTicket,
  IconTrendingUp,
  IconTrophy,
  IconUserCog,
  IconUsers,
} from "../../icons";
import { navigationFor, offersMessages, unreadMessages, type NavIcon } from "../../navigation";
import { useAfterFirstContent } from "../../use-after-first-content";

const ICONS: Record<NavIcon, ComponentType<{ size?: number; stroke?: number; "aria-hidden"?: boolean }>> = {
  journey: IconRoute,
  agenda: IconListCheck,
  overview: IconLayoutDashboard,
  classes: IconSchool,
  discover: IconBulb,
  business: IconBriefcase,
  impact: IconTrophy,
  messages: IconMessages,
  cashflow: IconChartLine,
  mentees: IconUsers,
  tracking: IconClipboardList,
  reports: IconFileDownload,
  referral: IconTicket,
  "partner-ta": IconReportAnalytics,
  "partner-dashboard": IconLayoutDashboard,
  "partner-impact": IconTrendingUp,
  users: IconUserCog,
  lenders: IconBuildingBank,
  partners: IconBuildingBank,
  content: IconBooks,
  categories: IconCategory,
  modules: IconStack2,
  "admin-classes": IconCalendarEvent,
  "audit-log": IconHistory,
  thresholds: IconAdjustmentsHorizontal,
  "impact-summary": IconTrendingUp,
};

/** Unread chat messages of a signed-in user whose navigation offers "My messages" (0 until known). */
function useUnreadMessages(role: Role | null): number {
  const ready = useAfterFirstContent();
  // The same query (and freshness) as the messages page's list, which the live inbox updates.
  const query = useQuery(CompassService.method.getMyConversations, {}, { enabled: ready && role !== null && offersMessages(role), staleTime: 30_000 });
  return query.data ? unreadMessages(query.data.conversations) : 0;
}

export function MainNav({ role, onNavigate }: { role: Role | null; onNavigate: () => void }) {
  const { t } = useTranslation();
  const sections = navigationFor(role);
  const unread = useUnreadMessages(role);
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
                const count = item.route === "my-messages" ? unread : 0;
                return (
                  <li key={item.route}>
                    <NavLink
                      component={RouterNavLink}
                      to={item.path}
                      end={item.path === "/"}
                      label={
                        count > 0 ? (
                          <>
                            {t(`routes.${item.route}`)}
                            <span className="compass-visually-hidden">, {t("nav.unread", { count })}</span>
                          </>
                        ) : (
                          t(`routes.${item.route}`)
                        )
                      }
                      rightSection={
                        count > 0 ? (
                          <span className="compass-nav-count" aria-hidden="true" data-testid="nav-unread-messages">
                            {count > 99 ? "99+" : count}
                          </span>
                        ) : undefined
                      }
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
