// A closed season's published vote log: the link to the CSV and the file's SHA-256, so anyone can
// download it, check it is the file we published, and recount the ranking.
import { votingMessages } from "@shared/voting/voting-texts";
import { format } from "@shared/i18n/messages";

export function VoteLogLink({ voteLog }: { voteLog: { path: string; sha256: string } | null }) {
  if (!voteLog) return null;
  return (
    <section aria-labelledby="vote-log-heading" className="mt-12">
      <h2 id="vote-log-heading" className="text-xl font-bold">
        {votingMessages.voteLogHeading}
      </h2>
      <p className="mt-2 text-gray-700">{votingMessages.voteLogText}</p>
      <p className="mt-3">
        {/* A file, not a page of the app: a plain link, which the router leaves alone. */}
        <a href={voteLog.path} download className="font-semibold text-brand-700 underline">
          {votingMessages.voteLogLink}
        </a>
      </p>
      <p className="mt-2 text-sm text-gray-700">
        {votingMessages.voteLogDigest} <code className="break-all">{voteLog.sha256}</code>
      </p>
    </section>
  );
}

// "N votes removed after review": said only when the season's tally reports removed votes, so a season
// nobody had to review carries no such line.
export function VotesRemoved({ removed }: { removed: number }) {
  if (removed <= 0) return null;
  return <p className="mt-4 text-gray-700">{format(votingMessages.votesRemoved, { count: removed })}</p>;
}
