// "N votes removed after review": said only when the season's tally reports removed votes, so a season
// nobody had to review carries no such line.
import { format } from "@shared/i18n/messages";
import { votingMessages } from "@shared/voting/voting-texts";

export function VotesRemoved({ removed }: { removed: number }) {
  if (removed <= 0) return null;
  return <p className="mt-4 text-gray-700">{format(votingMessages.votesRemoved, { count: removed })}</p>;
}
