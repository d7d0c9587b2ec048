// The sticky bar under the site header: how many shops, and the sort as a two-button toggle group.
import { format } from "@shared/i18n/messages";
import { votingMessages } from "@shared/voting/voting-texts";
import type { VoteSort } from "@shared/voting/coffee-votes";

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

export function VoteSortBar({ shopCount, sort, onSortChange }: Props) {
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
