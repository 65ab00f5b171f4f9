// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PrivacyNotice } from "../../../src/shared/privacy";
import { SignUpForm } from "../../../src/web/pages/auth/sign-up-form";
import MarkdownNotice, { safeHref } from "../../../src/web/pages/privacy/markdown";
import PrivacyPage from "../../../src/web/pages/privacy/privacy-page";
import { renderWithApp } from "./render";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderMarkdown(markdown: string): HTMLElement {
  renderWithApp(
    <div data-testid="markdown">
      <MarkdownNotice markdown={markdown} />
    </div>,
  );
  return screen.getByTestId("markdown");
}

/** Every attribute of every element rendered, as `tag[name=value]`. */
function attributes(root: HTMLElement): string[] {
  return [...root.querySelectorAll("*")].flatMap((el) => [...el.attributes].map((a) => `${el.tagName.toLowerCase()}[${a.name}=${a.value}]`));
}

describe("the operator's Markdown notice", () => {
  it("renders headings under the page's h1, paragraphs, lists, emphasis, tables and safe links", () => {
    const root = renderMarkdown(
      [
        "# Our privacy notice",
        "",
        "We keep **some** data, *carefully*. Fish &amp; chips &#233;t&eacute;.",
        "",
        "## What we keep",
        "",
        "- your name",
        "- your [business plan](/my-business)",
        "",
        "3. third",
        "4. fourth",
        "",
        "| Data | Kept |",
        "|---|---:|",
        "| Codes | 10 minutes |",
        "",
        "Write to [us](mailto:privacy@example.org), call [us](tel:+15551234567), see [the law](https://example.org/law) or [above](#top).",
      ].join("\n"),
    );
    expect([...root.querySelectorAll("h2, h3")].map((h) => `${h.tagName}:${h.textContent}`)).toEqual(["H2:Our privacy notice", "H3:What we keep"]);
    expect(root.querySelector("h1")).toBeNull();
    expect(root.querySelector("p strong")?.textContent).toBe("some");
    expect(root.querySelector("p em")?.textContent).toBe("carefully");
    expect(root.textContent).toContain("Fish & chips été.");
    expect([...root.querySelectorAll("ul > li")].map((li) => li.textContent)).toEqual(["your name", "your business plan"]);
    expect(root.querySelector("ol")?.getAttribute("start")).toBe("3");
    expect([...root.querySelectorAll("th, td")].map((c) => c.textContent)).toEqual(["Data", "Kept", "Codes", "10 minutes"]);
    expect([...root.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "/my-business",
      "mailto:privacy@example.org",
      "tel:+15551234567",
      "https://example.org/law",
      "#top",
    ]);
    expect(root.querySelector('a[href="https://example.org/law"]')?.getAttribute("rel")).toContain("noopener");
  });

  it("renders nested lists, task lists, quotes, code blocks and rules", () => {
    const root = renderMarkdown(
      ["- outer", "  - inner **bold**", "- [x] done", "- [ ] to do", "", "> quoted *text*", "", "```", "<b>&amp;</b>", "```", "", "---", "", "Line one  ", "line two"].join("\n"),
    );
    expect(root.querySelector("ul ul li")?.textContent).toBe("inner bold");
    expect(root.querySelector("ul ul li strong")?.textContent).toBe("bold");
    expect([...root.querySelectorAll(":scope > ul > li")].map((li) => li.textContent)).toEqual(["outerinner bold", "☑ done", "☐ to do"]);
    expect(root.querySelector("blockquote em")?.textContent).toBe("text");
    expect(root.querySelector("pre code")?.textContent).toBe("<b>&amp;</b>");
    expect(root.querySelector("pre b")).toBeNull();
    expect(root.querySelector("hr")).not.toBeNull();
    expect(root.querySelector("p br")).not.toBeNull();
  });

  it("lets no <script> through, neither as a block nor inline, nor the code inside it", () => {
    const root = renderMarkdown("<script>window.stolen = document.cookie</script>\n\nHello <script>alert(1)</script> world\n\n<SCRIPT SRC=https://evil.example/x.js></SCRIPT>");
    expect(root.querySelector("script")).toBeNull();
    expect(root.innerHTML).not.toMatch(/script|alert|stolen|evil/i);
    expect(root.textContent).toContain("Hello");
    expect(root.textContent).toContain("world");
  });

  it("lets no event-handler attribute through (onclick, onerror, onmouseover)", () => {
    const root = renderMarkdown(
      [
        '<div onclick="steal()">Click me</div>',
        "",
        'Text with <a href="https://example.org" onclick="steal()">a tag</a> and <img src="x" onerror="steal()"> and <b onmouseover="steal()">bold</b>.',
        "",
        '[a link](https://example.org "title onclick=steal()")',
      ].join("\n"),
    );
    expect(attributes(root).filter((a) => /\[on/i.test(a))).toEqual([]);
    expect(root.querySelector("img, div[onclick], b")).toBeNull();
    expect(root.querySelector("p")?.textContent).toBe("Text with a tag and  and bold.");
    // A link's title is text in an attribute's value, never an attribute of its own.
    const link = root.querySelector("a")!;
    expect([link.getAttribute("href"), link.getAttribute("title")]).toEqual(["https://example.org/", "title onclick=steal()"]);
  });

  it("turns javascript:, data: and vbscript: links into plain text, however they are spelled", () => {
    const root = renderMarkdown(
      [
        "[one](javascript:alert(1))",
        "[two](JaVaScRiPt:alert(1))",
        "[three](<java\tscript:alert(1)>)",
        "[four](&#106;avascript:alert(1))",
        "[five](&#x6A;avascript&colon;alert(1))",
        "[six](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
        "[seven](vbscript:msgbox(1))",
        "<javascript:alert(1)>",
        "[eight](%20javascript:alert(1))",
      ].join("\n\n"),
    );
    // Whatever is left as a link is an inert path on this site: no scheme of its own.
    const page = "https://compass.example.org/privacy-policy";
    const targets = [...root.querySelectorAll("[href]")].map((a) => new URL(a.getAttribute("href")!, page));
    expect(targets.filter((url) => url.origin !== "https://compass.example.org")).toEqual([]);
    expect(attributes(root).filter((a) => !a.startsWith("a[href=/")).join(" ")).not.toMatch(/javascript|vbscript|data:/i);
    for (const word of ["one", "two", "three", "four", "five", "six", "seven"]) expect(root.textContent).toContain(word);
  });

  it("shows an image's alt text instead of loading it", () => {
    const root = renderMarkdown("![Our logo](https://tracker.example/pixel.gif)");
    expect(root.querySelector("img")).toBeNull();
    expect(root.textContent).toBe("Our logo");
  });

  it.each([
    ["https://example.org/a?b=c#d", "https://example.org/a?b=c#d"],
    ["mailto:a@example.org", "mailto:a@example.org"],
    ["/account/security", "/account/security"],
    ["#rights", "#rights"],
    ["javascript:alert(1)", null],
    ["  JAVASCRIPT:alert(1)", null],
    ["java\nscript:alert(1)", null],
    ["&#106;avascript:alert(1)", null],
    ["javascript&colon;alert(1)", null],
    ["data:text/html,x", null],
    ["file:///etc/passwd", null],
    ["", null],
  ])("allows %j as %j", (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});

const NOTICE: PrivacyNotice = { orgName: "Main Street Loan Fund", contactEmail: "privacy@mslf.example.org", markdown: null, updatedAt: "2026-11-23" };

function serve(...answers: Array<PrivacyNotice | number>) {
  const fetch = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return typeof answer === "number"
      ? new Response("{}", { status: answer })
      : new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the privacy page", () => {
  it("shows the built-in notice with the operator's name and contact address", async () => {
    const fetch = serve(NOTICE);
    renderWithApp(<PrivacyPage />);
    await screen.findByTestId("privacy-built-in");
    expect(fetch).toHaveBeenCalledWith("/privacy-policy.json", expect.anything());
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Privacy policy");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "What we keep and why",
      "Who can see it",
      "How we protect it",
      "How long we keep it",
      "Get a copy or have it erased",
      "Changes to this policy",
    ]);
    expect(screen.getByText(/Main Street Loan Fund runs this site/)).toBeTruthy();
    expect(screen.getByText(/November 23, 2026/)).toBeTruthy();
    const mail = screen.getByRole("link", { name: "privacy@mslf.example.org" });
    expect(mail.getAttribute("href")).toBe("mailto:privacy@mslf.example.org");
    expect(screen.getByTestId("privacy-contact").textContent).toMatch(/write to privacy@mslf\.example\.org\./);
  });

  it("names the program team when no contact address is configured", async () => {
    serve({ ...NOTICE, contactEmail: null });
    renderWithApp(<PrivacyPage />);
    const contact = await screen.findByTestId("privacy-contact");
    expect(contact.textContent).toContain("contact the Main Street Loan Fund program team");
    expect(contact.querySelector("a")).toBeNull();
  });

  it("shows the operator's own notice instead of the built-in one", async () => {
    serve({ ...NOTICE, markdown: "# Our notice\n\nWe keep **nothing** you did not give us.", updatedAt: null });
    renderWithApp(<PrivacyPage />);
    const custom = await screen.findByTestId("privacy-markdown");
    await waitFor(() => expect(custom.querySelector("h2")?.textContent).toBe("Our notice"));
    expect(custom.textContent).toContain("We keep nothing you did not give us.");
    expect(screen.queryByTestId("privacy-built-in")).toBeNull();
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  it("offers to try again when the notice cannot be loaded", async () => {
    const fetch = serve(503, NOTICE);
    renderWithApp(<PrivacyPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    await screen.findByTestId("privacy-built-in");
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe("the sign-up form", () => {
  it("links the privacy policy under the form", () => {
    renderWithApp(
      <MemoryRouter>
        <SignUpForm uid="abc" referralCode="" />
      </MemoryRouter>,
    );
    const note = screen.getByTestId("signup-privacy");
    expect(note.textContent).toBe("By creating an account, you agree that we keep and use your information as our privacy policy explains.");
    const link = screen.getByRole("link", { name: "privacy policy" });
    expect(link.getAttribute("href")).toBe("/privacy-policy");
    expect(note.contains(link)).toBe(true);
  });
});
