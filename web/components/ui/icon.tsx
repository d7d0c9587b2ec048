// A Lucide icon drawn from the build's sprite (web/components/ui/icon-names.ts, decision 0165). Every icon
// here is decorative, beside a visible label: hidden from assistive technology and never focusable.
// Stroke and fill come from the `icon` class (styles.css), so a class such as `fill-amber-400` can fill one.
import type { IconName } from "./icon-names";

/** The sprite's URL, set by the build (vite.config.ts `define`); unit tests render without a build. */
declare const __ICON_SPRITE__: string | undefined;
const SPRITE = typeof __ICON_SPRITE__ === "string" ? __ICON_SPRITE__ : "/icons.svg";

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
