import type { ToolView } from "./tool-view";

/** What the page hands each lazily loaded tool: the part open, and how to open another. */
export interface ToolProps {
  view: ToolView;
  onOpen: (view: ToolView) => void;
  /** The survey's part (0-based; the address's `part`, 1-based). */
  part: number;
  onPart: (part: number) => void;
}
