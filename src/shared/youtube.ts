/**
 * YouTube links as an administrator pastes them, reduced to the video id (issue #9: a YOUTUBE_VIDEO
 * content's video map holds the id and its URL). Shared: the server validates with it on every write,
 * and the admin editor previews with the same parser so the two never disagree.
 *
 * Accepted: a bare 11-character id; youtube.com/watch?v=ID (any host of www., m., music., with extra
 * parameters such as t= or list=); youtu.be/ID; youtube.com/embed/ID, /shorts/ID, /live/ID, /v/ID;
 * youtube-nocookie.com/embed/ID; with or without the scheme (http or https only). Anything else, any
 * other host or scheme, and any id that is not exactly [A-Za-z0-9_-]{11}, gives null.
 */

/** A video id: exactly 11 of [A-Za-z0-9_-]. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export const isYouTubeId = (s: string): boolean => YOUTUBE_ID.test(s);

const WATCH_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);
const NOCOOKIE_HOSTS = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);
const SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be"]);
/** Path forms /{kind}/ID on the watch hosts. */
const PATH_KINDS = new Set(["embed", "shorts", "live", "v"]);
/** Longer input is not a link anyone pasted. */
const MAX_INPUT = 2048;

export interface YouTubeVideo {
  id: string;
  /** The canonical watch URL: https://www.youtube.com/watch?v=ID. */
  url: string;
}

const video = (id: string): YouTubeVideo => ({ id, url: `https://www.youtube.com/watch?v=${id}` });

/** The id of the video a pasted link or id names, with its canonical URL; null when it is not one. */
export function parseYouTubeUrl(input: string): YouTubeVideo | null {
  const value = input.trim();
  if (value.length === 0 || value.length > MAX_INPUT) return null;
  if (isYouTubeId(value)) return video(value);
  if (/\s/.test(value)) return null;

  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  // Without a scheme the host comes first ("youtu.be/ID"), not slashes.
  if (!hasScheme && !/^[a-z0-9]/i.test(value)) return null;
  const withScheme = hasScheme ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username !== "" || url.password !== "" || url.port !== "") return null;

  const host = url.hostname.toLowerCase();
  // One trailing slash is fine ("/embed/ID/"); empty segments inside are not.
  const path = url.pathname.length > 1 && url.pathname.endsWith("/") ? url.pathname.slice(0, -1) : url.pathname;
  const parts = path.split("/").slice(1);
  if (parts.some((part) => part === "")) return null;

  let id: string | undefined;
  if (SHORT_HOSTS.has(host)) {
    if (parts.length === 1) id = parts[0];
  } else if (WATCH_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === "watch") {
      const ids = url.searchParams.getAll("v");
      if (ids.length === 1) id = ids[0];
    } else if (parts.length === 2 && PATH_KINDS.has(parts[0] ?? "")) {
      id = parts[1];
    }
  } else if (NOCOOKIE_HOSTS.has(host)) {
    if (parts.length === 2 && parts[0] === "embed") id = parts[1];
  }
  return id !== undefined && isYouTubeId(id) ? video(id) : null;
}

/** The privacy-enhanced embed URL of a video id. Throws RangeError for anything that is not an id. */
export function embedUrl(id: string): string {
  if (!isYouTubeId(id)) throw new RangeError(`Not a YouTube video id: ${JSON.stringify(id.slice(0, 40))}.`);
  return `https://www.youtube-nocookie.com/embed/${id}`;
}
