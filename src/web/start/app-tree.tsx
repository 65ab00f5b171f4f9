/**
 * What surrounds the router, the same in the browser (app.tsx) and in the build's prerender
 * (prerender.tsx) — a hydrated page must be drawn by the same tree.
 */
import { StrictMode, useEffect, type ReactNode } from "react";
import { BaseProviders } from "../base-providers";
import { takeOver } from "./prerendered-boot";

export function AppTree(props: { children: ReactNode }) {
  return (
    <StrictMode>
      <BaseProviders>
        {props.children}
        <PrerenderedTakeOver />
      </BaseProviders>
    </StrictMode>
  );
}

/** After the first commit (a hydration or a first drawing): a submit held by the boot is made again. */
function PrerenderedTakeOver() {
  useEffect(() => takeOver(), []);
  return null;
}
