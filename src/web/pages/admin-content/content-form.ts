/**
 * The content editor's form values (an article or a YouTube video) and what a save sends: the
 * request fields of AdminCreateLearningContent / AdminEditLearningContent and, for an edit, the
 * update_mask paths of only what changed. An article has no video and a video no article text, so
 * switching the kind clears the other side.
 */
import { ContentType, type LearningContent } from "../../../gen/compass/v1/compass_pb";
import { parseYouTubeUrl } from "../../../shared/youtube";
import { bodyOf, minutesOf, sameList, sameMap } from "./field-values";

export type ContentKind = "article" | "video";

export type ContentFormValues = {
  kind: ContentKind;
  title: string;
  description: string;
  /** Empty: not given (0). */
  estimatedMinutes: number | "";
  tags: string[];
  /** The editor's HTML (articles). */
  htmlBody: string;
  /** What the administrator pasted (videos): any of YouTube's link forms. */
  videoLink: string;
  imageSet: Record<string, string>;
  attachmentIds: string[];
};

export function contentValues(content: LearningContent | null): ContentFormValues {
  if (!content) {
    return { kind: "article", title: "", description: "", estimatedMinutes: "", tags: [], htmlBody: "", videoLink: "", imageSet: {}, attachmentIds: [] };
  }
  const kind: ContentKind = content.contentType === ContentType.YOUTUBE_VIDEO ? "video" : "article";
  return {
    kind,
    title: content.title,
    description: content.description,
    estimatedMinutes: content.estimatedMinutes === 0 ? "" : content.estimatedMinutes,
    tags: [...content.tags],
    htmlBody: content.htmlBody,
    videoLink: content.video.url ?? content.video.youtube_id ?? "",
    imageSet: { ...content.imageSet },
    attachmentIds: [...content.attachmentIds],
  };
}

/** The request fields a save sends (both create and edit). */
export function contentRequest(values: ContentFormValues) {
  const video = values.kind === "video" ? parseYouTubeUrl(values.videoLink) : null;
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    estimatedMinutes: minutesOf(values.estimatedMinutes),
    contentType: values.kind === "video" ? ContentType.YOUTUBE_VIDEO : ContentType.ARTICLE,
    tags: [...values.tags],
    htmlBody: values.kind === "article" ? bodyOf(values.htmlBody) : "",
    video: video ? { youtube_id: video.id, url: video.url } : ({} as Record<string, string>),
    imageSet: { ...values.imageSet },
    attachmentIds: [...values.attachmentIds],
  };
}


/** The update_mask paths of the fields a save would change. */
export function changedContentPaths(saved: ContentFormValues, now: ContentFormValues): string[] {
  const before = contentRequest(saved);
  const after = contentRequest(now);
  const paths: string[] = [];
  if (before.title !== after.title) paths.push("title");
  if (before.description !== after.description) paths.push("description");
  if (before.estimatedMinutes !== after.estimatedMinutes) paths.push("estimated_minutes");
  if (before.contentType !== after.contentType) paths.push("content_type");
  if (!sameList(before.tags, after.tags)) paths.push("tags");
  if (before.htmlBody !== after.htmlBody) paths.push("html_body");
  if (!sameMap(before.video, after.video)) paths.push("video");
  if (!sameMap(before.imageSet, after.imageSet)) paths.push("image_set");
  if (!sameList(before.attachmentIds, after.attachmentIds)) paths.push("attachment_ids");
  return paths;
}

export const isContentDirty = (saved: ContentFormValues, now: ContentFormValues): boolean => changedContentPaths(saved, now).length > 0;
