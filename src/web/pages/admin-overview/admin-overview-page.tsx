/**
 * /admin/overview: the administrator's start page (issue #38; "/" sends an administrator here).
 * The program at a glance, each block with a link to act: the newest sign-ups
 * (AdminListFilteredUsers, newest first), the lenders' and banks' invitations still waiting
 * (AdminListPartnerAccounts), the reports being prepared in the background (ListMyReportJobs,
 * followed while any is) and the largest users of storage (AdminListStorageUsers). Each block has
 * its own loading, empty and error state.
 */
import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { timestampMs } from "@bufbuild/protobuf/wkt";
import { useQuery } from "@connectrpc/connect-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CompassService, UserType } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { ErrorState } from "../../components/query-state/query-state";
import { StartBlock, StartHeading } from "../../components/start-page/start-page";
import { userName } from "../../components/user-name";
import { formatStorage } from "../../files/format-storage";
import { dateTimeFormat } from "../../i18n/formats";
import { useReportJobs } from "../../queries/report-jobs-queries";
import { pendingInvitations, reportsInProgress, signedUpAt, signedUpWithin } from "./overview-view";
import "../../i18n/en/admin-overview";

const method = CompassService.method;
/** How many rows each block lists (each links to the page with them all). */
const SHOWN = 5;
const SIGN_UPS_READ = 20;

const manageUserPath = (id: string) => `${pathFor("admin-manage-user")}?id=${encodeURIComponent(id)}`;
const listStyle = { listStyle: "none" } as const;

const loading = <Skeleton height={90} radius="md" aria-hidden="true" />;

function SignUps() {
  const { t, i18n } = useTranslation();
  const users = useQuery(
    method.adminListFilteredUsers,
    { pageRequest: { pageSize: SIGN_UPS_READ, pageToken: "" }, filterType: "USER_TYPE_STANDARD", sortBy: "created", sortDirection: "desc" },
    { staleTime: 30_000 },
  );
  const date = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  const list = useMemo(() => users.data?.users ?? [], [users.data]);
  const recent = useMemo(() => signedUpWithin(list, 7, Date.now()), [list]);
  return (
    <StartBlock
      id="overview-signups-heading"
      title={t("adminOverview.signUps")}
      testId="overview-signups"
      action={
        <Anchor component={Link} to={pathFor("admin-users")} size="sm">
          {t("adminOverview.allUsers")}
        </Anchor>
      }
    >
      {users.isError ? (
        <ErrorState message={t("adminOverview.signUpsError")} onRetry={() => void users.refetch()} />
      ) : !users.data ? (
        loading
      ) : list.length === 0 ? (
        <Text data-testid="overview-signups-empty">{t("adminOverview.noSignUps")}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="overview-signups-count">
            {recent >= SIGN_UPS_READ
              ? t("adminOverview.signUpsWeekMany", { count: SIGN_UPS_READ, total: users.data.pageResponse?.totalSize ?? list.length })
              : t("adminOverview.signUpsWeek", { count: recent, total: users.data.pageResponse?.totalSize ?? list.length })}
          </Text>
          <Stack component="ul" gap="xs" p={0} m={0} style={listStyle}>
            {list.slice(0, SHOWN).map((user) => {
              const name = userName(user);
              const at = signedUpAt(user);
              return (
                <Stack component="li" key={user.id} gap={0}>
                  <Anchor component={Link} to={manageUserPath(user.id)} fw={600} style={{ overflowWrap: "anywhere" }}>
                    {name}
                  </Anchor>
                  {at ? (
                    <Text size="sm" c="dimmed">
                      {t("adminOverview.signedUp")} <time dateTime={at.toISOString()}>{date.format(at)}</time>
                    </Text>
                  ) : null}
                </Stack>
              );
            })}
          </Stack>
        </>
      )}
    </StartBlock>
  );
}

