/**
 * A message's text as text (never HTML), its web addresses as links that open in a new tab
 * (rel="noopener noreferrer"), line breaks kept (linkify.ts finds the addresses).
 */
import { useMemo } from "react";
import { linkify } from "./linkify";
import "./messaging.css";

export function LinkedText(props: { text: string; id?: string; className?: string }) {
  const segments = useMemo(() => linkify(props.text), [props.text]);
  return (
    <span id={props.id} className={props.className ?? "compass-message-text"}>
      {segments.map((s, i) =>
        s.kind === "link" ? (
          <a key={i} href={s.href} target="_blank" rel="noopener noreferrer">
            {s.text}
          </a>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </span>
  );
}
