/**
 * A learning module as a learner sees it (ModuleView), shared by the module page and the module
 * editor's preview: what it is and how long, picture and description, progress, page text, its
 * lessons in order with done marks, attachments.
 */
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { LearningContent } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { LabelledProgress } from "../labelled-progress";
import { imageAttributes } from "./image-set";
import { ArticleBody, AttachmentList, type AttachmentLike } from "./learning-content-view";
import { IconCircleCheck } from "../../icons";
import { useLibraryMeta } from "./library-meta";
import { useLibraryName } from "./library-name";

function Lessons(props: { contents: readonly LearningContent[]; done: Set<string>; categoryId: string; moduleId: string }) {
  const { t } = useTranslation();
  const meta = useLibraryMeta();
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-labelledby="lessons-heading" data-testid="module-lessons">
      {props.contents.map((c, index) => {
        const done = props.done.has(c.id);
        return (
          <Paper component="li" key={c.id} withBorder radius="md" p="sm" data-testid="module-lesson">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Text fw={700} c="dimmed" w={24} ta="right" aria-hidden="true">
                {index + 1}
              </Text>
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Anchor component={Link} to={`${pathFor("lesson", { cat: props.categoryId, id: c.id })}?module=${encodeURIComponent(props.moduleId)}`} fw={600} style={{ overflowWrap: "anywhere" }}>
                  {c.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {meta.content(c)}
                  {done ? ` · ${t("learning.done")}` : ""}
                </Text>
              </Stack>
              {done ? <IconCircleCheck size={22} color="var(--mantine-color-compass-7)" aria-label={t("learning.done")} style={{ flexShrink: 0 }} /> : null}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** What a module view shows of it (a saved module, or the editor's unsaved values for its preview). */
export interface ModuleLike {
  id: string;
  title: string;
  description: string;
  estimatedMinutes: number;
  htmlBody: string;
  imageSet: Readonly<Record<string, string>>;
}

/**
 * A module as a learner sees it: what it is and how long, its picture and description, progress,
 * page text, lessons in order with done marks, attachments, then `footer` (the completion button).
 * The module page and the module editor's preview both render it.
 */
export function ModuleView(props: {
  module: ModuleLike;
  contents: readonly LearningContent[];
  contentsPending?: boolean;
  attachments: readonly AttachmentLike[];
  done: Set<string>;
  categoryId: string;
  headingLevel?: 1 | 2;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const { module: m, contents, done } = props;
  const name = useLibraryName();
  const level = props.headingLevel ?? 1;
  const cover = imageAttributes(m.imageSet);
  const finished = contents.filter((c) => done.has(c.id)).length;
  const total = contents.length;
  return (
    <Stack gap="lg" data-testid="module-view">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t("learning.module")}
          {m.estimatedMinutes > 0 ? ` · ${t("learning.minutes", { count: m.estimatedMinutes })}` : ""}
        </Text>
        <Title order={level} style={{ overflowWrap: "anywhere" }}>
          {name(m.title)}
        </Title>
        {cover ? (
          <img src={cover.src} srcSet={cover.srcSet} sizes={cover.sizes} alt="" style={{ width: "100%", maxHeight: 300, objectFit: "cover", borderRadius: "var(--mantine-radius-lg)" }} />
        ) : null}
        {m.description ? <Text size="lg">{m.description}</Text> : null}
      </Stack>
      {total > 0 ? (
        <Stack gap={4} data-testid="module-progress">
          <Text size="sm" id="module-progress-label">
            {t("learning.progress", { done: finished, count: total })}
          </Text>
          <LabelledProgress value={Math.round((finished / total) * 100)} labelledBy="module-progress-label" />
        </Stack>
      ) : null}
      {m.htmlBody ? <ArticleBody html={m.htmlBody} /> : null}
      <Stack gap="sm" component="section" aria-labelledby="lessons-heading">
        <Title order={(level + 1) as 2 | 3} size="h3" id="lessons-heading">
          {t("learning.lessonsHeading")}
        </Title>
        {props.contentsPending ? <Text>{t("learning.loadingModule")}</Text> : null}
        {!props.contentsPending && total === 0 ? <Text c="dimmed">{t("learning.noLessons")}</Text> : null}
        <Lessons contents={contents} done={done} categoryId={props.categoryId} moduleId={m.id} />
      </Stack>
      <AttachmentList attachments={props.attachments} headingLevel={(level + 1) as 2 | 3} />
      {props.footer}
    </Stack>
  );
}
