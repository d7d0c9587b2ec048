// Tabs All, then one per listing type in registry order, with counts (Radix Tabs: arrow keys, roving focus).
import { Tabs } from "radix-ui";
import type { BrowsableType } from "@shared/catalogue/listing-types";
import { LISTING_TYPE_REGISTRY } from "@shared/listing-types/registry";
import { cityMessages } from "@shared/messages/city";
import { ListingGrid } from "@web/components/listings/listing-grid";
import type { ListingSummary } from "@web/lib/trpc";

interface Props {
  city: string;
  listings: readonly ListingSummary[];
  counts: Record<BrowsableType, number>;
}

const TABS: { value: "all" | BrowsableType; label: string; empty: string }[] = [
  { value: "all", label: cityMessages.tabAll, empty: cityMessages.emptyAll },
  ...LISTING_TYPE_REGISTRY.map(({ type }) => ({ value: type, label: cityMessages.tabs[type], empty: cityMessages.empty[type] })),
];

export function CityTabs({ listings, counts }: Props) {
  const countOf = (value: "all" | BrowsableType) => (value === "all" ? listings.length : counts[value]);
  return (
    <Tabs.Root defaultValue="all" className="mx-auto max-w-6xl px-4 py-10">
      <Tabs.List
        aria-label={cityMessages.tabsLabel}
        className="mb-6 flex gap-1 overflow-x-auto rounded-full bg-gray-100 p-1"
      >
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="flex shrink-0 items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-gray-800 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow"
          >
            {tab.label}
            <span className="rounded-full bg-gray-200 px-2 text-xs">{countOf(tab.value)}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          <ListingGrid
            listings={tab.value === "all" ? listings : listings.filter((l) => l.type === tab.value)}
            emptyText={tab.empty}
            priorityCount={tab.value === "all" ? 3 : 0}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
