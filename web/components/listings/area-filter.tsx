// The "Neighbourhood" select of a city's lists and tabs: the city's neighbourhoods as the list answer
// names them (in the page's language), each choice a ?area= link like the other filters.
import { listingMessages } from "@shared/listings/listing-texts";
import type { RouterOutputs } from "@web/lib/trpc";

interface AreaFilterProps {
  areas: RouterOutputs["listings"]["list"]["areas"];
  /** The slug shown as chosen (none: every neighbourhood). */
  active: string | undefined;
  onChange: (area: string | undefined) => void;
}

export function AreaFilter({ areas, active, onChange }: AreaFilterProps) {
  if (areas.length === 0) return null;
  return (
    <label className="flex max-w-full flex-wrap items-center gap-2 text-sm font-medium">
      {listingMessages.areaLabel}
      <select
        value={active ?? ""}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="max-w-full rounded-full border border-gray-300 bg-white px-3 py-1.5 text-sm text-gray-800"
      >
        <option value="">{listingMessages.areaAll}</option>
        {areas.map((area) => (
          <option key={area.slug} value={area.slug}>
            {area.name}
          </option>
        ))}
      </select>
    </label>
  );
}
