// A city's votes in localStorage, under the per-city keys from shared/voting/coffee-votes.ts.
// Storage can be unavailable (some privacy modes) or full: votes then last for this visit only,
// which is the best the browser allows, so those failures are deliberately not errors.
import { parseBrowserVotes, serializeBrowserVotes, type BrowserVotes } from "@shared/voting/browser-votes";
import { voteStorageKeys } from "@shared/voting/coffee-votes";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See the header: nothing better to do than keep the votes in memory.
  }
}

/** The city's votes in this browser's storage, as the votes store reads and writes them. */
export function browserVoteStorage(citySlug: string) {
  const keys = voteStorageKeys(citySlug);
  return {
    load: () => parseBrowserVotes({ counts: read(keys.counts), voted: read(keys.voted), unsent: read(keys.unsent) }),
    save: (votes: BrowserVotes) => {
      const text = serializeBrowserVotes(votes);
      write(keys.counts, text.counts);
      write(keys.voted, text.voted);
      // No key at all while nothing waits to be sent.
      write(keys.unsent, votes.unsent.length > 0 ? text.unsent : null);
    },
    keys: Object.values(keys),
  };
}
