// /saved: the places saved in this browser, newest first, each with Remove, and a link to share them;
// /saved?ids=… is someone else's list, read-only, with Save all. Drawn in the browser (the list is in
// localStorage), so the edge sends every visitor the same shell (shared/routing/routes.ts).
import { Link, useSearchParams } from "react-router-dom";
import { format, messages } from "@shared/i18n/messages";
import { savedMessages as t } from "@shared/saved/saved-texts";
import { pagePaths } from "@shared/routing/paths";
import { SHARED_IDS_PARAM, parseSharedIds, sharedIdsValue } from "@shared/saved/saved-lists";
import { PageTitle } from "@web/components/seo/page-head";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { useSavedPlaces } from "@web/lib/saved-places";
import { removePlace, saveAllPlaces } from "@web/lib/saved-places-store";
import { useHydrated } from "@web/lib/use-hydrated";
import { pathInLocale } from "@shared/i18n/active-locale";
import type { SavedPlace } from "@shared/saved/saved-places";
import { CopyLinkButton } from "@web/components/ui/copy-link-button";
import { useOrigin } from "@web/lib/origin";
import { keepPreviousData } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ListingCard } from "@web/components/listings/listing-card";
import { ListingGridSkeleton } from "@web/components/listings/listing-grid-skeleton";
import { QueryError } from "@web/components/ui/query-error";
import { trpc, type ListingSummary } from "@web/lib/trpc";

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

// The link to the visitor's list (/saved?ids=…), to copy and send: whoever opens it sees the list
// read-only and can save it all.
function ShareLink({ places }: { places: readonly SavedPlace[] }) {
  const origin = useOrigin();
  const link = `${origin}${pathInLocale(pagePaths.saved)}?${SHARED_IDS_PARAM}=${sharedIdsValue(places)}`;
  return (
    <section aria-labelledby="share-heading" className="mt-12 rounded-3xl bg-gray-50 p-6">
      <h2 id="share-heading" className="text-xl font-bold">
        {t.shareHeading}
      </h2>
      <p className="mt-1 text-gray-700">{t.shareText}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          {t.shareLink}
          <input
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
            className="rounded-lg border border-gray-300 bg-white px-3 py-2 font-normal"
          />
        </label>
        <CopyLinkButton url={link} className={secondaryButton} />
      </div>
    </section>
  );
}

// The cards of a saved (or shared) list, asked from the API by id: a listing that is no longer published
// says so in its place instead of disappearing or breaking the page.
interface Props {
  /** The ids in display order. */
  ids: readonly number[];
  /** Under each entry (the own list's Remove button); given the card when the listing is still listed. */
  action?: (id: number, card: ListingSummary | null) => ReactNode;
}

/** One question per set of ids, whatever their order (a reordered list asks nothing new). */
const queryIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

function useSavedCards(ids: readonly number[]) {
  return trpc.listings.saved.useQuery({ ids: queryIds(ids) }, { enabled: ids.length > 0, placeholderData: keepPreviousData });
}

function SavedCards({ ids, action }: Props) {
  const cards = useSavedCards(ids);
  if (cards.isError && !cards.data) return <QueryError onRetry={() => void cards.refetch()} />;
  if (!cards.data) {
    return (
      <div>
        <p role="status" className="sr-only">
          {t.loading}
        </p>
        <ListingGridSkeleton count={Math.min(ids.length, 6)} />
      </div>
    );
  }
  const byId = new Map(cards.data.items.map((card) => [card.id, card]));
  const unlisted = new Set(cards.data.unlisted);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {ids.map((id) => {
        const card = byId.get(id);
        // A new id whose answer is still on its way (placeholder data): shown when it comes.
        if (!card && !unlisted.has(id)) return null;
        return (
          <li key={id} className="flex flex-col gap-2">
            {card ? (
              <ListingCard listing={card} headingLevel="h2" />
            ) : (
              <p className="flex min-h-32 items-center justify-center rounded-2xl border border-dashed border-gray-300 p-6 text-center text-gray-700">
                {t.unlisted}
              </p>
            )}
            {action?.(id, card ?? null)}
          </li>
        );
      })}
    </ul>
  );
}
