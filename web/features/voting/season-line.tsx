// The season in one line, as the Worker worded its dates: "Voting closes Dec 31, 2026" while open;
// "Voting is closed" (and when it opens again, if known) otherwise.
import { format } from "@shared/i18n/messages";
import { votingMessages } from "@shared/voting/voting-texts";
import type { BallotCity } from "./city-voting";

interface Props {
  season: BallotCity["season"];
  /** Set on the closed note, which the disabled hearts point at. */
  closedNoteId?: string;
  className?: string;
}

export function SeasonLine({ season, closedNoteId, className = "mt-2 font-medium text-gray-800" }: Props) {
  if (season?.open) return <p className={className}>{format(votingMessages.votingClosesOn, { date: season.closesOn })}</p>;
  return (
    <p id={closedNoteId} className={className}>
      {votingMessages.votingClosed}
      {season?.reopensOn && <> · {format(votingMessages.votingReopensOn, { date: season.reopensOn })}</>}
    </p>
  );
}
