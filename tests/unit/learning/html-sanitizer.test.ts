import { describe, expect, it } from "vitest";
import {
  HTML_BODY_MAX_BYTES,
  HtmlBodyTooLargeError,
  sanitizeHtml,
} from "../../../src/server/learning/html-sanitizer.js";

const clean = (html: string) => sanitizeHtml(html, { fileUrlPrefix: "/files/" });

describe("sanitising an article's html_body", () => {
  it.each([
    ["a script tag, its code dropped", '<p>a<script>alert(1)</script>b</p>', "<p>ab</p>"],
    ["a script tag with attributes", '<script src="https://evil.example/x.js"></script>ok', "ok"],
    ["a split script tag", "<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
    ["a style element, its rules dropped", "<style>body{display:none}</style><p>x</p>", "<p>x</p>"],
    ["an iframe (videos are the video field)", '<iframe src="https://www.youtube.com/embed/x">inner</iframe>t', "t"],
    ["object and embed", '<object data="x.swf">o</object><embed src="x.swf">t', "t"],
    ["a form and its controls", '<form action="/x"><input name="a"><button>go</button><textarea>q</textarea></form>t', "t"],
    ["svg with a script", '<svg onload="alert(1)"><script>alert(2)</script><circle r="1"/></svg>ok', "ok"],
    ["math with a javascript link", '<math><mi xlink:href="javascript:alert(1)">x</mi></math>ok', "ok"],
    ["noscript", "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></p></noscript>ok", "ok"],
  ])("drops %s", (_name, input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it.each([
    ["onclick", '<p onclick="alert(1)">x</p>', "<p>x</p>"],
    ["onerror on an image", '<img src="/files/a.png" onerror="alert(1)">', '<img src="/files/a.png" />'],
    ["onmouseover in upper case", '<strong ONMOUSEOVER="alert(1)">x</strong>', "<strong>x</strong>"],
    ["style", '<span style="background:url(javascript:alert(1))">x</span>', "<span>x</span>"],
    ["class and id", '<p class="admin-only" id="root">x</p>', "<p>x</p>"],
  ])("removes the %s attribute", (_name, input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it.each([
    ["javascript:", '<a href="javascript:alert(1)">x</a>'],
    ["mixed-case javascript:", '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ["entity-encoded javascript:", '<a href="&#106;&#97;vascript:alert(1)">x</a>'],
    ["hex-entity javascript:", '<a href="&#x6A;avascript:alert(1)">x</a>'],
    ["javascript&colon;", '<a href="javascript&colon;alert(1)">x</a>'],
    ["tab-split javascript:", '<a href="java\tscript:alert(1)">x</a>'],
    ["entity-tab-split javascript:", '<a href="java&#x09;script:alert(1)">x</a>'],
    ["newline-split javascript:", '<a href="java\nscript:alert(1)">x</a>'],
    ["leading spaces and controls", '<a href=" \u0001 javascript:alert(1)">x</a>'],
    ["data:", '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>'],
    ["vbscript:", '<a href="vbscript:msgbox(1)">x</a>'],
    ["protocol-relative //host", '<a href="//evil.example/">x</a>'],
    ["file:", '<a href="file:///etc/passwd">x</a>'],
  ])("removes a %s link target", (_name, input) => {
    expect(clean(input)).toBe("<a>x</a>");
  });

  it.each([
    ["javascript:", '<img src="javascript:alert(1)">'],
    ["data:", '<img src="data:image/svg+xml;base64,PHN2Zz4=">'],
    ["entity-encoded data:", '<img src="&#100;ata:image/png;base64,AAAA">'],
    ["a foreign host", '<img src="https://tracker.example/pixel.png" alt="x">'],
    ["a protocol-relative host", '<img src="//tracker.example/files/a.png">'],
    ["a path that climbs out of the store", '<img src="/files/../admin/secret.png">'],
    ["an encoded climb", '<img src="/files/%2e%2e/secret.png">'],
    ["the bare prefix", '<img src="/files/">'],
    ["no source", '<img alt="nothing">'],
  ])("removes an image from %s", (_name, input) => {
    expect(clean(input)).toBe("");
  });

  it("keeps an image of our file store with its alt, size and same-store srcset", () => {
    expect(
      clean(
        '<img src="/files/ab.webp" srcset="/files/ab-480.webp 480w, /files/ab-960.webp 960w" ' +
          'sizes="(max-width: 600px) 100vw, 600px" alt="A chart" width="960" height="abc" loading="eager">',
      ),
    ).toBe(
      '<img alt="A chart" width="960" src="/files/ab.webp" ' +
        'srcset="/files/ab-480.webp 480w, /files/ab-960.webp 960w" sizes="(max-width: 600px) 100vw, 600px" />',
    );
  });

  it("drops a srcset (and its sizes) naming any other host, keeping the image", () => {
    expect(clean('<img src="/files/a.png" srcset="/files/a.png 1x, https://evil.example/b.png 2x" sizes="50vw">')).toBe(
      '<img src="/files/a.png" />',
    );
  });

  it("accepts an absolute file-store prefix", () => {
    const html = '<img src="https://cdn.example.org/files/a.png"><img src="/files/b.png">';
    expect(sanitizeHtml(html, { fileUrlPrefix: "https://cdn.example.org/files/" })).toBe(
      '<img src="https://cdn.example.org/files/a.png" />',
    );
  });

  it("refuses a prefix that would let any host through", () => {
    for (const fileUrlPrefix of ["", "//cdn.example.org/", "https://", "http://cdn.example.org/", "files/"]) {
      expect(() => sanitizeHtml("<p>x</p>", { fileUrlPrefix })).toThrow(TypeError);
    }
  });

  it("adds rel and target to an external link, not to a relative or mailto one", () => {
    expect(clean('<a href="https://sba.gov/guide?a=1&amp;b=2" target="_self" rel="opener">SBA</a>')).toBe(
      '<a href="https://sba.gov/guide?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">SBA</a>',
    );
    expect(clean('<a href="http://example.org">x</a>')).toBe(
      '<a href="http://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="/learning/modules/7" target="_blank" rel="opener">x</a>')).toBe('<a href="/learning/modules/7">x</a>');
    expect(clean('<a href="#part-2">x</a>')).toBe('<a href="#part-2">x</a>');
    expect(clean('<a href="mailto:help@example.org" title="Mail us">x</a>')).toBe(
      '<a href="mailto:help@example.org" title="Mail us">x</a>',
    );
  });

  it("treats an absolute link to our own origin as internal", () => {
    const html = '<a href="https://compass.example.org/learning">in</a><a href="https://other.example.org/">out</a>';
    expect(sanitizeHtml(html, { fileUrlPrefix: "/files/", siteOrigin: "https://compass.example.org" })).toBe(
      '<a href="https://compass.example.org/learning">in</a>' +
        '<a href="https://other.example.org/" target="_blank" rel="noopener noreferrer">out</a>',
    );
  });

  it("keeps an allowed table with colspan and rowspan only when they are numbers", () => {
    const html =
      '<table class="t" style="width:100%"><thead><tr><th colspan="2" scope="col">H</th></tr></thead>' +
      '<tbody><tr><td rowspan="2">1</td><td rowspan="x" onclick="a()">2</td></tr></tbody>' +
      "<tfoot><tr><td>f</td></tr></tfoot></table>";
    expect(clean(html)).toBe(
      '<table><thead><tr><th colspan="2">H</th></tr></thead>' +
        '<tbody><tr><td rowspan="2">1</td><td>2</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>',
    );
  });

  it("keeps the article's structure: headings, text, lists, quotes and code", () => {
    const html =
      "<h1>T</h1><h2>a</h2><h3>b</h3><h4>c</h4><h5>d</h5><h6>e</h6><p>x<br />y</p><hr />" +
      "<p><strong>s</strong><b>b</b><em>e</em><i>i</i><u>u</u><s>s</s><span>n</span></p>" +
      "<ul><li>1</li></ul><ol><li>2</li></ol><blockquote><p>q</p></blockquote>" +
      '<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre><p><code>inline</code></p>';
    expect(clean(html)).toBe(html);
  });

  it("keeps only language-* classes on code", () => {
    expect(clean('<pre><code class="language-js hljs evil">x</code></pre>')).toBe('<pre><code class="language-js">x</code></pre>');
  });

  it.each([
    ["unclosed tags, closed at the end", "<p><strong>bold<p>next", "<p><strong>bold<p>next</p></strong></p>"],
    ["misnested tags", "<p><b>bold<i>both</b>it</i></p>", "<p><b>bold<i>both</i></b>it</p>"],
    ["list items without their ends", "<ul><li>one<li>two</ul>", "<ul><li>one</li><li>two</li></ul>"],
    ["unknown wrappers, text kept", "<div><section><p>kept</p></section></div>", "<p>kept</p>"],
    ["an attribute broken across quotes", '<a href="/x" title=\'a"b\'>x</a>', '<a href="/x" title="a&quot;b">x</a>'],
    ["stray closing tags", "</b></script><p>x</p>", "<p>x</p>"],
    ["a comment hiding markup", "<!-- <script>alert(1)</script> --><p>x</p>", "<p>x</p>"],
    ["text that looks like markup", "<p>1 &lt; 2 &amp; 3 &gt; 2</p>", "<p>1 &lt; 2 &amp; 3 &gt; 2</p>"],
    ["an unterminated tag at the end", "<p>x</p><img src=/files/a.png onerror=alert(1)", "<p>x</p>"],
  ])("repairs %s into safe markup", (_name, input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it("survives deep nesting", () => {
    const html = "<blockquote>".repeat(500) + "deep" + "</blockquote>".repeat(500);
    const out = clean(html);
    expect(out).toContain("deep");
    expect(out.split("<blockquote>").length - 1).toBeLessThanOrEqual(100);
  });

  it("accepts a body of exactly 1 MB and refuses one byte more, naming html_body", () => {
    const prefix = "<p>";
    const suffix = "</p>";
    const exact = prefix + "a".repeat(HTML_BODY_MAX_BYTES - prefix.length - suffix.length) + suffix;
    expect(clean(exact).length).toBe(HTML_BODY_MAX_BYTES);
    const over = exact + "a";
    expect(() => clean(over)).toThrow(HtmlBodyTooLargeError);
    expect(() => clean(over)).toThrow(/^html_body: /);
  });

  it("counts the limit in UTF-8 bytes, not characters", () => {
    const multiByte = "é".repeat(HTML_BODY_MAX_BYTES / 2 + 1); // 2 bytes each
    expect(() => clean(multiByte)).toThrow(HtmlBodyTooLargeError);
  });
});
