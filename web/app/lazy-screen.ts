// A lazily loaded screen that can also be loaded ahead of rendering. The server loads the screen of the
// requested URL before rendering, so its HTML holds the screen itself rather than a Suspense fallback;
// the browser does the same before hydrating, so hydration never waits on a chunk.
import { createElement, lazy, type ComponentType } from "react";

export type LazyScreen<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = async () => {
    loaded = (await load()).default;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  const Screen = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Screen, { preload });
}
