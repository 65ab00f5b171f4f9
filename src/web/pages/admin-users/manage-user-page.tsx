/**
 * /admin/manage-user?id=… (administrators; issue #15 §1): one user, every field (AdminGetUser opens
 * the sealed ones). Sections: the account (role, enabled — with a confirmation — and the assigned
 * coach), the profile editor (only changed fields are sent, after a review), the onboarding flags
 * (AdminGetUserState, read-only), and for a learner their journey, counseling record (the
 * funder's client fields, demographics while the client's consent is on file), business documents and TA
 * sessions (the mentee pages' panels: CoachGetMenteeById and the coach download RPCs admit
 * administrators), then "Delete user" behind a confirmation that names what goes and asks for
 * their e-mail. The server's refusals (the last administrator, one's own account) show next to
 * the action; after a deletion the list opens with a notice.
 */
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { UserType, type User } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { IconChevronLeft } from "../../icons";
import { DocumentsPanel } from "../../components/mentees/documents-panel";
import { JourneyPanel } from "../../components/mentees/journey-panel";
import { useMentee } from "../../queries/mentees-queries";
import { TaHistoryPanel } from "../../components/mentees/ta-history-panel";
import { CounselingRecordPanel } from "../../components/counseling-record/counseling-record-panel";
import { AccountPanel } from "./account-panel";
import { isNotFoundError, useAdminUser } from "./admin-users-queries";
import { DeleteUserPanel } from "./delete-user-panel";
import { ProfileEditPanel } from "./profile-edit-panel";
import { StatePanel } from "./state-panel";
import { userName } from "../../components/user-name";
import { typeKey } from "./user-view";
import "../../i18n/en/admin-users";

export default function ManageUserPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = (params.get("id") ?? "").trim();
  const query = useAdminUser(id);
  const user = query.data?.user;

  let body;
  if (!id) body = <Alert variant="light">{t("adminUsers.manage.missingId")}</Alert>;
  else if (query.isError && isNotFoundError(query.error)) body = <Alert variant="light" data-testid="user-not-found">{t("adminUsers.manage.notFound")}</Alert>;
  else if (query.isError && !user) body = <ErrorState message={t("adminUsers.manage.loadError")} onRetry={() => void query.refetch()} />;
  else if (!user) body = <LoadingState label={t("adminUsers.manage.loading")} />;
  else body = <UserSections user={user} />;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pathFor("admin-users")} size="sm" style={{ alignSelf: "flex-start" }}>
        <Group gap={4} component="span" wrap="nowrap">
          <IconChevronLeft size={16} aria-hidden="true" />
          {t("adminUsers.manage.back")}
        </Group>
      </Anchor>
      {body}
    </Stack>
  );
}

function UserSections({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState("");
  const announce = useCallback((text: string) => setAnnouncement(text), []);
  const name = userName(user);
  const learner = user.type === UserType.STANDARD;

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            {name}
          </Title>
          <Badge variant="filled" color="compass.8" radius="sm" tt="none" data-testid="user-type">
            {t(`adminUsers.types.${typeKey(user.type)}`)}
          </Badge>
          {user.enabled ? null : (
            <Badge variant="outline" color="gray.9" radius="sm" tt="none">
              {t("adminUsers.disabled")}
            </Badge>
          )}
        </Group>
        <Text style={{ overflowWrap: "anywhere" }}>{user.profile?.email}</Text>
      </Stack>
      <Text role="status" aria-live="polite" fw={600} data-testid="user-announcement">
        {announcement}
      </Text>
      <AccountPanel user={user} announce={announce} />
      <ProfileEditPanel user={user} announce={announce} />
      <StatePanel userId={user.id} />
      {learner ? (
        <LearnerPanels userId={user.id} announce={announce} queryClient={queryClient} />
      ) : (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="user-learning-heading" data-testid="user-not-learner">
          <Stack gap="xs">
            <Title order={2} id="user-learning-heading">
              {t("adminUsers.manage.learning.heading")}
            </Title>
            <Text>{t("adminUsers.manage.learning.notLearner")}</Text>
          </Stack>
        </Paper>
      )}
      <DeleteUserPanel user={user} />
    </Stack>
  );
}

/** A learner's journey, documents and TA sessions, as their coach sees them on manage-mentee. */
function LearnerPanels(props: { userId: string; announce: (text: string) => void; queryClient: ReturnType<typeof useQueryClient> }) {
  const { t } = useTranslation();
  const mentee = useMentee(props.userId);
  const journey = mentee.data?.mentee ? (
    <JourneyPanel mentee={mentee.data.mentee} queryClient={props.queryClient} announce={props.announce} />
  ) : mentee.isError ? (
    <ErrorState message={t("adminUsers.manage.learning.journeyError")} onRetry={() => void mentee.refetch()} />
  ) : (
    <LoadingState label={t("adminUsers.manage.learning.journeyLoading")} />
  );
  return (
    <>
      {journey}
      <CounselingRecordPanel userId={props.userId} announce={props.announce} />
      <DocumentsPanel userId={props.userId} announce={props.announce} />
      <TaHistoryPanel userId={props.userId} />
    </>
  );
}
