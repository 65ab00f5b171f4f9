import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { ContentType, LearningContentSchema } from "../../../src/gen/compass/v1/compass_pb";
import { changedContentPaths, contentRequest, contentValues, type ContentFormValues } from "../../../src/web/pages/admin-content/content-form";
import { isEmptyHtml } from "../../../src/web/pages/admin-content/field-values";

const article: ContentFormValues = {
  kind: "article",
  title: "Cash flow",
  description: "",
  estimatedMinutes: "",
  tags: ["cash"],
  htmlBody: "<p>Hello</p>",
  videoLink: "",
  imageSet: {},
  attachmentIds: ["a1"],
};

describe("the content editor's form", () => {
  it("starts empty for a new item and from the stored item for an edit", () => {
    expect(contentValues(null)).toMatchObject({ kind: "article", title: "", estimatedMinutes: "", htmlBody: "", videoLink: "" });
    const video = create(LearningContentSchema, {
      id: "c1",
      title: "Pricing",
      contentType: ContentType.YOUTUBE_VIDEO,
      estimatedMinutes: 4,
      video: { youtube_id: "dQw4w9WgXcQ", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      imageSet: { original: "/files/x" },
    });
    expect(contentValues(video)).toMatchObject({ kind: "video", estimatedMinutes: 4, videoLink: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", imageSet: { original: "/files/x" } });
  });

  it("sends a video's canonical id and link and no article text; an article no video; an empty editor no text", () => {
    const video = contentRequest({ ...article, kind: "video", videoLink: " https://youtu.be/dQw4w9WgXcQ?t=4 " });
    expect(video.contentType).toBe(ContentType.YOUTUBE_VIDEO);
    expect(video.video).toEqual({ youtube_id: "dQw4w9WgXcQ", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });
    expect(video.htmlBody).toBe("");
    const text = contentRequest({ ...article, videoLink: "https://youtu.be/dQw4w9WgXcQ" });
    expect(text.video).toEqual({});
    expect(text.htmlBody).toBe("<p>Hello</p>");
    expect(contentRequest({ ...article, htmlBody: "<p></p>" }).htmlBody).toBe("");
    expect(isEmptyHtml(" <p></p> ")).toBe(true);
    expect(contentRequest({ ...article, estimatedMinutes: 7.9 }).estimatedMinutes).toBe(7);
  });

  it("masks only what changed, and switching the kind changes the type, the text and the video together", () => {
    expect(changedContentPaths(article, { ...article, title: " Cash flow " })).toEqual([]);
    expect(changedContentPaths(article, { ...article, title: "Cash", attachmentIds: [], imageSet: { original: "/files/y" } })).toEqual([
      "title",
      "image_set",
      "attachment_ids",
    ]);
    expect(changedContentPaths(article, { ...article, kind: "video", videoLink: "dQw4w9WgXcQ" })).toEqual(["content_type", "html_body", "video"]);
    // A video link typed into an article is not sent, so it changes nothing.
    expect(changedContentPaths(article, { ...article, videoLink: "dQw4w9WgXcQ" })).toEqual([]);
  });
});
