/**
 * Pieces both tabs of /admin/audit-log show: who acted (a link to their page when they are still
 * there), a time in the viewer's locale and zone (the UTC instant on hover and in `datetime`), an
 * id in a monospaced face, the skeleton while the first page loads, the empty state, and the
 * table's scroll box made reachable from the keyboard.
 */
import { Anchor, Button, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathFor } from "../../../shared/routes";
import { manageUserHref, type Actor } from "./audit-view";

export const manageUserPath = (id: string) => manageUserHref(pathFor("admin-manage-user"), id);

/** Who acted: their name linking to their page, or what stands in for them. */
export function ActorCell({ actor }: { actor: Actor }) {
  const { t } = useTranslation();
  switch (actor.kind) {
    case "user":
      return (
        <Anchor component={Link} to={manageUserPath(actor.id)} fw={600} style={{ whiteSpace: "nowrap" }}>
          {actor.name}
        </Anchor>
      );
    case "deleted":
      return (
        <Stack gap={0}>
          <Text size="sm" fw={600} component="span">
            {t("auditLog.who.deleted")}
          </Text>
          <Id value={actor.id} />
        </Stack>
      );
    case "system":
      return <Text size="sm" component="span">{t("auditLog.who.system")}</Text>;
    case "anonymous":
      return <Text size="sm" component="span" style={{ whiteSpace: "nowrap" }}>{t("auditLog.who.anonymous")}</Text>;
    case "several":
      return (
        <Stack gap={0}>
          <Text size="sm" component="span">
            {t("auditLog.who.several")}
          </Text>
          <Text size="xs" c="dimmed" component="span">
            {t("auditLog.who.severalHint")}
          </Text>
        </Stack>
      );
  }
}

/** A time as the viewer reads it; the exact UTC instant in `datetime` and on hover. */
export function When({ date, format }: { date: Date | undefined; format: Intl.DateTimeFormat }) {
  if (!date) return null;
  const iso = date.toISOString();
  return (
    <time dateTime={iso} title={`${iso.slice(0, 19).replace("T", " ")} UTC`} style={{ whiteSpace: "nowrap" }}>
      {format.format(date)}
    </time>
  );
}

/** An id, request id or address, monospaced and breakable anywhere (they are long). */
export function Id({ value, children }: { value: string; children?: ReactNode }) {
  if (!value) return null;
  return (
    <Text size="xs" ff="monospace" component="span" style={{ overflowWrap: "anywhere" }} display="inline-block" maw={220}>
      {children ?? value}
    </Text>
  );
}

/** Grey bars where the first page's rows will be, announced as loading. */
export function TableSkeleton({ label, testId }: { label: string; testId?: string }) {
  return (
    <Stack gap="xs" role="status" aria-live="polite" aria-busy="true" data-testid={testId}>
      <span className="compass-visually-hidden">{label}</span>
      <Skeleton height={36} radius="sm" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={28} radius="sm" />
      ))}
    </Stack>
  );
}

/** Nothing to list: what was looked for, and a way to widen the search. */
export function EmptyState(props: { title: string; hint?: string; onClear?: () => void; clearLabel: string; testId: string }) {
  return (
    <Paper withBorder radius="lg" p="lg" data-testid={props.testId}>
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h4">
          {props.title}
        </Title>
        {props.hint ? <Text size="sm">{props.hint}</Text> : null}
        {props.onClear ? (
          <Button variant="outline" onClick={props.onClear}>
            {props.clearLabel}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
