import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageRefusedError, renderImageSet, type ImageRefusal } from "../../../src/server/files/image-set.js";
import { jpeg, jpegWithGps, noiseImage, png, pngClaiming, svgWithScript } from "./fixtures.js";

async function refusal(promise: Promise<unknown>): Promise<ImageRefusal> {
  const err: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageRefusedError);
  return (err as ImageRefusedError).reason;
}

describe("image sets", () => {
  it("makes WebP copies 320, 640 and 1280 wide and keeps the original's format and size", async () => {
    const set = await renderImageSet(await jpeg(2000, 1000));
    expect(set.map(({ width, height, contentType, original }) => ({ width, height, contentType, original }))).toEqual([
      { width: 2000, height: 1000, contentType: "image/jpeg", original: true },
      { width: 320, height: 160, contentType: "image/webp", original: false },
      { width: 640, height: 320, contentType: "image/webp", original: false },
      { width: 1280, height: 640, contentType: "image/webp", original: false },
    ]);
    for (const image of set) {
      const meta = await sharp(image.bytes).metadata();
      expect(meta.format).toBe(image.original ? "jpeg" : "webp");
      expect(meta.width).toBe(image.width);
    }
  });

  it("never upscales: a picture 500 wide gets only the 320 copy, one 200 wide only its original", async () => {
    expect((await renderImageSet(await png(500, 250))).map((i) => [i.width, i.contentType])).toEqual([
      [500, "image/png"],
      [320, "image/webp"],
    ]);
    expect((await renderImageSet(await png(200, 100))).map((i) => [i.width, i.contentType])).toEqual([[200, "image/png"]]);
  });

  it("strips EXIF (GPS position, camera) from the original and every copy", async () => {
    const upload = await jpegWithGps(800, 600);
    const uploaded = await sharp(upload).metadata();
    expect(uploaded.exif?.includes(Buffer.from("CompassTestCam"))).toBe(true);
    const kept = await renderImageSet(upload, { keepMetadata: true });
    expect((await sharp(kept[0]!.bytes).metadata()).exif).toBeDefined();

    const set = await renderImageSet(upload);
    expect(set).toHaveLength(3);
    for (const image of set) {
      const meta = await sharp(image.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(image.bytes.includes(Buffer.from("CompassTestCam"))).toBe(false);
    }
  });

  it("applies the EXIF orientation before stripping it", async () => {
    const sideways = await (await noiseImage(400, 200)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const set = await renderImageSet(sideways);
    expect(set.map((i) => [i.width, i.height])).toEqual([
      [200, 400],
    ]);
  });

  it("keeps an animated GIF animated, in the original and in the WebP copies", async () => {
    const [width, frameHeight, frames] = [400, 200, 3];
    const pixels = Buffer.alloc(width * frameHeight * frames * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7) & 0xff;
    const gif = await sharp(pixels, { raw: { width, height: frameHeight * frames, channels: 3, pageHeight: frameHeight } })
      .gif()
      .toBuffer();
    const set = await renderImageSet(gif);
    expect(set.map((i) => [i.width, i.height, i.contentType])).toEqual([
      [400, 200, "image/gif"],
      [320, 160, "image/webp"],
    ]);
    for (const image of set) {
      const meta = await sharp(image.bytes, { animated: true }).metadata();
      expect([meta.pages, meta.pageHeight]).toEqual([frames, image.height]);
    }
  });

  it("refuses a decompression bomb from its header", async () => {
    const bomb = await pngClaiming(100_000, 100_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(100_000);
    expect(await refusal(renderImageSet(bomb))).toBe("too-many-pixels");
  });

  it("refuses more pixels than maxPixels", async () => {
    expect(await refusal(renderImageSet(await png(64, 48), { maxPixels: 1000 }))).toBe("too-many-pixels");
  });

  it("refuses a truncated PNG", async () => {
    const whole = await png(300, 300);
    expect(await refusal(renderImageSet(whole.subarray(0, Math.floor(whole.length / 2))))).toBe("undecodable");
  });

  it("refuses bytes that are no image, and SVG", async () => {
    expect(await refusal(renderImageSet(Buffer.from("not an image at all")))).toBe("undecodable");
    expect(await refusal(renderImageSet(svgWithScript()))).toBe("not-an-image");
  });
});
