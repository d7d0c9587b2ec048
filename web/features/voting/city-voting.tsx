// A city's voting page body: header, sort bar and shop cards, wired to the city's votes. Toasts and
// the spoken count after the visitor's own vote are decided here (other voters' counts change in
// place, silently and without reordering); the data lives in useCityVotes.
import { useId, useState, useSyncExternalStore } from "react";
import type { CoffeeShop, CoffeeCity } from "@shared/voting/coffee-shop";
import { format } from "@shared/i18n/messages";
import { votingMessages } from "@shared/voting/voting-texts";
import { notify } from "@web/lib/notify";
import { ShopCard, ShopCardSkeletons } from "./shop-card";
import { liveVotesPath } from "@shared/voting/live-votes";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { createCityVotesStore, type CityVotesSnapshot, type CityVotesStore, browserVoteStorage } from "./city-votes-store";
import { openLiveSocket, socketUrl } from "./live-socket";
import { withChallenge } from "@web/lib/with-challenge";
import type { VoteSort } from "@shared/voting/coffee-votes";
import { formatNumber } from "@web/lib/numbers";
import { Icon } from "@web/components/ui/icon";
import { Link } from "react-router-dom";
import { nominatePath, pagePaths } from "@shared/routing/paths";
import { SeasonLine } from "./season-line";

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

// A city's votes for its voting page: one store (./city-votes-store.ts) over this browser's storage,
// the server's tally and the live socket, read with useSyncExternalStore.
interface CityVotes extends CityVotesSnapshot {
  vote: CityVotesStore["vote"];
  sortBy: CityVotesStore["sortBy"];
}

function useCityVotes(city: CoffeeCity): CityVotes {
  const utils = trpc.useUtils();
  // One store per page (the page is keyed by city); it starts and stops with its subscribers.
  const [store] = useState(() =>
    createCityVotesStore({
      shops: city.shops,
      storage: browserVoteStorage(city.slug),
      api: {
        tally: () => utils.client.votes.tally.query({ city: city.slug }),
        // A vote from a busy network is asked for the bot challenge; a cancelled verification answers
        // PRECONDITION_REQUIRED, which the store treats as a refusal (never voted, never waiting).
        cast: (shopId) => withChallenge(utils.client, ({ client }) => client.votes.cast.mutate({ city: city.slug, shopId })),
      },
      initialTally: utils.votes.tally.getData({ city: city.slug }),
      connect: (onMessage) => openLiveSocket({ url: socketUrl(liveVotesPath(city.slug)), onMessage }),
    }),
  );
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return { ...snapshot, vote: store.vote, sortBy: store.sortBy };
}

// The sticky bar under the site header: how many shops, and the sort as a two-button toggle group.
// A function, not a constant: its texts are read in the page's language each time it is used.
const sortOptions = (): { value: VoteSort; label: string }[] => [
  { value: "votes", label: votingMessages.sortMostVoted },
  { value: "alphabetical", label: votingMessages.sortAlphabetical },
];

interface Props {
  shopCount: number;
  sort: VoteSort;
  onSortChange: (sort: VoteSort) => void;
}

function VoteSortBar({ shopCount, sort, onSortChange }: Props) {
  return (
    <div className="sticky top-16 z-30 border-y border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="font-semibold text-gray-800">{format(votingMessages.shopsCount, { count: shopCount })}</p>
        <div role="group" aria-label={votingMessages.sortLabel} className="inline-flex rounded-full bg-gray-100 p-1">
          {sortOptions().map((option) => {
            const pressed = option.value === sort;
            return (
              <button
                key={option.value}
                type="button"
                aria-pressed={pressed}
                onClick={() => onSortChange(option.value)}
                className={`rounded-full px-4 py-1.5 text-sm font-semibold transition-colors ${
                  pressed ? "bg-brand-700 text-white shadow-sm" : "text-gray-700 hover:text-brand-700"
                }`}
              >
                {option.label}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}

// The city voting page's header: a way back to all cities, the title, total votes, the season (when
// voting closes, or that it is closed and when it opens again), the intro and a link to nominate a shop.
interface CityVotesHeaderProps {
  city: BallotCity;
  totalVotes: number | null;
  /** The id the disabled hearts point at while voting is closed. */
  closedNoteId: string;
}

function CityVotesHeader({ city, totalVotes, closedNoteId }: CityVotesHeaderProps) {
  return (
    <div className="bg-gradient-to-b from-amber-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pb-8 pt-8 sm:pt-12">
        <Link to={pagePaths.coffeeLanding} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          <Icon name="chevron-left" className="size-4" />
          {votingMessages.landingHeading}
        </Link>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{city.title}</h1>
        <p className="mt-2 text-lg font-semibold text-brand-700">
          {city.season?.revealsOn
            ? format(votingMessages.resultsRevealedOn, { date: city.season.revealsOn })
            : totalVotes === null
              ? votingMessages.countingVotes
              : format(votingMessages.totalVotes, { count: formatNumber(totalVotes) })}
        </p>
        <SeasonLine season={city.season} closedNoteId={closedNoteId} />
        <p className="mt-4 max-w-3xl text-gray-700">{city.intro}</p>
        {city.season?.startingCounts && <p className="mt-2 max-w-3xl text-sm text-gray-600">{votingMessages.startingCountsNote}</p>}
        <Link
          to={nominatePath(city.slug)}
          className="mt-4 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-ink"
        >
          {votingMessages.nominateShop}
        </Link>
      </div>
    </div>
  );
}
