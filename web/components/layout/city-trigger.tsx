import { Icon } from "@web/components/ui/icon";
import type { ReactNode } from "react";

export const cityTriggerClass =
  "inline-flex h-10 min-w-0 items-center gap-1.5 rounded-full border border-gray-300 px-2 text-sm font-medium hover:bg-gray-50 sm:px-3";

/** What the closed city picker shows; identical before and after the menu code has loaded. */
export function CityTriggerContent({ city }: { city: ReactNode }) {
  return (
    <>
      <Icon name="map-pin" className="hidden size-4 text-brand-700 sm:block" />
      <span className="min-w-0 truncate">{city}</span>
      <Icon name="chevron-down" className="size-4 shrink-0" />
    </>
  );
}
