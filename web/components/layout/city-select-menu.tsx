// The city picker's menu: a Radix Select (listbox semantics, full keyboard support, typeahead).
// Loaded on first use by city-selector.tsx so its ~30 KB stay out of every page's first load.
import { Icon } from "@web/components/ui/icon";
import { Select } from "radix-ui";
import { allCities } from "@shared/places/provinces";
import { CityTriggerContent, cityTriggerClass } from "./city-trigger";
import { messages } from "@shared/i18n/messages";
import { placeName } from "@shared/places/place-names";

interface Props {
  city: string;
  onCityChange: (city: string) => void;
}

export default function CitySelectMenu({ city, onCityChange }: Props) {
  return (
    <Select.Root value={city} onValueChange={onCityChange} defaultOpen>
      <Select.Trigger aria-label={messages.nav.citySelectorLabel} className={cityTriggerClass}>
        <CityTriggerContent city={<Select.Value />} />
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={6}
          className="z-50 max-h-[300px] min-w-48 overflow-hidden rounded-lg border border-gray-200 bg-white shadow-lg"
        >
          <Select.Viewport className="max-h-[300px] p-1">
            {allCities.map((name) => (
              <Select.Item
                key={name}
                value={name}
                className="relative flex cursor-pointer select-none items-center rounded-md py-1.5 pl-7 pr-3 text-sm outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
              >
                <Select.ItemIndicator className="absolute left-2">
                  <Icon name="check" className="size-4" />
                </Select.ItemIndicator>
                <Select.ItemText>{placeName(name)}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
