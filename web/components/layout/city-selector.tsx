// The header's city picker. Until someone opens it, it is a plain button with the listbox trigger's
// semantics; the Radix menu loads on hover or focus and mounts already open on the first click/key.
import { lazy, Suspense, useState, type KeyboardEvent } from "react";
import { messages } from "@shared/i18n/messages";
import { useSelectedCity } from "@web/lib/selected-city";
import { CityTriggerContent, cityTriggerClass } from "./city-trigger";
import { placeName } from "@shared/places/place-names";

const loadMenu = () => import("./city-select-menu");
const CitySelectMenu = lazy(loadMenu);
// Warms the chunk on intent; a failed download surfaces when the lazy menu itself loads it.
const preloadMenu = () => void loadMenu();

export function CitySelector() {
  const [city, setCity] = useSelectedCity();
  const [menuMounted, setMenuMounted] = useState(false);

  const placeholderTrigger = (
    <button
      type="button"
      role="combobox"
      aria-expanded="false"
      aria-haspopup="listbox"
      aria-label={messages.nav.citySelectorLabel}
      className={cityTriggerClass}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      onClick={() => setMenuMounted(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          event.preventDefault();
          setMenuMounted(true);
        }
      }}
    >
      <CityTriggerContent city={placeName(city)} />
    </button>
  );

  if (!menuMounted) return placeholderTrigger;
  return (
    <Suspense fallback={placeholderTrigger}>
      <CitySelectMenu city={city} onCityChange={setCity} />
    </Suspense>
  );
}
