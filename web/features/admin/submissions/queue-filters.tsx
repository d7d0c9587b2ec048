// The queue's controls: order (newest or oldest first), type, city and tier filters, and a search of
// titles and submitter emails. Selects apply at once; the search applies when submitted.
import { useId, useState, type FormEvent } from "react";
import { BROWSABLE_TYPES, type BrowsableType } from "@shared/listings/listing-types";
import { PAID_TIERS, type PromotionTier } from "@shared/submissions/promotion-tiers";
import { messages } from "@shared/i18n/messages";
import { adminMessages } from "@shared/admin/admin-texts";
import { ADMIN_SEARCH_MAX, type AdminListOrder } from "@shared/submissions/submission-statuses-schema";
import { secondaryButton } from "@web/components/ui/button-styles";
import { CityOptions } from "@web/components/ui/city-options";

export interface QueueFilters {
  order: AdminListOrder;
  type?: BrowsableType;
  city?: string;
  tier?: PromotionTier;
  search?: string;
}

const selectClass = "min-h-10 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900";

export function QueueFiltersForm({ filters, onChange }: { filters: QueueFilters; onChange: (next: QueueFilters) => void }) {
  const id = useId();
  const [search, setSearch] = useState(filters.search ?? "");
  const set = <K extends keyof QueueFilters>(key: K, value: QueueFilters[K] | "") =>
    onChange({ ...filters, [key]: value === "" ? undefined : value });

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    set("search", search.trim());
  }

  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        {adminMessages.orderLabel}
        <select className={selectClass} value={filters.order} onChange={(event) => set("order", event.target.value as AdminListOrder)}>
          <option value="newest">{adminMessages.newestFirst}</option>
          <option value="oldest">{adminMessages.oldestFirst}</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        {adminMessages.type}
        <select className={selectClass} value={filters.type ?? ""} onChange={(event) => set("type", event.target.value as BrowsableType)}>
          <option value="">{adminMessages.anyType}</option>
          {BROWSABLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {messages.types[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        {adminMessages.cityLabel}
        <select className={selectClass} value={filters.city ?? ""} onChange={(event) => set("city", event.target.value)}>
          <option value="">{adminMessages.anyCity}</option>
          <CityOptions />
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        {adminMessages.promotion}
        <select className={selectClass} value={filters.tier ?? ""} onChange={(event) => set("tier", event.target.value as PromotionTier)}>
          <option value="">{adminMessages.anyTier}</option>
          <option value="none">{adminMessages.noPromotion}</option>
          {PAID_TIERS.map((tier) => (
            <option key={tier.id} value={tier.id}>
              {tier.name}
            </option>
          ))}
        </select>
      </label>
      <form role="search" onSubmit={handleSearch} className="flex items-end gap-2">
        <label htmlFor={`${id}-search`} className="flex flex-col gap-1 text-sm font-medium text-gray-800">
          {adminMessages.searchLabel}
          <input
            id={`${id}-search`}
            type="search"
            maxLength={ADMIN_SEARCH_MAX}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={selectClass}
          />
        </label>
        <button type="submit" className={secondaryButton}>
          {adminMessages.search}
        </button>
      </form>
    </div>
  );
}
