import { describe, expect, it } from "vitest";
import { embedUrl, isYouTubeId, parseYouTubeUrl } from "../../../src/shared/youtube.js";

const ID = "dQw4w9WgXcQ";
const WATCH = `https://www.youtube.com/watch?v=${ID}`;

describe("reading a YouTube link an administrator pasted", () => {
  it.each([
    ["a bare id", ID],
    ["a bare id with spaces around", `  ${ID}\n`],
    ["the watch URL", WATCH],
    ["watch with t=", `https://www.youtube.com/watch?v=${ID}&t=42s`],
    ["watch with list= and index=", `https://www.youtube.com/watch?v=${ID}&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=3`],
    ["watch with v= after other parameters", `https://www.youtube.com/watch?feature=share&v=${ID}`],
    ["watch with a fragment", `https://www.youtube.com/watch?v=${ID}#comments`],
    ["watch without www", `https://youtube.com/watch?v=${ID}`],
    ["watch over http", `http://www.youtube.com/watch?v=${ID}`],
    ["watch without a scheme", `www.youtube.com/watch?v=${ID}`],
    ["watch with an upper-case host", `https://WWW.YouTube.COM/watch?v=${ID}`],
    ["the mobile site", `https://m.youtube.com/watch?v=${ID}`],
    ["YouTube Music", `https://music.youtube.com/watch?v=${ID}&si=abc`],
    ["a youtu.be short link", `https://youtu.be/${ID}`],
    ["a youtu.be link with t= and si=", `https://youtu.be/${ID}?t=10&si=XyZ`],
    ["a youtu.be link without a scheme", `youtu.be/${ID}`],
    ["an embed URL", `https://www.youtube.com/embed/${ID}`],
    ["an embed URL with parameters", `https://www.youtube.com/embed/${ID}?start=30&rel=0`],
    ["an embed URL with a trailing slash", `https://www.youtube.com/embed/${ID}/`],
    ["a privacy-enhanced embed", `https://www.youtube-nocookie.com/embed/${ID}`],
    ["a privacy-enhanced embed without www", `https://youtube-nocookie.com/embed/${ID}`],
    ["a short", `https://www.youtube.com/shorts/${ID}`],
    ["a short with a share parameter", `https://youtube.com/shorts/${ID}?feature=share`],
    ["a live stream", `https://www.youtube.com/live/${ID}?si=abc`],
    ["an old /v/ link", `https://www.youtube.com/v/${ID}?version=3`],
    ["an id with - and _", "https://youtu.be/a-B_c-D_e-F"],
  ])("accepts %s", (_name, input) => {
    const id = input.includes("a-B_c-D_e-F") ? "a-B_c-D_e-F" : ID;
    expect(parseYouTubeUrl(input)).toEqual({ id, url: `https://www.youtube.com/watch?v=${id}` });
  });

  it.each([
    ["an empty string", ""],
    ["spaces only", "   "],
    ["a 10-character id", "dQw4w9WgXc"],
    ["a 12-character id", "dQw4w9WgXcQQ"],
    ["an id with other characters", "dQw4w9WgX.Q"],
    ["a watch URL with a long id", `https://www.youtube.com/watch?v=${ID}Q`],
    ["a watch URL with a short id", "https://www.youtube.com/watch?v=dQw4w9"],
    ["a watch URL without v", "https://www.youtube.com/watch?list=PL123"],
    ["a watch URL with two v values", `https://www.youtube.com/watch?v=${ID}&v=aaaaaaaaaaa`],
    ["a channel page", "https://www.youtube.com/@SBAgov"],
    ["the home page", "https://www.youtube.com/"],
    ["a playlist", "https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG"],
    ["another host with the same path", `https://evil.example/watch?v=${ID}`],
    ["a look-alike host", `https://youtube.com.evil.example/watch?v=${ID}`],
    ["a host ending in youtube.com", `https://notyoutube.com/watch?v=${ID}`],
    ["youtube.com as a user name before another host", `https://www.youtube.com@evil.example/watch?v=${ID}`],
    ["a non-default port", `https://www.youtube.com:8443/watch?v=${ID}`],
    ["a javascript: URL", `javascript:alert('${ID}')`],
    ["a javascript: URL naming the host", `javascript://www.youtube.com/watch?v=${ID}`],
    ["a data: URL", `data:text/html,https://youtu.be/${ID}`],
    ["an ftp URL", `ftp://youtu.be/${ID}`],
    ["a protocol-relative URL", `//youtu.be/${ID}`],
    ["youtu.be with an extra segment", `https://youtu.be/${ID}/extra`],
    ["youtu.be without an id", "https://youtu.be/"],
    ["an embed path on youtu.be", `https://youtu.be/embed/${ID}`],
    ["a watch page on the nocookie host", `https://www.youtube-nocookie.com/watch?v=${ID}`],
    ["an unknown path kind", `https://www.youtube.com/clip/${ID}`],
    ["an id in a doubled slash path", `https://www.youtube.com//embed/${ID}`],
    ["text around a link", `see https://youtu.be/${ID}`],
    ["a malformed URL", "https://[youtube.com/watch"],
    ["an over-long input", `https://www.youtube.com/watch?v=${ID}&x=${"a".repeat(3000)}`],
  ])("refuses %s", (_name, input) => {
    expect(parseYouTubeUrl(input)).toBeNull();
  });

  it("gives the privacy-enhanced embed URL of an id, and refuses anything else", () => {
    expect(embedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(() => embedUrl("x")).toThrow(RangeError);
    expect(() => embedUrl(`${ID}?autoplay=1`)).toThrow(RangeError);
    expect(() => embedUrl("../../evil")).toThrow(RangeError);
  });

  it("recognises ids by their exact shape", () => {
    expect(isYouTubeId(ID)).toBe(true);
    expect(isYouTubeId(` ${ID}`)).toBe(false);
    expect(isYouTubeId(`${ID}\n`)).toBe(false);
  });

  it("gives back a URL it accepts itself, with the same id", () => {
    const parsed = parseYouTubeUrl(`https://youtu.be/${ID}?t=5`);
    expect(parsed).not.toBeNull();
    expect(parseYouTubeUrl(parsed?.url ?? "")).toEqual(parsed);
  });
});
