/**
 * The Survey tab of /my-business: the questionnaire (survey-editor.tsx), opened with the latest
 * submitted version and the newest draft made from it, or its results (`?tool=results`,
 * survey-results.tsx). A loader while they come, an error with a retry if they fail. Opening marks
 * the survey as seen: the overview's state follows.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../auth/use-current-user";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { invalidateBusiness, useSurveyOpening } from "./business-queries";
import { SurveyEditor } from "./survey-editor";
import { SurveyResults } from "./survey-results";
import type { ToolProps } from "./tool-props";
import "../../i18n/en/my-business";

function SurveyOpening(props: Omit<ToolProps, "view">) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const opening = useSurveyOpening(user?.id);
  const opened = opening.isSuccess;
  useEffect(() => {
    if (opened) void invalidateBusiness(queryClient);
  }, [opened, queryClient]);

  if (opening.isError) {
    return <ErrorState message={t("myBusiness.survey.loadError")} onRetry={() => void opening.refetch()} retrying={opening.isFetching} testId="survey-error" />;
  }
  if (!opening.data || !user) return <LoadingState label={t("myBusiness.survey.loading")} testId="survey-loading" />;
  return <SurveyEditor key={opening.dataUpdatedAt} userId={user.id} opening={opening.data} onOpen={props.onOpen} part={props.part} onPart={props.onPart} />;
}

export default function SurveyTool(props: ToolProps) {
  return props.view === "results" ? <SurveyResults onOpen={props.onOpen} /> : <SurveyOpening onOpen={props.onOpen} part={props.part} onPart={props.onPart} />;
}
