/**
 * The learning mapper's parsing: video links, the article/video shape after an edit, image sets,
 * update-mask paths, a module's minutes.
 */
import { create } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import {
  AdminEditCategoryRequestSchema,
  AdminEditLearningContentRequestSchema,
  ContentType,
} from "../../../src/gen/compass/v1/compass_pb.js";
import { checkImageSet, contentAfterEdit, moduleMinutes, parseCategoryEdit, parseContentEdit, parseVideo } from "../../../src/server/rpc/learning/learning-mapper.js";
import { outcomeOf } from "../../setup/rpc.js";

const canonical = { youtube_id: "dQw4w9WgXcQ", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" };

describe("parseVideo", () => {
  it.each([
    [{ url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }],
    [{ url: "https://youtu.be/dQw4w9WgXcQ" }],
    [{ url: "https://www.youtube.com/shorts/dQw4w9WgXcQ" }],
    [{ youtube_id: "dQw4w9WgXcQ" }],
    [{ id: " dQw4w9WgXcQ " }],
  ])("reads %j as the video's id and canonical URL", (video) => {
    expect(parseVideo(video)).toEqual(canonical);
  });

  it("answers {} for no video", () => expect(parseVideo({})).toEqual({}));

  it.each([
    [{ url: "https://vimeo.com/1" }, /^video: this is not a YouTube link/],
    [{ url: "javascript:alert(1)" }, /^video: this is not a YouTube link/],
    [{ poster: "x" }, /^video: give the YouTube link under "url"/],
  ])("refuses %j", (video, message) => {
    const got = outcomeOf(() => parseVideo(video));
    expect(got.code).toBe(Code.InvalidArgument);
    expect(got.message).toMatch(message);
  });
});

describe("contentAfterEdit", () => {
  const video = { contentType: "YOUTUBE_VIDEO", video: canonical };
  it("clears the video of a video switched to an article", () => {
    expect(contentAfterEdit(video, { contentType: "ARTICLE" })).toEqual({ contentType: "ARTICLE", video: {} });
  });
  it("refuses a video content left without its video", () => {
    expect(outcomeOf(() => contentAfterEdit(video, { video: {} })).code).toBe(Code.InvalidArgument);
  });
  it("refuses an article switched to a video without one", () => {
    expect(outcomeOf(() => contentAfterEdit({ contentType: "ARTICLE", video: {} }, { contentType: "YOUTUBE_VIDEO" })).code).toBe(Code.InvalidArgument);
  });
  it("refuses a video given to an article", () => {
    expect(outcomeOf(() => contentAfterEdit({ contentType: "ARTICLE", video: {} }, { video: canonical })).code).toBe(Code.InvalidArgument);
  });
});

describe("checkImageSet", () => {
  it("trims the URLs", () => expect(checkImageSet({ thumb_1x: " /files/a.webp " })).toEqual({ thumb_1x: "/files/a.webp" }));
  it.each([
    [{ "bad key": "/files/a" }],
    [{ thumb: "" }],
    [{ thumb: "x".repeat(2049) }],
    [Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, "/files/a"]))],
  ])("refuses %#", (imageSet) => expect(outcomeOf(() => checkImageSet(imageSet)).code).toBe(Code.InvalidArgument));
});

describe("update masks", () => {
  it("writes only the listed category paths, camelCase accepted", () => {
    const req = create(AdminEditCategoryRequestSchema, { updateMask: { paths: ["parentCategoryId", "title"] }, title: " T ", description: "x", parentCategoryId: "" });
    expect(parseCategoryEdit(req)).toEqual({ title: "T", parentCategoryId: null });
  });
  it("refuses the id and an unknown content path", () => {
    for (const path of ["id", "created_at"]) {
      const req = create(AdminEditLearningContentRequestSchema, { updateMask: { paths: [path] }, contentType: ContentType.ARTICLE });
      expect(outcomeOf(() => parseContentEdit(req)).message).toMatch(new RegExp(`^update_mask: "${path}"`));
    }
  });
  it("sanitises html_body when it is listed", () => {
    const req = create(AdminEditLearningContentRequestSchema, { updateMask: { paths: ["html_body"] }, htmlBody: '<p onclick="x()">a</p><script>b</script>' });
    expect(parseContentEdit(req)).toEqual({ htmlBody: "<p>a</p>" });
  });
});

describe("moduleMinutes", () => {
  it("is the module's own when set, else the sum of its contents'", () => {
    expect(moduleMinutes({ estimatedMinutes: 0, contentMinutes: 12 })).toBe(12);
    expect(moduleMinutes({ estimatedMinutes: 30, contentMinutes: 12 })).toBe(30);
  });
});
