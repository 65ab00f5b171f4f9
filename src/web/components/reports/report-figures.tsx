/**
 * Pieces of every report page (the partner reports, the impact dashboard): a labelled figure
 * (<dt>/<dd>, in a <dl>), and a table's scroll container — it scrolls sideways on a phone inside
 * itself, never the page, and is focusable so the keyboard can scroll it.
 */
import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import type { ReactNode } from "react";

/** One labelled figure of a <dl>. */
/** A figure; `link`: where the records behind it are listed, with the link's words. */
export function Figure(props: { label: string; value: string; note?: string | null; testId: string; link?: { to: string; text: string } | undefined }) {
  return (
    <div>
      <Text component="dt" size="sm">
        {props.label}
      </Text>
      <Text component="dd" m={0} data-testid={props.testId}>
        <Text component="span" fw={700} size="xl" style={{ fontVariantNumeric: "tabular-nums" }} data-testid={`${props.testId}-value`}>
          {props.value}
        </Text>
        {props.note ? (
          <Text component="span" size="sm" display="block" data-testid={`${props.testId}-note`}>
            {props.note}
          </Text>
        ) : null}
        {props.link ? (
          <Anchor component={Link} to={props.link.to} size="sm" display="block" aria-label={`${props.link.text}: ${props.label}`} data-testid={`${props.testId}-records`}>
            {props.link.text}
          </Anchor>
        ) : null}
      </Text>
    </div>
  );
}

/**
 * A table's own sideways scroll (a labelled, focusable region). Positioned, so the visually hidden
 * words inside the table (position: absolute) scroll with it rather than widen the page.
 */
export function TableScroll(props: { labelledBy: string; children: ReactNode; testId?: string }) {
  return (
    <div className="compass-table-scroll" role="region" aria-labelledby={props.labelledBy} tabIndex={0} data-testid={props.testId} style={{ position: "relative" }}>
      {props.children}
    </div>
  );
}
