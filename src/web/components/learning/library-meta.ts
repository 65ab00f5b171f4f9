/**
 * How the learner's pages describe library items in a line ("Module · 4 lessons · 25 min",
 * "Article · 6 min"), and the `cat` of a module or lesson path opened from outside any category.
 * Discover, search, the home page's journey, the survey's suggestions and the module editor's
 * preview show them alike.
 */
import { useTranslation } from "react-i18next";
import { ContentType, type LearningContent, type LearningModule } from "../../../gen/compass/v1/compass_pb";

/** The `cat` of a module or lesson path opened from outside any category. */
export const NO_CATEGORY = "library";

/** "Module · 4 lessons · 25 min" and "Article · 6 min". */
export function useLibraryMeta() {
  const { t } = useTranslation();
  return {
    module: (m: LearningModule) =>
      [t("learning.module"), t("learning.lessons", { count: m.learningContentIds.length }), m.estimatedMinutes > 0 ? t("learning.minutesShort", { count: m.estimatedMinutes }) : null]
        .filter(Boolean)
        .join(" · "),
    content: (c: LearningContent) =>
      [c.contentType === ContentType.YOUTUBE_VIDEO ? t("learning.video") : t("learning.article"), c.estimatedMinutes > 0 ? t("learning.minutesShort", { count: c.estimatedMinutes }) : null]
        .filter(Boolean)
        .join(" · "),
  };
}

