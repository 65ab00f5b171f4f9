/**
 * The "Refusals" tab of /admin/audit-log: the refused calls (AdminListAuditDenials), counted per
 * minute for each caller, client address, method and reason, newest first, one server page at a
 * time in the shared data table. Each row: the minute (the viewer's locale and zone), who (their
 * page, "Not signed in", "Deleted user", or several users folded together), the client's address,
 * the method, the reason, how many times, and the first refused request's id. The server's '*'
 * (rows folding many callers over the per-minute limit) and '?' (an unknown address) are put in words.
 */
import { Stack, Text } from "@mantine/core";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { AuditDenial } from "../../../gen/compass/v1/compass_pb";
import type { DataTableColumn } from "../../components/data-table";
import { AuditList } from "./audit-list";
import { useRefusalsPage } from "./audit-log-queries";
import { ActorCell, Id, When } from "./audit-parts";
import { actorOf, filterErrors, OVERFLOW, refusalsRequest, timeFormat, UNKNOWN_CLIENT } from "./audit-view";
import type { PanelProps } from "./changes-panel";
import { useFilteredPaging, useListRefusal } from "./use-audit-list";
import { numberFormat } from "../../i18n/formats";

export function RefusalsPanel({ applied, onApply }: PanelProps) {
  const { t, i18n } = useTranslation();
  const valid = Object.keys(filterErrors(applied, "refusals")).length === 0;
  const { paging, pageRequest } = useFilteredPaging("refusals", applied);
  const query = useRefusalsPage(refusalsRequest(applied, pageRequest), valid);
  const refusal = useListRefusal(query.error, "refusals");
  const waiting = query.isPlaceholderData && query.isFetching;
  const denials = useMemo(() => (waiting ? [] : (query.data?.denials ?? [])), [waiting, query.data]);
  const total = query.data?.pageResponse?.totalSize ?? 0;
  const format = useMemo(() => timeFormat(i18n.language, { seconds: false }), [i18n.language]);
  const numbers = useMemo(() => numberFormat(i18n.language), [i18n.language]);
  const actorName = applied.actor ? query.data?.denials.find((d) => d.actorUserId === applied.actor && d.actorName)?.actorName : undefined;

  const columns = useMemo<DataTableColumn<AuditDenial>[]>(
    () => [
      {
        id: "minute",
        header: t("auditLog.columns.minute"),
        sortable: false,
        value: (d) => (d.minute ? timestampDate(d.minute) : null),
        cell: (d) => <When date={d.minute ? timestampDate(d.minute) : undefined} format={format} />,
      },
      { id: "who", header: t("auditLog.columns.who"), sortable: false, value: (d) => d.actorName, cell: (d) => <ActorCell actor={actorOf(d, "refusal")} /> },
      {
        id: "client",
        header: t("auditLog.columns.client"),
        sortable: false,
        value: (d) => d.client,
        cell: (d) =>
          d.client === OVERFLOW ? (
            <Text size="sm" component="span">{t("auditLog.overflow.client")}</Text>
          ) : d.client === UNKNOWN_CLIENT ? (
            <Text size="sm" component="span">{t("auditLog.overflow.unknownClient")}</Text>
          ) : (
            <Id value={d.client} />
          ),
      },
      {
        id: "method",
        header: t("auditLog.columns.method"),
        sortable: false,
        value: (d) => d.method,
        cell: (d) =>
          d.method === OVERFLOW ? (
            <Text size="sm" component="span">{t("auditLog.overflow.method")}</Text>
          ) : (
            <Text size="sm" ff="monospace" component="span" data-testid="refusal-method" style={{ whiteSpace: "nowrap" }}>
              {d.method}
            </Text>
          ),
      },
      {
        id: "reason",
        header: t("auditLog.columns.reason"),
        sortable: false,
        value: (d) => d.reason,
        cell: (d) => (
          <Text size="sm" component="span" style={{ overflowWrap: "anywhere" }} miw={140} display="inline-block">
            {d.reason === OVERFLOW ? t("auditLog.overflow.reason") : d.reason}
          </Text>
        ),
      },
      {
        id: "count",
        header: t("auditLog.columns.count"),
        sortable: false,
        value: (d) => d.count,
        cell: (d) => (
          <Text size="sm" component="span" fw={700} data-testid="refusal-count">
            {numbers.format(d.count)}
          </Text>
        ),
      },
      { id: "request", header: t("auditLog.columns.firstRequestId"), sortable: false, value: (d) => d.firstRequestId, cell: (d) => <Id value={d.firstRequestId} /> },
    ],
    [t, format, numbers],
  );

  return (
    <Stack gap="md">
      <AuditList
        tab="refusals"
        valid={valid}
        query={{ isError: query.isError, isPending: query.isPending, isFetching: query.isFetching, hasData: query.data !== undefined, refetch: query.refetch }}
        waiting={waiting}
        rows={denials}
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
    </Stack>
  );
}
