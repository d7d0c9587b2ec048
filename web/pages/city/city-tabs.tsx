// Tabs All / Stories / Events / Gems / Shops with counts (Radix Tabs: arrow keys, roving focus). The
// tab is in the URL (?tab=event), so each tab and each of its pages has an address the edge renders.
import { Tabs } from "radix-ui";
import type { BrowsableType } from "@shared/catalogue/listing-types";
import { cityMessages } from "@shared/messages/city";
import { ListingGridSkeleton } from "@web/components/listings/listing-grid";
import { ListingPages } from "@web/components/listings/listing-pages";
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
}

const TABS: { value: "all" | BrowsableType; label: string; empty: string }[] = [
  { value: "all", label: cityMessages.tabAll, empty: cityMessages.emptyAll },
  { value: "story", label: cityMessages.tabStories, empty: cityMessages.emptyStories },
  { value: "event", label: cityMessages.tabEvents, empty: cityMessages.emptyEvents },
  { value: "gem", label: cityMessages.tabGems, empty: cityMessages.emptyGems },
  { value: "shop", label: cityMessages.tabShops, empty: cityMessages.emptyShops },
];

export function CityTabs({ city, data, tab, loading, onTabChange, search }: Props) {
  const { counts } = data;
  const countOf = (value: "all" | BrowsableType) =>
    value === "all" ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[value];
  return (
    <Tabs.Root
      value={tab ?? "all"}
      onValueChange={(value) => onTabChange(value === "all" ? undefined : (value as BrowsableType))}
      className="mx-auto max-w-6xl px-4 py-10"
    >
      <Tabs.List
        aria-label={cityMessages.tabsLabel}
        className="mb-6 flex gap-1 overflow-x-auto rounded-full bg-gray-100 p-1"
      >
        {TABS.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="flex shrink-0 items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-gray-800 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow"
          >
            {t.label}
            <span className="rounded-full bg-gray-200 px-2 text-xs">{countOf(t.value)}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map((t) => (
        <Tabs.Content key={t.value} value={t.value}>
          {loading ? (
            <ListingGridSkeleton count={3} />
          ) : (
            <ListingPages
              key={`${city}-${t.value}`}
              first={data.listings}
              filter={t.value === "all" ? { city } : { city, type: t.value }}
              search={search}
              emptyText={t.empty}
              priorityCount={t.value === "all" ? 3 : 0}
            />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
