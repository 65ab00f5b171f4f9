/**
 * A lazily loaded component that, once its module has arrived, renders at once instead of
 * suspending. React.lazy suspends on its first render even when the module is already loaded (the
 * import's promise settles a tick later), so its Suspense fallback is shown and — React holding a
 * boundary's content until 300 ms after its fallback appeared — the content waits too. On the path
 * to a signed-in page that cost two such waits before the first API call (bench/README.md,
 * "Lighthouse"). `preload` loads the module ahead, e.g. before the first render.
 */
import { lazy, type ComponentType, type JSX } from "react";

export interface Preloadable<P extends object> {
  Component: (props: P) => JSX.Element;
  preload: () => Promise<void>;
}

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // the next render tries again
        throw error;
      },
    ));
  const Lazy = lazy(loadOnce);
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload: () => loadOnce().then(() => undefined) };
}
