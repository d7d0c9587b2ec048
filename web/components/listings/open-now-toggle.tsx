// The "Open now" chip of the shop and gem lists and of the city page's Shops and Gems tabs: a toggle
// button (aria-pressed) that adds or removes ?open=now, so the filtered list is a link like any other.
import { hoursMessages } from "@shared/time/hours-texts";

export function OpenNowToggle({ active, onChange }: { active: boolean; onChange: (open: boolean) => void }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={() => onChange(!active)}
      className={`rounded-full border px-4 py-1.5 text-sm font-medium ${active ? "border-emerald-800 bg-emerald-800 text-white" : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50"}`}
    >
      {hoursMessages.openNowFilter}
    </button>
  );
}
