/**
 * 'Largest users of storage' on /admin/users (issue #37; ADR 0031): the accounts whose uploads use
 * the most (AdminListStorageUsers), largest first, ten at a time, each with its use against its
 * quota and a link to manage the user.
 */
import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { StorageUser } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { QueryState } from "../../components/query-state/query-state";
import { formatStorage } from "../../files/format-storage";
import { useStorageUsers } from "./admin-users-queries";
import "../../i18n/en/admin-users";

export function StorageUsersPanel() {
  const { t } = useTranslation();
  const [pageToken, setPageToken] = useState("");
  const page = useStorageUsers(pageToken);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="storage-users-heading" data-testid="storage-users">
      <Stack gap="sm">
        <Title order={2} size="h4" id="storage-users-heading">
          {t("adminUsers.storage.heading")}
        </Title>
        <Text size="sm">{t("adminUsers.storage.intro")}</Text>
        <QueryState
          query={page}
          loadingLabel={t("adminUsers.storage.loading")}
          errorMessage={t("adminUsers.storage.loadError")}
          isEmpty={(data) => data.users.length === 0}
          empty={<Text data-testid="storage-users-empty">{t("adminUsers.storage.empty")}</Text>}
        >
          {(data) => (
            <>
              <List spacing="xs" listStyleType="none" data-testid="storage-users-list">
                {data.users.map((user) => (
                  <StorageUserItem key={user.userId} user={user} />
                ))}
              </List>
              <Group gap="sm">
                {pageToken !== "" && (
                  <Button variant="subtle" onClick={() => setPageToken("")}>
                    {t("adminUsers.storage.first")}
                  </Button>
                )}
                {data.pageResponse?.nextPageToken ? (
                  <Button variant="light" onClick={() => setPageToken(data.pageResponse!.nextPageToken)}>
                    {t("adminUsers.storage.more")}
                  </Button>
                ) : null}
              </Group>
            </>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function StorageUserItem(props: { user: StorageUser }) {
  const { t, i18n } = useTranslation();
  const { user } = props;
  const usage = user.usage;
  const used = formatStorage(Number(usage?.usedBytes ?? 0n), i18n.language);
  const amount = usage?.unlimited
    ? t("adminUsers.storage.usedUnlimited", { used })
    : t("adminUsers.storage.used", { used, quota: formatStorage(Number(usage?.quotaBytes ?? 0n), i18n.language) });
  return (
    <List.Item>
      <Anchor component={Link} to={`${pathFor("admin-manage-user")}?id=${encodeURIComponent(user.userId)}`} fw={600} style={{ overflowWrap: "anywhere" }}>
        {user.fullName || user.email}
      </Anchor>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {amount} · {t("adminUsers.storage.files", { count: usage?.fileCount ?? 0 })}
        {user.fullName ? ` · ${user.email}` : ""}
      </Text>
    </List.Item>
  );
}
