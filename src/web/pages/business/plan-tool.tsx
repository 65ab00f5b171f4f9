/**
 * The Plan tab of /my-business: opens the latest submitted plan and the newest draft made from it
 * (business-queries.ts), a loader while they come and an error with a retry if they fail, then the
 * editor (plan-editor.tsx). Opening marks the plan as seen: the overview's state follows.
 */
import { Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../auth/use-current-user";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { invalidateBusiness, usePlanOpening } from "./business-queries";
import { PlanEditor } from "./plan-editor";
import "../../i18n/en/my-business";

export default function PlanTool() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const opening = usePlanOpening(user?.id);
  const opened = opening.isSuccess;
  useEffect(() => {
    if (opened) void invalidateBusiness(queryClient);
  }, [opened, queryClient]);

  if (opening.isError) {
    return <ErrorState message={t("myBusiness.plan.loadError")} onRetry={() => void opening.refetch()} retrying={opening.isFetching} testId="plan-error" />;
  }
  if (!opening.data || !user) {
    return (
      <Stack>
        <LoadingState label={t("myBusiness.plan.loading")} testId="plan-loading" />
      </Stack>
    );
  }
  return <PlanEditor key={opening.dataUpdatedAt} userId={user.id} opening={opening.data} />;
}
