/** The modules the build makes from the route table (scripts/web-build/route-modules.ts). */
declare module "virtual:compass/route-modules" {
  import type { ComponentType } from "react";
  type Loader = () => Promise<{ default: ComponentType }>;
  /** Each route's page (by route name) and each layout (by layout name), loaded on demand. */
  export const pages: Record<string, Loader>;
  export const layouts: Record<"main" | "auth" | "plain" | "simple", Loader>;
}

declare module "virtual:compass/early-calls" {
  /** The first calls of each route that has any: the method's name and its request's protobuf bytes. */
  const calls: Record<string, ReadonlyArray<{ method: string; request: readonly number[] }>>;
  export default calls;
}
