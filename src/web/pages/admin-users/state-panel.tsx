/** The user's onboarding flags (AdminGetUserState), read-only: each as "Yes" or "No". */
import { Badge, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { UserState } from "../../../gen/compass/v1/compass_pb";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { useAdminUserState } from "./admin-users-queries";
import "../../i18n/en/admin-users";

const FLAGS = [
  "hasCompletedProfile",
  "hasVerifiedEmailAddress",
  "hasVerifiedPhoneNumber",
  "hasSeenBusinessSurvey",
  "hasCompletedBusinessSurvey",
  "hasSeenBusinessPlan",
  "hasCompletedBusinessPlan",
  "hasSeenCashflow",
  "hasCompletedCashflow",
  "hasSeenLoanRequest",
  "hasCompletedLoanRequest",
] as const satisfies readonly (keyof UserState)[];

export function StatePanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useAdminUserState(userId);
  const state = query.data?.state;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="user-state-heading" data-testid="user-state">
      <Stack gap="sm">
        <Title order={2} id="user-state-heading">
          {t("adminUsers.manage.state.heading")}
        </Title>
        {query.isError ? (
          <ErrorState message={t("adminUsers.manage.state.loadError")} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <LoadingState label={t("adminUsers.manage.state.loading")} />
        ) : (
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" m={0}>
            {FLAGS.map((flag) => {
              const on = Boolean(state?.[flag]);
              return (
                <div key={flag} data-testid={`state-${flag}`}>
                  <Text component="dt" size="sm">
                    {t(`adminUsers.manage.state.flags.${flag}`)}
                  </Text>
                  <Text component="dd" m={0}>
                    <Badge variant={on ? "filled" : "outline"} color={on ? "compass.8" : "gray.9"} radius="sm" tt="none">
                      {on ? t("adminUsers.yes") : t("adminUsers.no")}
                    </Badge>
                  </Text>
                </div>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
