// A city's voting page body: header, sort bar and shop cards, wired to the city's votes. Toasts and
// the spoken count after the visitor's own vote are decided here (other voters' counts change in
// place, silently and without reordering); the data lives in useCityVotes.
import { useId, useState } from "react";
import type { CoffeeShop } from "@shared/voting/coffee-shop";
import { format } from "@shared/i18n/messages";
import { votingMessages } from "@shared/voting/voting-texts";
import { notify } from "@web/lib/notify";
import type { RouterOutputs } from "@web/lib/trpc";
import { CityVotesHeader } from "./city-votes-header";
import { ShopCard } from "./shop-card";
import { ShopCardSkeletons } from "./shop-card-skeleton";
import { useCityVotes } from "./use-city-votes";
import { VoteSortBar } from "./vote-sort-bar";

/** Cards above the fold on a wide screen load their photos first. */
const PRIORITY_IMAGES = 3;

/** A city on the ballot with its season, as the ballot API answers it. */
export type BallotCity = NonNullable<RouterOutputs["ballots"]["city"]>;

export function CityVoting({ city }: { city: BallotCity }) {
  const votes = useCityVotes(city);
  const closedNoteId = useId();
  const closed = city.season?.open !== true;
  // The season's final week, when it hides counts: the server sends none, and the page shows none.
  const hidden = Boolean(city.season?.revealsOn);
  const [announcement, setAnnouncement] = useState("");

  const counts = votes.counts;
  const total = counts ? city.shops.reduce((sum, shop) => sum + (counts[shop.id] ?? 0), 0) : null;
  const shops = (votes.order ?? []).map((id) => city.shops.find((shop) => shop.id === id)!);

  const thanksTitle = city.slug === "montreal" ? votingMessages.thanksTitleMontreal : votingMessages.thanksTitle;
  const alreadyVoted = () => notify.error(votingMessages.alreadyVotedTitle, votingMessages.alreadyVotedText);

  async function handleVote(shop: CoffeeShop): Promise<boolean> {
    const outcome = await votes.vote(shop.id);
    switch (outcome.kind) {
      case "counted":
        notify.success(thanksTitle, votingMessages.thanksText);
        if (!hidden) setAnnouncement(format(votingMessages.voteCountAnnouncement, { shop: shop.name, count: outcome.count }));
        return true;
      case "already-voted":
        alreadyVoted();
        return false;
      case "unsent":
        notify.error(votingMessages.notSentTitle, votingMessages.notSentText);
        if (!hidden) setAnnouncement(format(votingMessages.voteCountAnnouncement, { shop: shop.name, count: outcome.count }));
        return false;
      case "refused":
        notify.error(votingMessages.failedTitle, outcome.reason ?? votingMessages.failedText);
        return false;
    }
  }

  return (
    <>
      <CityVotesHeader city={city} totalVotes={total} closedNoteId={closedNoteId} />
      <VoteSortBar shopCount={city.shops.length} sort={votes.sort} onSortChange={votes.sortBy} />
      <section className="mx-auto max-w-6xl px-4 py-8">
        {votes.offline && (
          <p role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            {votingMessages.offlineNotice}
          </p>
        )}
        {counts && votes.order ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shops.map((shop) => (
              <li key={shop.id}>
                <ShopCard
                  shop={shop}
                  count={hidden ? null : (counts[shop.id] ?? 0)}
                  voted={votes.voted[shop.id] === true}
                  sending={votes.sending.has(shop.id)}
                  closedNoteId={closed ? closedNoteId : null}
                  priority={city.shops.indexOf(shop) < PRIORITY_IMAGES}
                  onVote={() => handleVote(shop)}
                  onRepeat={alreadyVoted}
                />
              </li>
            ))}
          </ul>
        ) : (
          <ShopCardSkeletons count={city.shops.length} />
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </section>
    </>
  );
}
