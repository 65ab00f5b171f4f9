/**
 * /admin/coach/manage-mentee?id=…: one mentee — profile (administrators also see the sealed
 * fields), learning journey (assigned modules and contents with their state; assign from a
 * searchable picker of the library, unassign after a confirmation; the mentee is refetched after
 * each change), the three business documents (single-use links, opened at once: ADR 0015), the
 * TA sessions logged with them, their loan readiness (the request's figures, the five Cs with a
 * note and an override per C, the DSCR table: components/loan-readiness/), their impact milestones
 * (record, correct, verify with evidence) and the progress check-in e-mail sent on demand
 * (components/impact/), and the chat with them and the notifications sent to them
 * (pages/messages/mentee-messaging-panel.tsx, the same conversation view as /my-messages).
 * Their counseling record (the funder's client fields: components/counseling-record/; an
 * administrator sees the demographics too while the client's consent is on file).
 * A mentee the list already fetched shows at once from the browser cache (mentee-cache.ts).
 */
import { Alert, Anchor, Badge, Group, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { Mentee } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { useCurrentUser } from "../../auth/use-current-user";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { IconChevronLeft } from "../../icons";
import { MenteeMessagingPanel } from "../../components/messaging/mentee-messaging-panel";
import { menteeName } from "../../components/mentees/mentee-view";
import { isNotFoundError, useMentee } from "../../queries/mentees-queries";
import { DocumentsPanel } from "../../components/mentees/documents-panel";
import { JourneyPanel } from "../../components/mentees/journey-panel";
import { ProfilePanel } from "./profile-panel";
import { TaHistoryPanel } from "../../components/mentees/ta-history-panel";
import { CoachReadinessPanel } from "../../components/loan-readiness/coach-readiness-panel";
import { CoachMilestonesPanel } from "../../components/impact/coach-milestones-panel";
import { SendCheckIn } from "../../components/impact/send-check-in";
import { CounselingRecordPanel } from "../../components/counseling-record/counseling-record-panel";
import "../../i18n/en/mentees";

export default function ManageMenteePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = (params.get("id") ?? "").trim();
  const query = useMentee(id);
  const mentee = query.data?.mentee;

  const back = (
    <Anchor component={Link} to={pathFor("mentees")} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconChevronLeft size={16} aria-hidden="true" />
        {t("mentees.manage.back")}
      </Group>
    </Anchor>
  );

  let body;
  if (!id) body = <Alert variant="light">{t("mentees.manage.missingId")}</Alert>;
  else if (query.isError && isNotFoundError(query.error)) body = <Alert variant="light" data-testid="mentee-not-found">{t("mentees.manage.notFound")}</Alert>;
  else if (query.isError && !mentee) body = <ErrorState message={t("mentees.manage.loadError")} onRetry={() => void query.refetch()} />;
  else if (!mentee) body = <LoadingState label={t("mentees.manage.loading")} />;
  else body = <MenteeSections mentee={mentee} />;

  return (
    <Stack gap="lg">
      {back}
      {body}
    </Stack>
  );
}

function MenteeSections({ mentee }: { mentee: Mentee }) {
  const { t } = useTranslation();
  const { role, user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState("");
  const name = menteeName(mentee);
  const id = mentee.user?.id ?? "";
  const announce = useMemo(() => (text: string) => setAnnouncement(text), []);

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Title order={1}>
            {name}
          </Title>
          {mentee.user && !mentee.user.enabled ? <Badge variant="outline" color="gray.9" radius="sm" tt="none">{t("mentees.manage.disabled")}</Badge> : null}
        </Group>
        {mentee.user?.profile?.businessName ? <Text>{mentee.user.profile.businessName}</Text> : null}
      </Stack>
      <Text role="status" aria-live="polite" fw={600} data-testid="mentee-announcement">
        {announcement}
      </Text>
      <ProfilePanel mentee={mentee} admin={role === "admin"} />
      {id ? <CounselingRecordPanel userId={id} announce={announce} /> : null}
      <JourneyPanel mentee={mentee} queryClient={queryClient} announce={announce} />
      <DocumentsPanel userId={id} announce={announce} />
      {id ? <CoachReadinessPanel userId={id} announce={announce} /> : null}
      {id ? <CoachMilestonesPanel userId={id} announce={announce} /> : null}
      {id ? <SendCheckIn userId={id} name={name} announce={announce} /> : null}
      <TaHistoryPanel userId={id} />
      {user?.id && id ? <MenteeMessagingPanel me={user.id} menteeId={id} name={name} notifications={mentee.notifications} announce={announce} /> : null}
    </Stack>
  );
}
