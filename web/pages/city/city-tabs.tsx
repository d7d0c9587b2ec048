// Tabs All, then one per listing type in registry order, with counts, following the WAI-ARIA tabs pattern (arrow
// keys, Home and End move and select, roving focus). Hand-written rather than Radix Tabs: ~9 KB gzip
// less on the city page, which keeps it within its JavaScript budget. The tab is in the URL
// (?tab=event), so each tab and each of its pages has an address the edge renders.
import { useRef, type KeyboardEvent } from "react";
import type { BrowsableType } from "@shared/listings/listing-types";
import { LISTING_TYPE_REGISTRY, hasOpeningHours } from "@shared/listings/listing-type-registry";
import { cityMessages } from "@shared/places/city-texts";
import { ListingGridSkeleton } from "@web/components/listings/listing-grid-skeleton";
import { EventWhenLinks } from "@web/components/listings/event-when-links";
import { ListingPages } from "@web/components/listings/listing-pages";
import { whenParam } from "@shared/events/event-whens";
import { OpenNowToggle } from "@web/components/listings/open-now-toggle";
import type { RouterOutputs } from "@web/lib/trpc";

type CityAnswer = NonNullable<RouterOutputs["listings"]["city"]>;

interface Props {
  city: string;
  /** The city answer for the active tab (its first page). */
  data: CityAnswer;
  tab: BrowsableType | undefined;
  /** The answer shown is still the previous tab's while the new one loads. */
  loading: boolean;
  onTabChange: (tab: BrowsableType | undefined) => void;
  search: URLSearchParams;
  /** ?open=now on a tab whose type has opening hours. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// A function, not a constant: its texts are read in the page's language each time it is used.
const cityTabs = (): { value: "all" | BrowsableType; label: string; empty: string }[] => [
  { value: "all", label: cityMessages.tabAll, empty: cityMessages.emptyAll },
  ...LISTING_TYPE_REGISTRY.map(({ type }) => ({ value: type, label: cityMessages.tabs[type], empty: cityMessages.empty[type] })),
];

export function CityTabs({ city, data, tab, loading, onTabChange, search, open, onOpenChange }: Props) {
  const { counts } = data;
  const countOf = (value: "all" | BrowsableType) => (value === "all" ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[value]);
  const active = tab ?? "all";
  const when = active === "event" ? whenParam(search) : undefined;
  // One list per render: the handlers find tabs in it by identity.
  const tabList = cityTabs();
  const current = tabList.find((t) => t.value === active) ?? tabList[0]!;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const next = tabList[(index + tabList.length) % tabList.length]!;
    tabs.current[tabList.indexOf(next)]?.focus();
    onTabChange(next.value === "all" ? undefined : next.value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabList.indexOf(current);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabList.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]!);
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div
        role="tablist"
        aria-label={cityMessages.tabsLabel}
        onKeyDown={onKeyDown}
        className="mb-6 flex gap-1 overflow-x-auto rounded-full bg-gray-100 p-1"
      >
        {tabList.map((t, index) => {
          const selected = t.value === active;
          return (
            <button
              key={t.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`city-tab-${t.value}`}
              aria-selected={selected}
              aria-controls="city-tabpanel"
              tabIndex={selected ? 0 : -1}
              data-state={selected ? "active" : "inactive"}
              onClick={() => select(index)}
              className="flex shrink-0 items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-gray-800 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow"
            >
              {t.label}
              <span className="rounded-full bg-gray-200 px-2 text-xs">{countOf(t.value)}</span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="city-tabpanel" aria-labelledby={`city-tab-${active}`} tabIndex={0}>
        {active === "event" && <EventWhenLinks search={search} />}
        {tab && hasOpeningHours(tab) && (
          <div className="mb-4">
            <OpenNowToggle active={open} onChange={onOpenChange} />
          </div>
        )}
        {loading ? (
          <ListingGridSkeleton count={3} />
        ) : (
          <ListingPages
            key={`${city}-${active}-${when ?? ""}-${open}`}
            first={data.listings}
            filter={active === "all" ? { city } : { city, type: active, ...(when ? { when } : {}), ...(open ? { open: "now" as const } : {}) }}
            search={search}
            emptyText={current.empty}
            priorityCount={active === "all" ? 3 : 0}
          />
        )}
      </div>
    </div>
  );
}
