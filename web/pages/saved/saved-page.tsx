// /saved: the places saved in this browser, newest first, each with Remove, and a link to share them;
// /saved?ids=… is someone else's list, read-only, with Save all. Drawn in the browser (the list is in
// localStorage), so the edge sends every visitor the same shell (shared/routing/routes.ts).
import { Link, useSearchParams } from "react-router-dom";
import { format, messages } from "@shared/i18n/messages";
import { savedMessages as t } from "@shared/saved/saved-texts";
import { pagePaths } from "@shared/routing/paths";
import { SHARED_IDS_PARAM, parseSharedIds } from "@shared/saved/saved-lists";
import { PageTitle } from "@web/components/seo/page-head";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { useSavedPlaces } from "@web/lib/saved-places";
import { removePlace, saveAllPlaces } from "@web/lib/saved-places-store";
import { useHydrated } from "@web/lib/use-hydrated";
import { SavedCards, useSavedCards } from "./saved-cards";
import { ShareLink } from "./share-link";

export default function SavedPage() {
  const [params] = useSearchParams();
  const shared = parseSharedIds(params.get(SHARED_IDS_PARAM));
  const heading = shared ? t.sharedHeading : messages.screens.saved;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title={`${heading} | ${messages.brand.name}`} />
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      {/* Nothing from this browser's storage until hydrated: the edge's shell knows none of it. */}
      {useHydrated() && (shared ? <SharedList ids={shared} /> : <OwnList />)}
    </section>
  );
}

function OwnList() {
  const places = useSavedPlaces();
  if (places.length === 0) {
    return (
      <div className="mt-6">
        <p className="rounded-2xl border border-dashed border-gray-300 p-8 text-center text-gray-700">{t.empty}</p>
        <Link to={pagePaths.home} className={`${primaryButton} mt-6`}>
          {t.browse}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="mt-2 text-gray-700">{t.intro}</p>
      <p className="mt-1 mb-6 text-sm font-medium text-gray-700">{format(t.count, { count: places.length })}</p>
      <SavedCards
        ids={places.map((place) => place.id)}
        action={(id, card) => (
          <button
            type="button"
            className={secondaryButton}
            aria-label={card ? format(t.removeLabel, { title: card.title }) : undefined}
            onClick={() => removePlace(id)}
          >
            {t.remove}
          </button>
        )}
      />
      <ShareLink places={places} />
    </>
  );
}

function SharedList({ ids }: { ids: readonly number[] }) {
  const cards = useSavedCards(ids);
  const mine = useSavedPlaces();
  // The shared list's order (the answer comes in id order), without the places no longer listed.
  const found = new Map(cards.data?.items.map((card) => [card.id, card]));
  const listed = ids.flatMap((id) => found.get(id) ?? []);
  const allSaved = listed.length > 0 && listed.every((card) => mine.some((place) => place.id === card.id));
  if (ids.length === 0) return <p className="mt-6 text-gray-700">{t.sharedEmpty}</p>;
  return (
    <>
      <p className="mt-2 text-gray-700">{t.sharedIntro}</p>
      <div className="mt-4 mb-6 flex flex-wrap items-center gap-4">
        <button type="button" className={primaryButton} disabled={listed.length === 0 || allSaved} onClick={() => saveAllPlaces(listed)}>
          {t.saveAll}
        </button>
        <p role="status" className="text-gray-700">
          {allSaved && (
            <>
              {t.allSaved}{" "}
              <Link to={pagePaths.saved} className="font-semibold text-brand-700 underline">
                {t.yourList}
              </Link>
            </>
          )}
        </p>
      </div>
      <SavedCards ids={ids} />
    </>
  );
}
