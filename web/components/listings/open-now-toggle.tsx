// The "Open now" chip of the shop and gem lists and of the city page's Shops and Gems tabs: a toggle
// button (aria-pressed) that adds or removes ?open=now, so the filtered list is a link like any other.
import { listingMessages } from "@shared/listings/listing-texts";
import { PillToggle } from "@web/components/ui/pill-toggle";

export function OpenNowToggle({ active, onChange }: { active: boolean; onChange: (open: boolean) => void }) {
  return (
    <PillToggle pressed={active} onClick={() => onChange(!active)} pressedLook="border-emerald-800 bg-emerald-800 text-white">
      {listingMessages.openNowFilter}
    </PillToggle>
  );
}