function Invitations() {
  const { t, i18n } = useTranslation();
  const lenders = useQuery(method.adminListPartnerAccounts, { type: UserType.LENDER }, { staleTime: 30_000 });
  const banks = useQuery(method.adminListPartnerAccounts, { type: UserType.BANK }, { staleTime: 30_000 });
  const list = useMemo(() => (lenders.data && banks.data ? pendingInvitations(lenders.data.accounts, banks.data.accounts) : null), [lenders.data, banks.data]);
  const date = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <StartBlock
      id="overview-invitations-heading"
      title={t("adminOverview.invitations")}
      testId="overview-invitations"
      action={
        <Group gap="sm">
          <Anchor component={Link} to={pathFor("admin-lenders")} size="sm">
            {t("adminOverview.lenders")}
          </Anchor>
          <Anchor component={Link} to={pathFor("admin-partners")} size="sm">
            {t("adminOverview.partners")}
          </Anchor>
        </Group>
      }
    >
      {lenders.isError || banks.isError ? (
        <ErrorState
          message={t("adminOverview.invitationsError")}
          onRetry={() => {
            if (lenders.isError) void lenders.refetch();
            if (banks.isError) void banks.refetch();
          }}
        />
      ) : list === null ? (
        loading
      ) : list.length === 0 ? (
        <Text data-testid="overview-invitations-empty">{t("adminOverview.noInvitations")}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="overview-invitations-count">
            {t("adminOverview.invitationsCount", { count: list.length })}
          </Text>
          <Stack component="ul" gap="xs" p={0} m={0} style={listStyle}>
            {list.slice(0, SHOWN).map((invitation) => (
              <Stack component="li" key={invitation.userId} gap={0}>
                <Anchor
                  component={Link}
                  to={`${pathFor(invitation.kind === "bank" ? "admin-add-edit-partners" : "admin-add-edit-lenders")}?id=${encodeURIComponent(invitation.userId)}`}
                  fw={600}
                  style={{ overflowWrap: "anywhere" }}
                >
                  {invitation.name}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {t(invitation.kind === "bank" ? "adminOverview.kindBank" : "adminOverview.kindLender")}
                  {invitation.invitedAt ? ` · ${t("adminOverview.invited", { date: date.format(invitation.invitedAt) })}` : ""}
                </Text>
              </Stack>
            ))}
          </Stack>
        </>
      )}
    </StartBlock>
  );
}

const noAnnouncement = () => undefined;

function Reports() {
  const { t, i18n } = useTranslation();
  const { query } = useReportJobs(noAnnouncement);
  const jobs = useMemo(() => (query.data ? reportsInProgress(query.data.jobs) : null), [query.data]);
  const time = dateTimeFormat(i18n.language, { hour: "numeric", minute: "2-digit" });
  return (
    <StartBlock
      id="overview-reports-heading"
      title={t("adminOverview.reports")}
      testId="overview-reports"
      action={
        <Anchor component={Link} to={pathFor("download-report")} size="sm">
          {t("adminOverview.allReports")}
        </Anchor>
      }
    >
      {query.isError ? (
        <ErrorState message={t("adminOverview.reportsError")} onRetry={() => void query.refetch()} />
      ) : jobs === null ? (
        loading
      ) : (
        <>
          {jobs.active.length === 0 ? (
            <Text data-testid="overview-reports-empty">{t("adminOverview.noReports")}</Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={listStyle} data-testid="overview-reports-list">
              {jobs.active.slice(0, SHOWN).map((job) => (
                <Stack component="li" key={job.id} gap={0}>
                  <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                    {job.fileName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t("adminOverview.reportProgress", { done: Number(job.rowsDone), total: Number(job.rowsTotal) })}
                    {job.createdAt ? ` · ${t("adminOverview.askedAt", { time: time.format(new Date(timestampMs(job.createdAt))) })}` : ""}
                  </Text>
                </Stack>
              ))}
            </Stack>
          )}
          {jobs.ready > 0 ? (
            <Text size="sm" data-testid="overview-reports-ready">
              {t("adminOverview.reportsReady", { count: jobs.ready })}
            </Text>
          ) : null}
        </>
      )}
    </StartBlock>
  );
}

function Storage() {
  const { t, i18n } = useTranslation();
  const storage = useQuery(method.adminListStorageUsers, { pageRequest: { pageSize: 10, pageToken: "" } }, { staleTime: 30_000 });
  const list = storage.data?.users ?? [];
  return (
    <StartBlock
      id="overview-storage-heading"
      title={t("adminOverview.storage")}
      testId="overview-storage"
      action={
        <Anchor component={Link} to={pathFor("admin-users")} size="sm">
          {t("adminOverview.allStorage")}
        </Anchor>
      }
    >
      {storage.isError ? (
        <ErrorState message={t("adminOverview.storageError")} onRetry={() => void storage.refetch()} />
      ) : !storage.data ? (
        loading
      ) : list.length === 0 ? (
        <Text data-testid="overview-storage-empty">{t("adminOverview.noStorage")}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={listStyle}>
          {list.slice(0, SHOWN).map((user) => {
            const usage = user.usage;
            const used = formatStorage(Number(usage?.usedBytes ?? 0n), i18n.language);
            return (
              <Stack component="li" key={user.userId} gap={0}>
                <Anchor component={Link} to={manageUserPath(user.userId)} fw={600} style={{ overflowWrap: "anywhere" }}>
                  {user.fullName || user.email}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {usage?.unlimited
                    ? t("adminOverview.usedUnlimited", { used })
                    : t("adminOverview.used", { used, quota: formatStorage(Number(usage?.quotaBytes ?? 0n), i18n.language) })}
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
    </StartBlock>
  );
}

export default function AdminOverviewPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="admin-overview">
      <StartHeading heading={t("adminOverview.heading")} hello={(name) => t("adminOverview.hello", { name })} helloAnonymous={t("adminOverview.helloAnonymous")} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SignUps />
        <Invitations />
        <Reports />
        <Storage />
      </SimpleGrid>
    </Stack>
  );
}
