// A city's votes for its voting page: one store (./city-votes-store.ts) over this browser's storage,
// the server's tally and the live socket, read with useSyncExternalStore.
import { useState, useSyncExternalStore } from "react";
import type { CoffeeCity } from "@shared/voting/coffee-shop";
import { liveVotesPath } from "@shared/voting/live-votes";
import { trpc } from "@web/lib/trpc";
import { createCityVotesStore, type CityVotesSnapshot, type CityVotesStore } from "./city-votes-store";
import { openLiveSocket, socketUrl } from "./live-socket";
import { browserVoteStorage } from "./vote-storage";
import { withChallenge } from "@web/lib/with-challenge";

export interface CityVotes extends CityVotesSnapshot {
  vote: CityVotesStore["vote"];
  sortBy: CityVotesStore["sortBy"];
}

export function useCityVotes(city: CoffeeCity): CityVotes {
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
