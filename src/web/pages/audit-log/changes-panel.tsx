/**
 * The "Changes" tab of /admin/audit-log: the recorded changes (AdminListAuditLog), newest first,
 * one server page at a time (25, 50 or 100 rows; Previous and Next by page token) in the shared
 * data table, which scrolls sideways in its own box on a phone. Each row: when (the viewer's locale
 * and zone), who (their page, or "System" / "Deleted user"), the action's label, the target (a
 * user's or class's page), the request id and the details in a line, with a button opening them in
 * full (entry-details-dialog.tsx).
 */
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AuditEntry } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import type { DataTableColumn } from "../../components/data-table";
import { AuditList } from "./audit-list";
import { useChangesPage } from "./audit-log-queries";
import { ActorCell, Id, manageUserPath, When } from "./audit-parts";
import { actionLabel, actorOf, changesRequest, detailsSummary, filterErrors, isKnownAction, NO_FILTERS, timeFormat, type AuditFilters } from "./audit-view";
import { EntryDetailsDialog } from "./entry-details-dialog";
import { useFilteredPaging, useListRefusal } from "./use-audit-list";

export interface PanelProps {
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

/** A target's page, when it has one. */
function targetHref(type: string, id: string): string | null {
  if (!id) return null;
  if (type === "user") return manageUserPath(id);
  if (type === "class") return `${pathFor("admin-classes-add")}?id=${encodeURIComponent(id)}`;
  return null;
}

export function ChangesPanel({ applied, onApply }: PanelProps) {
  const { t, i18n } = useTranslation();
  const valid = Object.keys(filterErrors(applied, "changes")).length === 0;
  const { paging, pageRequest } = useFilteredPaging("changes", applied);
  const query = useChangesPage(changesRequest(applied, pageRequest), valid);
  const refusal = useListRefusal(query.error, "changes");
  /** Another page or filter is on its way: the rows on screen are the previous answer's. */
  const waiting = query.isPlaceholderData && query.isFetching;
  const entries = useMemo(() => (waiting ? [] : (query.data?.entries ?? [])), [waiting, query.data]);
  const total = query.data?.pageResponse?.totalSize ?? 0;
  const format = useMemo(() => timeFormat(i18n.language, { seconds: true }), [i18n.language]);
  const [opened, setOpened] = useState<AuditEntry | null>(null);
  const actorName = applied.actor ? query.data?.entries.find((e) => e.actorUserId === applied.actor && e.actorName)?.actorName : undefined;

  const columns = useMemo<DataTableColumn<AuditEntry>[]>(
    () => [
      {
        id: "when",
        header: t("auditLog.columns.when"),
        sortable: false,
        value: (e) => (e.at ? timestampDate(e.at) : null),
        cell: (e) => <When date={e.at ? timestampDate(e.at) : undefined} format={format} />,
      },
      {
        id: "who",
        header: t("auditLog.columns.who"),
        sortable: false,
        value: (e) => e.actorName,
        cell: (e) => <ActorCell actor={actorOf(e, "change")} />,
      },
      {
        id: "action",
        header: t("auditLog.columns.action"),
        sortable: false,
        value: (e) => actionLabel(e.action, t),
        cell: (e) =>
          isKnownAction(e.action) ? (
            <Text size="sm" component="span" data-testid="audit-action">
              {actionLabel(e.action, t)}
            </Text>
          ) : (
            <Text size="sm" ff="monospace" component="span" data-testid="audit-action">
              {e.action}
            </Text>
          ),
      },
      {
        id: "target",
        header: t("auditLog.columns.target"),
        sortable: false,
        value: (e) => `${e.targetType} ${e.targetId}`.trim(),
        cell: (e) => {
          if (!e.targetType && !e.targetId) return <Text size="sm" component="span">{t("auditLog.noTarget")}</Text>;
          const href = targetHref(e.targetType, e.targetId);
          return (
            <Stack gap={0}>
              <Text size="sm" component="span">
                {e.targetType}
              </Text>
              {href ? (
                <Anchor component={Link} to={href} size="xs" ff="monospace" style={{ overflowWrap: "anywhere" }} maw={220}>
                  {e.targetId}
                </Anchor>
              ) : (
                <Id value={e.targetId} />
              )}
            </Stack>
          );
        },
      },
      { id: "request", header: t("auditLog.columns.requestId"), sortable: false, value: (e) => e.requestId, cell: (e) => <Id value={e.requestId} /> },
      {
        id: "details",
        header: t("auditLog.columns.details"),
        sortable: false,
        value: (e) => detailsSummary(e.detailsJson),
        cell: (e) => {
          const summary = detailsSummary(e.detailsJson, 60);
          const when = e.at ? format.format(timestampDate(e.at)) : "";
          return (
            <Stack gap={4} align="flex-start" miw={160}>
              <Text size="xs" style={{ overflowWrap: "anywhere" }}>
                {summary || t("auditLog.noDetails")}
              </Text>
              <Button
                variant="light"
                size="compact-sm"
                onClick={() => setOpened(e)}
                aria-label={t("auditLog.viewDetailsOf", { action: actionLabel(e.action, t), when })}
                aria-haspopup="dialog"
              >
                {t("auditLog.viewDetails")}
              </Button>
            </Stack>
          );
        },
      },
    ],
    [t, format],
  );

  return (
    <Stack gap="md">
      <AuditList
        tab="changes"
        valid={valid}
        query={{ isError: query.isError, isPending: query.isPending, isFetching: query.isFetching, hasData: query.data !== undefined, refetch: query.refetch }}
        waiting={waiting}
        rows={entries}
        columns={columns}
        getRowId={(row) => row.id}
        paging={paging}
        firstPage={pageRequest.pageToken === ""}
        nextPageToken={query.data?.pageResponse?.nextPageToken}
        total={total}
        refusal={refusal}
        applied={applied}
        onApply={onApply}
        actorName={actorName}
      />
      <EntryDetailsDialog
        entry={opened}
        onClose={() => setOpened(null)}
        format={format}
        onActor={(actor) => {
          setOpened(null);
          onApply({ ...NO_FILTERS, actor });
        }}
        onTarget={(targetType, targetId) => {
          setOpened(null);
          onApply({ ...NO_FILTERS, targetType, targetId });
        }}
      />
    </Stack>
  );
}
