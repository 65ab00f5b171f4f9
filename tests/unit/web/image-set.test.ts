import { describe, expect, it } from "vitest";
import { imageAttributes, widthsOf } from "../../../src/web/components/learning/image-set";

describe("an image set as <img> attributes", () => {
  it("offers the WebP copies by width through srcset, the largest as src", () => {
    const set = { original: "/files/o", "640w": "/files/m", "320w": "/files/s", "1280w": "/files/l" };
    expect(imageAttributes(set, "100vw")).toEqual({ src: "/files/l", srcSet: "/files/s 320w, /files/m 640w, /files/l 1280w", sizes: "100vw" });
  });

  it("uses the original alone when there are no copies, and nothing for an empty set", () => {
    expect(imageAttributes({ original: "/files/o" })).toEqual({ src: "/files/o" });
    expect(imageAttributes({})).toBeNull();
    expect(imageAttributes({ original: " " })).toBeNull();
  });

  it("ignores keys that are not widths and empty addresses", () => {
    expect(widthsOf({ thumb: "/files/t", "0w": "/files/z", "320w": "", "480w": "/files/a" })).toEqual([{ width: 480, url: "/files/a" }]);
  });
});
