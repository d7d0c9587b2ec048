// The Save toggle (a bookmark) on every card and detail page: saves the listing in this browser
// (web/lib/saved-places.ts); the Saved page lists them. Its name says the state ("Save" / "Saved") and
// aria-pressed says it too.
import { Icon } from "@web/components/ui/icon";
import { messages } from "@shared/i18n/messages";
import { savedPlacesStore, useSavedPlaces } from "@web/lib/saved-places";

interface Props {
  id: number;
  /** The listing's page, kept for offline reading when saved. */
  path: string;
  /** A detail page's button shows its name; a card's is the icon alone, named for screen readers. */
  labelled?: boolean;
  className: string;
}

export function SaveToggle({ id, path, labelled, className }: Props) {
  const saved = useSavedPlaces().some((place) => place.id === id);
  const name = saved ? messages.save.saved : messages.save.save;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={labelled ? undefined : name}
      onClick={() => void savedPlacesStore().then((store) => (saved ? store.removePlace(id) : store.savePlace(id, path)))}
      className={className}
    >
      <Icon name="bookmark" className={saved ? "size-5 fill-current" : "size-5"} />
      {labelled && name}
    </button>
  );
}
