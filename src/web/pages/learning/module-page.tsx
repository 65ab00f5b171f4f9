/**
 * /modules/:cat/:id: a learning module as a learner takes it — its picture, description and page
 * text, how long it takes and how far they are, its articles and videos in order with a done mark
 * on each (each opens the lesson inside the module), its attachments, and 'Mark module completed'.
 */
import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ErrorState, QueryState } from "../../components/query-state/query-state";
import { LibraryBreadcrumbs } from "./breadcrumbs";
import { CompleteButton } from "./complete-button";
import { completedIds, useAttachments, useContents, useJourney, useModule } from "../../queries/learning-queries";
import { ModuleView } from "../../components/learning/module-view";

export default function ModulePage() {
  const { t } = useTranslation();
  const params = useParams();
  const categoryId = params.cat ?? "";
  const id = params.id ?? "";
  const module = useModule(id);
  const journey = useJourney();
  const learningModule = module.data?.learningModule;
  const contents = useContents(learningModule?.learningContentIds ?? []);
  const attachments = useAttachments(learningModule?.attachmentIds ?? []);
  const done = completedIds(journey.data?.journey);

  return (
    <Stack gap="lg" maw={760}>
      <LibraryBreadcrumbs categoryId={categoryId} />
      <QueryState
        query={module}
        loadingLabel={t("learning.loadingModule")}
        errorMessage={t("learning.moduleError")}
        errorTitle={undefined}
      >
        {(data) => {
          const m = data.learningModule;
          if (!m) return <ErrorState message={t("learning.moduleError")} />;
          return (
            <ModuleView
              module={m}
              contents={contents.items}
              contentsPending={contents.isPending}
              attachments={attachments.items}
              done={done.contents}
              categoryId={categoryId}
              footer={<CompleteButton kind="module" id={m.id} done={done.modules.has(m.id)} label={t("learning.completeModule")} doneLabel={t("learning.moduleDone")} />}
            />
          );
        }}
      </QueryState>
    </Stack>
  );
}
