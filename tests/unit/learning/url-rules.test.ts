/**
 * The stored-URL rules (src/server/learning/url-rules.ts; issue #37, finding 7): images are our
 * own uploads only, as in html_body; links are absolute http(s) without credentials.
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { checkImageUrl, checkLink, imageUrlProblem, isOwnFileUrl, linkProblem, type UrlProblem } from "../../../src/server/learning/url-rules.js";

describe("an image address", () => {
  it.each<[string, UrlProblem | null]>([
    ["/files/abc", null],
    ["/files/0f3a-logo.png", null],
    ["  /files/abc  ", null],
    ["/files/k/320w.webp", null],
    ["", "empty"],
    ["   ", "empty"],
    ["/files/", "not-our-file"],
    ["javascript:alert(1)", "not-our-file"],
    [" JaVaScRiPt:alert(1)", "not-our-file"],
    ["data:image/png;base64,AAAA", "not-our-file"],
    ["vbscript:msgbox(1)", "not-our-file"],
    ["https://cdn.example.com/a.png", "not-our-file"],
    ["http://example.com/a.png", "not-our-file"],
    ["//evil.example.com/a.png", "not-our-file"],
    ["/filesx/a.png", "not-our-file"],
    ["files/a.png", "not-our-file"],
    ["/files/../secret", "not-our-file"],
    ["/files/%2e%2E/secret", "not-our-file"],
    ["/files/a/./b", "not-our-file"],
    ["/files/%zz", "not-our-file"],
    ["/files/a b.png", "spaces"],
    ["/files/a\tb", "spaces"],
    ["/files/a\\b", "spaces"],
    ["/files/a\u2028b", "spaces"],
    [`/files/${"a".repeat(2048)}`, "too-long"],
  ])("%j → %j", (raw, problem) => {
    expect(imageUrlProblem(raw)).toBe(problem);
  });

  it("is the same rule as html_body's images", () => {
    expect(isOwnFileUrl("/files/abc")).toBe(true);
    expect(isOwnFileUrl("https://cdn.example.com/files/abc", "https://cdn.example.com/files/")).toBe(true);
    expect(isOwnFileUrl("/files/..")).toBe(false);
  });

  it("is stored trimmed, or refused with INVALID_ARGUMENT naming the field", () => {
    expect(checkImageUrl(" /files/abc ", "image_set.original")).toBe("/files/abc");
    const refusal = (raw: string) => {
      try {
        checkImageUrl(raw, "user.logo_url");
      } catch (err) {
        return ConnectError.from(err);
      }
      return null;
    };
    expect(refusal("javascript:alert(1)")).toMatchObject({ code: Code.InvalidArgument, rawMessage: "user.logo_url: upload the image; only images uploaded to Compass (/files/…) are kept." });
    expect(refusal("")?.rawMessage).toBe("user.logo_url: enter the image's address.");
    expect(refusal(`/files/${"a".repeat(3000)}`)?.rawMessage).toBe("user.logo_url: use at most 2048 characters.");
  });
});

describe("a link", () => {
  it.each<[string, string | UrlProblem]>([
    ["https://meet.example.org/room", "https://meet.example.org/room"],
    ["http://example.org/notes", "http://example.org/notes"],
    ["  HTTPS://Meet.Example.org/Room?x=1#y  ", "https://meet.example.org/Room?x=1#y"],
    ["https://example.org", "https://example.org/"],
    ["https://zoom.us/j/123?pwd=abc", "https://zoom.us/j/123?pwd=abc"],
    ["", "empty"],
    ["javascript:alert(1)", "scheme"],
    ["JAVASCRIPT:alert(1)", "scheme"],
    ["data:text/html,<script>1</script>", "scheme"],
    ["vbscript:msgbox(1)", "scheme"],
    ["ftp://example.org/f", "scheme"],
    ["mailto:me@example.org", "scheme"],
    ["file:///etc/passwd", "scheme"],
    ["https://user:pw@meet.example.org/", "credentials"],
    ["https://user@meet.example.org/", "credentials"],
    ["meet.example.org/room", "not-a-url"],
    ["/relative/path", "not-a-url"],
    ["//meet.example.org/room", "not-a-url"],
    ["https://meet.example.org/a room", "spaces"],
    ["java\tscript:alert(1)", "spaces"],
    ["https:\\\\evil.example.com", "spaces"],
    [`https://example.org/${"a".repeat(2048)}`, "too-long"],
  ])("%j → %j", (raw, expected) => {
    const got = linkProblem(raw);
    expect("href" in got ? got.href : got.problem).toBe(expected);
  });

  it("is stored normalised, may be optional, or is refused naming the field", () => {
    expect(checkLink("https://Example.org", "url")).toBe("https://example.org/");
    expect(checkLink("  ", "url", { optional: true })).toBe("");
    expect(() => checkLink("", "url")).toThrow("url: enter a link (http or https).");
    expect(() => checkLink("javascript:alert(1)", "url")).toThrow("url: only http and https links are allowed.");
    expect(() => checkLink("https://a:b@example.org", "class.url")).toThrow("class.url: remove the user name and password from the link.");
    expect(() => checkLink("https://example.org/abcdef", "url", { max: 10 })).toThrow("url: use at most 10 characters.");
  });
});
