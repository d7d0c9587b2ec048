// A lazily loaded route module that can also be loaded ahead of rendering, together with its texts in the
// page's language. The server loads the module of the requested URL before rendering (it holds every text
// already), so its HTML holds the screen itself rather than a Suspense fallback; the browser does the same
// before hydrating, so hydration never waits on a chunk. The edge reads the same module's edge part.
import { createElement, lazy, type ComponentType } from "react";
import type { RouteId } from "@shared/routing/routes";
import { withTexts } from "@web/lib/texts";
import type { RouteModule } from "./define-route";

export type LazyRoute = ComponentType<{ id?: RouteId }> & {
  load: () => Promise<RouteModule>;
  /** The text bundles the screen reads (shared/i18n/text-bundles.ts) on top of the core ones. */
  texts: readonly string[];
};

export function lazyRoute(load: () => Promise<{ default: RouteModule }>, texts: readonly string[]): LazyRoute {
  let loaded: RouteModule | null = null;
  const preload = async () => {
    loaded = (await withTexts(load, texts)).default;
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: (await preload()).Screen }));
  const Screen = (props: { id?: RouteId }) => createElement(loaded?.Screen ?? Lazy, props);
  return Object.assign(Screen, { load: preload, texts });
}
