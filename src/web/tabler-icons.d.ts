// Types for individually imported Tabler icons (the package has no per-icon typings).
declare module "@tabler/icons-react/dist/esm/icons/*.mjs" {
  import type { TablerIcon } from "@tabler/icons-react";
  const icon: TablerIcon;
  export default icon;
}
