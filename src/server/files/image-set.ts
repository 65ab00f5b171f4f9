/**
 * The image set of an uploaded picture: WebP copies a few widths wide (so a phone downloads a
 * small one; `<img srcset>` lists them) and the original, all made with sharp.
 *
 * - Metadata is stripped from every copy, the original included (EXIF GPS, camera serials,
 *   comments): the original is re-encoded in its own format after its EXIF orientation is
 *   applied. `keepMetadata: true` keeps it (never for user uploads).
 * - Never upscaled: only the widths narrower than the picture are made.
 * - Decompression bombs are refused from the header, before any pixel is decoded: at most
 *   `maxPixels` (all frames of an animation counted), also passed to sharp as limitInputPixels.
 * - Bytes that do not decode completely (a truncated or corrupt file) are refused: sharp runs
 *   with failOn "warning", its setting for untrusted input.
 * - Only PNG, JPEG, WebP and GIF are read (the upload policy lets nothing else through; this
 *   checks again, so SVG or PDF never reach a renderer).
 */
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";

export const IMAGE_SET_WIDTHS: readonly number[] = [320, 640, 1280];

/** 50 megapixels: a 48 MP phone photo passes; more than that is refused. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageRefusal = "undecodable" | "too-many-pixels" | "not-an-image";

export class ImageRefusedError extends Error {
  override readonly name = "ImageRefusedError";
  constructor(
    readonly reason: ImageRefusal,
    message: string,
  ) {
    super(message);
  }
}

export interface RenderedImage {
  width: number;
  height: number;
  contentType: string;
  bytes: Buffer;
  /** The original picture (its own format, full size, metadata stripped), not a WebP copy. */
  original: boolean;
}

export interface ImageSetOptions {
  widths?: readonly number[];
  maxPixels?: number;
  keepMetadata?: boolean;
  /** WebP quality of the copies, 1–100. */
  quality?: number;
}

type ReadFormat = "png" | "jpeg" | "webp" | "gif";
const CONTENT_TYPES: Readonly<Record<ReadFormat, string>> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};
const isReadFormat = (format: string): format is ReadFormat => Object.hasOwn(CONTENT_TYPES, format);

const UNDECODABLE = "This image could not be read: it may be damaged or incomplete.";

/** The original (first) and a WebP copy for every width narrower than the picture (widest last). */
export async function renderImageSet(input: Uint8Array, options: ImageSetOptions = {}): Promise<RenderedImage[]> {
  const maxPixels = options.maxPixels ?? MAX_IMAGE_PIXELS;
  const widths = [...new Set(options.widths ?? IMAGE_SET_WIDTHS)].sort((a, b) => a - b);
  const base = { failOn: "warning", limitInputPixels: maxPixels } as const;

  let meta: Metadata;
  try {
    // The header only (no pixel is decoded): the limit is checked below, with a refusal of its own.
    meta = await sharp(input, { ...base, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusedError("undecodable", UNDECODABLE);
  }
  if (!isReadFormat(meta.format)) throw new ImageRefusedError("not-an-image", "This is not a PNG, JPEG, WebP or GIF image.");
  const frames = meta.pages ?? 1;
  const frameHeight = meta.pageHeight ?? meta.height;
  if (meta.width * frameHeight * frames > maxPixels) {
    throw new ImageRefusedError(
      "too-many-pixels",
      `This image is too large: at most ${Math.floor(maxPixels / 1_000_000)} megapixels (all frames together).`,
    );
  }
  const animated = frames > 1 && (meta.format === "gif" || meta.format === "webp");
  const strip = (image: Sharp) => (options.keepMetadata ? image.keepMetadata() : image);

  const encode = async (image: Sharp): Promise<{ data: Buffer; info: OutputInfo }> => {
    try {
      return await image.toBuffer({ resolveWithObject: true });
    } catch {
      throw new ImageRefusedError("undecodable", UNDECODABLE);
    }
  };

  const originalImage = strip(sharp(input, { ...base, animated, autoOrient: !animated }));
  const original = await encode(
    meta.format === "jpeg"
      ? originalImage.jpeg({ quality: 90, mozjpeg: true })
      : meta.format === "png"
        ? originalImage.png({ compressionLevel: 9 })
        : meta.format === "webp"
          ? originalImage.webp({ quality: 90 })
          : originalImage.gif(),
  );
  const fullWidth = original.info.width;
  const set: RenderedImage[] = [
    {
      width: fullWidth,
      height: animated ? frameHeight : original.info.height,
      contentType: CONTENT_TYPES[meta.format],
      bytes: original.data,
      original: true,
    },
  ];
  for (const width of widths.filter((w) => w < fullWidth)) {
    const copy = await encode(
      strip(sharp(input, { ...base, animated, autoOrient: !animated }))
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: options.quality ?? 80 }),
    );
    set.push({
      width: copy.info.width,
      height: animated ? Math.round((frameHeight * copy.info.width) / fullWidth) : copy.info.height,
      contentType: "image/webp",
      bytes: copy.data,
      original: false,
    });
  }
  return set;
}
