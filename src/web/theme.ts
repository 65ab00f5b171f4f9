/**
 * The Compass look: a calm deep teal (trust, steadiness) with a warm amber accent, on soft
 * neutral surfaces. Every text/background pair used meets WCAG AA (4.5:1 for body text):
 * primary shade 6 (#176e74) on white is 5.97:1; body text #1f2a30 on white 14.7:1; the dimmed
 * text colour is raised from Mantine's gray.6 (3.3:1, fails AA) to #52606b (6.5:1); the error
 * colour (field errors' text and borders, every form) from red.6 (#fa5252, 3.3:1) to red.9
 * (#c92a2a, 5.5:1).
 */
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from "@mantine/core";

const compass: MantineColorsTuple = [
  "#e7f3f3",
  "#cfe5e6",
  "#a0ccce",
  "#6eb1b5",
  "#47999e",
  "#2d858b",
  "#176e74",
  "#115c61",
  "#0b4a4e",
  "#06383b",
];

const amber: MantineColorsTuple = [
  "#fff4e0",
  "#ffe6b8",
  "#fcd28a",
  "#f5b94f",
  "#e9a126",
  "#d18a10",
  "#a96d0a",
  "#8a5806",
  "#6d4503",
  "#523300",
];

const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: "compass",
  primaryShade: { light: 6, dark: 4 },
  colors: { compass, amber },
  black: "#1f2a30",
  fontFamily: fontStack,
  headings: {
    fontFamily: fontStack,
    fontWeight: "650",
    sizes: {
      h1: { fontSize: "1.875rem", lineHeight: "1.25" },
      h2: { fontSize: "1.375rem", lineHeight: "1.3" },
      h3: { fontSize: "1.125rem", lineHeight: "1.35" },
    },
  },
  defaultRadius: "md",
  cursorType: "pointer",
  focusRing: "auto",
  respectReducedMotion: true,
  other: { surface: "#f5f7f7" },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "#52606b",
    "--mantine-color-body": "#ffffff",
    "--mantine-color-text": "#1f2a30",
    "--mantine-color-placeholder": "#5c6670",
    "--mantine-color-anchor": "#176e74",
    "--mantine-color-error": "var(--mantine-color-red-9)",
  },
  dark: {},
});
