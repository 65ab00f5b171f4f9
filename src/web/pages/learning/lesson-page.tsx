/**
 * /modules/:cat/lesson/:id (?module=… when opened inside a module): an article or video as the
 * learner reads it (LearningContentView: the sanitised article or the privacy-enhanced YouTube
 * player, attachments, minutes), 'Mark as completed', previous and next within the module, and
 * breadcrumbs back to the category and the module.
 */
import { Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { ContentType, type LearningContent } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { LearningContentView } from "../../components/learning/learning-content-view";
import { ErrorState, QueryState } from "../../components/query-state/query-state";
import { IconChevronLeft, IconChevronRight } from "../../icons";
import { LibraryBreadcrumbs } from "./breadcrumbs";
import { CompleteButton } from "./complete-button";
import { completedIds, useAttachments, useContent, useContents, useJourney, useModule } from "../../queries/learning-queries";

/** The lessons before and after `id` in a module's order (null at either end or outside it). */
export function neighbours(order: readonly string[], id: string): { previous: string | null; next: string | null } {
  const at = order.indexOf(id);
  if (at < 0) return { previous: null, next: null };
  return { previous: order[at - 1] ?? null, next: order[at + 1] ?? null };
}

function Lesson(props: { content: LearningContent; categoryId: string; moduleId: string | null }) {
  const { t } = useTranslation();
  const { content, categoryId, moduleId } = props;
  const module = useModule(moduleId ?? "");
  const learningModule = moduleId ? module.data?.learningModule : undefined;
  const journey = useJourney();
  const attachments = useAttachments(content.attachmentIds);
  const around = learningModule ? neighbours(learningModule.learningContentIds, content.id) : { previous: null, next: null };
  const siblings = useContents([around.previous, around.next].filter((x): x is string => x !== null));
  const titleOf = (id: string | null) => siblings.items.find((c) => c.id === id)?.title ?? "";
  const lessonPath = (id: string) => `${pathFor("lesson", { cat: categoryId, id })}${moduleId ? `?module=${encodeURIComponent(moduleId)}` : ""}`;
  const done = completedIds(journey.data?.journey).contents.has(content.id);

  return (
    <Stack gap="lg">
      <LibraryBreadcrumbs categoryId={categoryId} module={learningModule ? { id: learningModule.id, title: learningModule.title } : undefined} />
      <LearningContentView
        content={{
          title: content.title,
          description: content.description,
          estimatedMinutes: content.estimatedMinutes,
          kind: content.contentType === ContentType.YOUTUBE_VIDEO ? "video" : "article",
          htmlBody: content.htmlBody,
          video: content.video,
          tags: content.tags,
          imageSet: content.imageSet,
        }}
        attachments={attachments.items}
      />
      <CompleteButton kind="content" id={content.id} done={done} label={t("learning.complete")} doneLabel={t("learning.lessonDone")} />
      {learningModule ? (
        <Group justify="space-between" gap="sm" wrap="wrap" component="nav" aria-label={t("learning.moduleNav")}>
          {around.previous ? (
            <Button component={Link} to={lessonPath(around.previous)} variant="default" leftSection={<IconChevronLeft size={18} aria-hidden="true" />} maw="100%">
              <Text span truncate>
                {t("learning.previous", { title: titleOf(around.previous) })}
              </Text>
            </Button>
          ) : (
            <span />
          )}
          {around.next ? (
            <Button component={Link} to={lessonPath(around.next)} rightSection={<IconChevronRight size={18} aria-hidden="true" />} maw="100%">
              <Text span truncate>
                {t("learning.next", { title: titleOf(around.next) })}
              </Text>
            </Button>
          ) : (
            <Button component={Link} to={pathFor("module", { cat: categoryId, id: learningModule.id })} variant="light">
              {t("learning.backToModule")}
            </Button>
          )}
        </Group>
      ) : null}
    </Stack>
  );
}

export default function LessonPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? "";
  const categoryId = params.cat ?? "";
  const moduleId = search.get("module")?.trim() || null;
  const content = useContent(id);
  return (
    <Stack gap="lg" maw={760}>
      <QueryState query={content} loadingLabel={t("learning.loadingLesson")} errorMessage={t("learning.lessonError")}>
        {(data) =>
          data.learningContent ? (
            <Lesson key={id} content={data.learningContent} categoryId={categoryId} moduleId={moduleId} />
          ) : (
            <ErrorState message={t("learning.lessonError")} />
          )
        }
      </QueryState>
    </Stack>
  );
}
