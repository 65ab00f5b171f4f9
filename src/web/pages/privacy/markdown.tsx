/**
 * The operator's privacy notice (PRIVACY_POLICY_FILE), Markdown turned into React elements safely:
 * `marked` only tokenises it, and this module builds the elements itself, so no HTML string ever
 * reaches the DOM. Raw HTML in the file (blocks, inline tags, what sits inside <script>) is left
 * out; links keep only http(s), mailto and tel addresses and same-site paths (a `javascript:` or
 * `data:` link becomes plain text); images show their alt text (no remote requests). Headings move
 * one level down, under the page's own h1.
 *
 * Only the privacy page's chunk imports this (and so `marked`), and only when a file is set.
 */
import { Anchor, Table } from "@mantine/core";
import { Lexer, type Token, type Tokens } from "marked";
import { createElement, Fragment, type ReactNode } from "react";

const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);
/** Resolves relative links as the page itself would, to tell them from absolute ones. */
const PAGE_BASE = "https://relative.invalid/privacy-policy";

/**
 * Markdown keeps character references (`&amp;`, `&eacute;`, `&#233;`) in text; React wants the
 * characters. The browser's own parser decodes them, every named one included: with `<` escaped
 * first, the inert document it builds holds one text node and no element.
 */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${text.replace(/</g, "&lt;")}`, "text/html");
  return doc.body.textContent ?? text;
}

/**
 * The address a Markdown link may point to, or null when it must not be a link: only http(s),
 * mailto and tel, or a path on this site. Browsers ignore tabs and newlines in a scheme and
 * entities are decoded first, so `java\tscript:` and `&#106;avascript:` are caught too.
 */
export function safeHref(raw: string): string | null {
  const href = decodeEntities(raw).trim();
  if (href === "") return null;
  let url: URL;
  try {
    url = new URL(href, PAGE_BASE);
  } catch {
    return null;
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return null;
  if (url.origin === new URL(PAGE_BASE).origin) {
    // Relative: a fragment stays on this page; anything else becomes a path on this site.
    return href.startsWith("#") ? url.hash : `${url.pathname}${url.search}${url.hash}`;
  }
  return url.href;
}

function each(tokens: readonly Token[] | undefined, render: (token: Token) => ReactNode): ReactNode {
  return (tokens ?? []).map((token, i) => <Fragment key={i}>{render(token)}</Fragment>);
}

function inline(token: Token): ReactNode {
  switch (token.type) {
    case "text": {
      const t = token as Tokens.Text;
      // `escaped` text sits inside a raw HTML block (<script>…</script>): left out with its tags.
      if (t.escaped) return null;
      return t.tokens?.length ? each(t.tokens, inline) : decodeEntities(t.text);
    }
    case "escape":
      return (token as Tokens.Escape).text;
    case "strong":
      return <strong>{each((token as Tokens.Strong).tokens, inline)}</strong>;
    case "em":
      return <em>{each((token as Tokens.Em).tokens, inline)}</em>;
    case "del":
      return <del>{each((token as Tokens.Del).tokens, inline)}</del>;
    case "codespan":
      return <code>{(token as Tokens.Codespan).text}</code>;
    case "br":
      return <br />;
    case "link": {
      const link = token as Tokens.Link;
      const href = safeHref(link.href);
      const children = each(link.tokens, inline);
      if (href === null) return children;
      const external = !href.startsWith("/") && !href.startsWith("#");
      return (
        <Anchor href={href} title={link.title ? decodeEntities(link.title) : undefined} underline="always" td="underline" rel={external ? "nofollow noopener noreferrer" : undefined}>
          {children}
        </Anchor>
      );
    }
    case "image":
      // No remote images: their alt text stands in.
      return decodeEntities((token as Tokens.Image).text);
    case "html":
      return null;
    case "checkbox":
      return (token as Tokens.Checkbox).checked ? "☑ " : "☐ ";
    default:
      return "text" in token && typeof token.text === "string" ? decodeEntities(token.text) : null;
  }
}

function block(token: Token): ReactNode {
  switch (token.type) {
    case "space":
    case "def":
    case "html":
      return null;
    case "heading": {
      const heading = token as Tokens.Heading;
      return createElement(`h${Math.min(heading.depth + 1, 6)}`, null, each(heading.tokens, inline));
    }
    case "paragraph":
      return <p>{each((token as Tokens.Paragraph).tokens, inline)}</p>;
    case "text": {
      const t = token as Tokens.Text;
      return t.tokens?.length ? each(t.tokens, inline) : inline(t);
    }
    case "blockquote":
      return <blockquote>{each((token as Tokens.Blockquote).tokens, block)}</blockquote>;
    case "list": {
      const list = token as Tokens.List;
      const items = list.items.map((item, i) => <li key={i}>{each(item.tokens, block)}</li>);
      if (!list.ordered) return <ul>{items}</ul>;
      const start = typeof list.start === "number" && list.start !== 1 ? list.start : undefined;
      return <ol start={start}>{items}</ol>;
    }
    case "code":
      return (
        <pre>
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case "hr":
      return <hr />;
    case "table": {
      const table = token as Tokens.Table;
      const align = (a: Tokens.TableCell["align"]) => a ?? undefined;
      return (
        <Table.ScrollContainer minWidth={0}>
          <Table withTableBorder withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                {table.header.map((cell, i) => (
                  <Table.Th key={i} style={{ textAlign: align(cell.align) }}>
                    {each(cell.tokens, inline)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row, r) => (
                <Table.Tr key={r}>
                  {row.map((cell, c) => (
                    <Table.Td key={c} style={{ textAlign: align(cell.align) }}>
                      {each(cell.tokens, inline)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
    }
    default:
      return inline(token);
  }
}

/** React elements for a Markdown document (GitHub-flavoured: tables, strikethrough, autolinks). */
export function renderMarkdown(markdown: string): ReactNode {
  return each(new Lexer({ gfm: true, breaks: false }).lex(markdown), block);
}

/** The operator's notice (lazy-loaded by the privacy page). */
export default function MarkdownNotice(props: { markdown: string }) {
  return <>{renderMarkdown(props.markdown)}</>;
}
