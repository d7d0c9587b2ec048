// The route modules as web/app/route-modules.ts loads them, read from its source (the registry itself
// imports React, which the budget script and the text check do not load): each module's key, the file
// its chunk starts from (path relative to web/) and the text bundles the edge inlines for its screen.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface RouteModuleFile {
  key: string;
  /** e.g. "pages/home/home-route.tsx", or a private page's screen file ("pages/admin/admin-page.tsx"). */
  file: string;
  texts: string[];
  /** False for a screen few visitors open (a registry line marked `// rarely opened`). */
  preload: boolean;
}

/** The chunk a module's file starts: Rolldown names it after the file ("privacy-route-AbC12.js"). */
export const chunkName = (module: RouteModuleFile) => module.file.replace(/^.*\//, "").replace(/\.tsx$/, "");

const REGISTRY = fileURLToPath(new URL("../../web/app/route-modules.ts", import.meta.url));

export function routeModuleFiles(): RouteModuleFile[] {
  const source = readFileSync(REGISTRY, "utf8");
  return [
    ...source.matchAll(/^ {2}(\w+): lazyRoute\(\(\) => import\("@web\/([^"]+)"\)(?:\.then\(\w+\))?, (\[[^\]]*\])\),(?: \/\/ (rarely opened))?$/gm),
  ].map((m) => ({
    key: m[1]!,
    file: `${m[2]!}.tsx`,
    texts: JSON.parse(m[3]!) as string[],
    preload: !m[4],
  }));
}
