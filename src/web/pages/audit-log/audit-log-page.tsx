/**
 * /admin/audit-log (administrators; issue #15 §5, ADR 0021): the audit log, read-only, in two tabs
 * — "Changes" (every recorded administrator change, document link and report: changes-panel.tsx)
 * and "Refusals" (refused calls counted per minute: refusals-panel.tsx) — each with its filters.
 * The open tab and the applied filters live in the address (`?tab=refusals&actor=…&from=…`;
 * audit-view.ts), changed in place (use-page-params.ts: no navigation, so focus stays where it is), so
 * a view can be shared and survives a reload. Times are shown in the viewer's locale and zone.
 */
import { Stack, Tabs, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { usePageParams } from "../../components/route/use-page-params";
import { filtersOf, tabOf, viewerTimeZone, writeFilters, writeTab, type AuditFilters, type AuditTab } from "./audit-view";
import { ChangesPanel } from "./changes-panel";
import { RefusalsPanel } from "./refusals-panel";
import "../../i18n/en/audit-log";

export default function AuditLogPage() {
  const { t } = useTranslation();
  const [params, change] = usePageParams();
  const tab = tabOf(params);
  const query = params.toString();
  const applied = useMemo(() => filtersOf(new URLSearchParams(query)), [query]);
  const zone = useMemo(viewerTimeZone, []);

  const apply = (on: AuditTab) => (filters: AuditFilters) => change((p) => writeFilters(p, on, filters));

  return (
    <Stack gap="lg">
      <Stack gap={4} maw={820}>
        <Title order={1}>{t("auditLog.heading")}</Title>
        <Text>{t("auditLog.intro")}</Text>
        <Text size="sm" data-testid="audit-time-zone">
          {t("auditLog.timeZoneNote", { zone })}
        </Text>
      </Stack>
      <Tabs value={tab} onChange={(value) => value && change((p) => writeTab(p, value === "refusals" ? "refusals" : "changes"))} keepMounted={false}>
        <Tabs.List aria-label={t("auditLog.tabs.label")}>
          <Tabs.Tab value="changes" data-testid="tab-changes">
            {t("auditLog.tabs.changes")}
          </Tabs.Tab>
          <Tabs.Tab value="refusals" data-testid="tab-refusals">
            {t("auditLog.tabs.refusals")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="changes" pt="lg">
          <ChangesPanel applied={applied} onApply={apply("changes")} />
        </Tabs.Panel>
        <Tabs.Panel value="refusals" pt="lg">
          <RefusalsPanel applied={applied} onApply={apply("refusals")} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
