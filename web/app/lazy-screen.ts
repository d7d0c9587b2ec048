// A lazily loaded screen that can also be loaded ahead of rendering, together with its texts in the
// page's language. The server loads the screen of the requested URL before rendering (it holds every
// text already), so its HTML holds the screen itself rather than a Suspense fallback; the browser does
// the same before hydrating, so hydration never waits on a chunk.
import { createElement, lazy, type ComponentType } from "react";
import { withTexts } from "@web/lib/texts";

export type LazyScreen<P extends object> = ComponentType<P> & {
  preload: () => Promise<void>;
  /** The text bundles the screen reads (shared/routes.ts, SCREEN_TEXTS). */
  texts: readonly string[];
};

export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, texts: readonly string[]): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = async () => {
    loaded = (await withTexts(load, texts)).default;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  const Screen = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Screen, { preload, texts });
}
