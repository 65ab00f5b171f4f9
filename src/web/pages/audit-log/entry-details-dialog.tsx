/**
 * One recorded change in full (a dialog over /admin/audit-log): when (in the viewer's zone and in
 * UTC), who, the action's label and recorded name, the target, the request id, and the recorded
 * details pretty-printed; with ways to list this person's changes or every change to this target.
 * Focus goes back to the row's button when it closes (Mantine's Modal).
 */
import { Anchor, Button, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AuditEntry } from "../../../gen/compass/v1/compass_pb";
import { ActorCell, Id, manageUserPath } from "./audit-parts";
import { actionLabel, actorOf, isKnownAction, prettyDetails } from "./audit-view";

export interface EntryDetailsDialogProps {
  entry: AuditEntry | null;
  onClose: () => void;
  format: Intl.DateTimeFormat;
  /** Lists this actor's changes. */
  onActor: (actorUserId: string) => void;
  /** Lists every change to this target. */
  onTarget: (targetType: string, targetId: string) => void;
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Text component="dt" size="sm" fw={700}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

export function EntryDetailsDialog({ entry, onClose, format, onActor, onTarget }: EntryDetailsDialogProps) {
  const { t } = useTranslation();
  const at = entry?.at ? timestampDate(entry.at) : undefined;
  const actor = entry ? actorOf(entry, "change") : null;
  const pretty = entry ? prettyDetails(entry.detailsJson) : "";
  const detailsId = "audit-entry-details-json";

  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={entry ? actionLabel(entry.action, t) : ""}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {entry ? (
        <Stack gap="md" data-testid="audit-entry-details">
          <Text size="sm" c="dimmed">
            {t("auditLog.details.title", { id: entry.id })}
          </Text>
          <Stack component="dl" gap="sm" m={0}>
            <Field label={t("auditLog.details.when")}>
              {at ? (
                <>
                  {format.format(at)}
                  <br />
                  <Text component="span" size="xs" ff="monospace">
                    {t("auditLog.details.whenUtc", { iso: at.toISOString() })}
                  </Text>
                </>
              ) : null}
            </Field>
            <Field label={t("auditLog.details.who")}>
              {actor ? <ActorCell actor={actor} /> : null}
              {actor?.kind === "user" ? (
                <>
                  <br />
                  <Id value={actor.id} />
                </>
              ) : null}
            </Field>
            <Field label={t("auditLog.details.action")} testId="audit-entry-action">
              {actionLabel(entry.action, t)}
              {isKnownAction(entry.action) ? (
                <>
                  <br />
                  <Text component="span" size="xs" ff="monospace">
                    {t("auditLog.details.actionName", { name: entry.action })}
                  </Text>
                </>
              ) : null}
            </Field>
            <Field label={t("auditLog.details.target")}>
              {entry.targetType || entry.targetId ? (
                <>
                  {entry.targetType} <Id value={entry.targetId} />
                  {entry.targetType === "user" && entry.targetId ? (
                    <>
                      <br />
                      <Anchor component={Link} to={manageUserPath(entry.targetId)} size="sm">
                        {t("auditLog.details.openUser")}
                      </Anchor>
                    </>
                  ) : null}
                </>
              ) : (
                t("auditLog.noTarget")
              )}
            </Field>
            <Field label={t("auditLog.details.requestId")} testId="audit-entry-request">
              <Id value={entry.requestId} />
            </Field>
          </Stack>
          <Stack gap={4}>
            <Title order={3} size="h5" id={`${detailsId}-heading`}>
              {t("auditLog.details.data")}
            </Title>
            {pretty ? (
              <pre
                id={detailsId}
                tabIndex={0}
                aria-labelledby={`${detailsId}-heading`}
                data-testid="audit-entry-json"
                style={{
                  margin: 0,
                  padding: "var(--mantine-spacing-sm)",
                  background: "var(--mantine-color-gray-0)",
                  border: "1px solid var(--mantine-color-gray-4)",
                  borderRadius: "var(--mantine-radius-sm)",
                  fontSize: "var(--mantine-font-size-sm)",
                  maxHeight: 320,
                  overflow: "auto",
                  whiteSpace: "pre-wrap",
                  overflowWrap: "anywhere",
                }}
              >
                {pretty}
              </pre>
            ) : (
              <Text size="sm">{t("auditLog.details.none")}</Text>
            )}
          </Stack>
          <Group gap="sm">
            {entry.actorUserId ? (
              <Button variant="default" onClick={() => onActor(entry.actorUserId)}>
                {t("auditLog.details.byActor")}
              </Button>
            ) : null}
            {entry.targetType && entry.targetId ? (
              <Button variant="default" onClick={() => onTarget(entry.targetType, entry.targetId)}>
                {t("auditLog.details.onTarget")}
              </Button>
            ) : null}
            <Button onClick={onClose}>{t("common.close")}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
