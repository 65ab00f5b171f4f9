/**
 * An image_set map ("original" plus WebP copies keyed "<width>w", as the file store makes them) as
 * `<img>` attributes: phones get the small copy through `srcset`, wide screens the larger ones, and
 * the original only when it is the only image.
 */

export interface ImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const WIDTH_KEY = /^(\d{1,5})w$/;

/** The copies of a set by width, narrowest first. */
export function widthsOf(imageSet: Readonly<Record<string, string>>): { width: number; url: string }[] {
  return Object.entries(imageSet)
    .map(([key, url]) => ({ width: Number(WIDTH_KEY.exec(key)?.[1] ?? Number.NaN), url }))
    .filter((entry) => Number.isFinite(entry.width) && entry.width > 0 && entry.url !== "")
    .sort((a, b) => a.width - b.width);
}

/**
 * `<img>` attributes for a set, or null when it has no image. `sizes` says how wide the image is
 * drawn (the browser picks the copy from it); the default suits a picture across a phone's width
 * or a reading column of at most 720 px.
 */
export function imageAttributes(imageSet: Readonly<Record<string, string>>, sizes = "(max-width: 760px) 100vw, 720px"): ImageAttributes | null {
  const copies = widthsOf(imageSet);
  const original = imageSet.original?.trim() || undefined;
  if (copies.length === 0) return original ? { src: original } : null;
  const largest = copies[copies.length - 1];
  return {
    src: largest?.url ?? original ?? "",
    srcSet: copies.map((c) => `${c.url} ${c.width}w`).join(", "),
    sizes,
  };
}
