import { describe, expect, it } from "vitest";
import { hrefOf, linkify } from "./linkify";

describe("linkify", () => {
  it("keeps plain text as one text segment, markup included", () => {
    expect(linkify("Hello <b>there</b> & welcome")).toEqual([{ kind: "text", text: "Hello <b>there</b> & welcome" }]);
    expect(linkify("")).toEqual([]);
  });

  it("makes http, https and www addresses links", () => {
    expect(linkify("See https://example.com/a?b=1#c and www.example.org now")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/a?b=1#c", href: "https://example.com/a?b=1#c" },
      { kind: "text", text: " and " },
      { kind: "link", text: "www.example.org", href: "https://www.example.org/" },
      { kind: "text", text: " now" },
    ]);
    expect(linkify("HTTP://EXAMPLE.COM")).toEqual([{ kind: "link", text: "HTTP://EXAMPLE.COM", href: "http://example.com/" }]);
  });

  it("leaves sentence punctuation and unmatched brackets outside the link", () => {
    expect(linkify("Go to https://example.com.")).toEqual([
      { kind: "text", text: "Go to " },
      { kind: "link", text: "https://example.com", href: "https://example.com/" },
      { kind: "text", text: "." },
    ]);
    expect(linkify("(see https://example.com/page)")).toEqual([
      { kind: "text", text: "(see " },
      { kind: "link", text: "https://example.com/page", href: "https://example.com/page" },
      { kind: "text", text: ")" },
    ]);
    expect(linkify("https://en.wikipedia.org/wiki/Foo_(bar), ok")[0]).toEqual({
      kind: "link",
      text: "https://en.wikipedia.org/wiki/Foo_(bar)",
      href: "https://en.wikipedia.org/wiki/Foo_(bar)",
    });
  });

  it("never links other schemes or addresses glued to a word", () => {
    expect(linkify("javascript:alert(1) data:text/html,x")).toEqual([{ kind: "text", text: "javascript:alert(1) data:text/html,x" }]);
    expect(linkify("xhttps://example.com")).toEqual([{ kind: "text", text: "xhttps://example.com" }]);
    expect(linkify("visit https://")).toEqual([{ kind: "text", text: "visit https://" }]);
    expect(linkify('a https://example.com/"onmouseover="x')).toEqual([
      { kind: "text", text: "a " },
      { kind: "link", text: "https://example.com/", href: "https://example.com/" },
      { kind: "text", text: '"onmouseover="x' },
    ]);
  });

  it("checks the target", () => {
    expect(hrefOf("https://localhost")).toBeNull();
    expect(hrefOf("www.example.com")).toBe("https://www.example.com/");
    expect(hrefOf("ftp://example.com")).toBeNull();
  });
});
