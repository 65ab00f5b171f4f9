/**
 * `use-sync-external-store/shim` for React 19, which has `useSyncExternalStore` built in: the shim
 * is a polyfill for React 16–17 that, on React 18 and later, only hands back React's own hook. Two
 * libraries import it (react-i18next on every page, recharts on the cash-flow tool's chart), and a
 * module two chunks share becomes a chunk of its own on every page; aliased here (vite.config.ts),
 * there is nothing to share.
 */
export { useSyncExternalStore } from "react";
