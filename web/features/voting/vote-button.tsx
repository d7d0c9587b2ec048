// The heart vote button and its count. After a vote the heart stays filled and the button is
// disabled (aria-disabled, so keyboard focus is not lost; a further press explains instead of voting).
import { formatNumber } from "@web/lib/numbers";
import { Icon } from "@web/components/ui/icon";
import { useEffect, useId, useState, type CSSProperties } from "react";
import { format } from "@shared/i18n/messages";
import { votingMessages } from "@shared/voting/voting-texts";
import { VOTE_ANIMATION_MS, CONFETTI_PARTICLES } from "@shared/voting/coffee-votes";
import "./confetti.css";

interface Props {
  shopName: string;
  /** Null while the season hides its counts (its final week). */
  count: number | null;
  voted: boolean;
  sending: boolean;
  /** Outside an open season: the heart is disabled, described by the page's "Voting is closed" note. */
  closedNoteId: string | null;
  /** Casts the vote; resolves true when it was counted (time to celebrate). */
  onVote: () => Promise<boolean>;
  /** A press on an already voted heart. */
  onRepeat: () => void;
}

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export function VoteButton({ shopName, count, voted, sending, closedNoteId, onVote, onRepeat }: Props) {
  const countId = useId();
  const [celebrating, setCelebrating] = useState(false);

  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(() => setCelebrating(false), VOTE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [celebrating]);

  async function handleClick() {
    if (sending) return;
    if (voted) return onRepeat();
    const counted = await onVote();
    if (counted && !prefersReducedMotion()) setCelebrating(true);
  }

  return (
    <div className="relative flex shrink-0 items-center gap-2">
      <button
        type="button"
        onClick={() => void handleClick()}
        aria-label={format(votingMessages.voteFor, { shop: shopName })}
        aria-describedby={[count === null ? null : countId, closedNoteId].filter(Boolean).join(" ") || undefined}
        aria-pressed={voted}
        aria-disabled={voted || sending}
        aria-busy={sending}
        disabled={closedNoteId !== null}
        className={`grid size-11 place-items-center rounded-full border-2 border-brand-700 transition-colors disabled:cursor-not-allowed disabled:border-gray-400 disabled:bg-gray-100 ${
          voted ? "cursor-default bg-brand-50" : "bg-white hover:bg-brand-50"
        } ${sending ? "cursor-wait" : ""} ${celebrating ? "vote-pop" : ""}`}
      >
        <Icon name="heart" className={`size-5 text-brand-700 ${voted ? "fill-brand-700" : ""}`} />
      </button>
      {count !== null && (
        <span id={countId} className="min-w-10 text-lg font-bold tabular-nums text-ink">
          {formatNumber(count)}
          <span className="sr-only"> {votingMessages.votesSuffix}</span>
        </span>
      )}
      {celebrating && <ConfettiBurst />}
    </div>
  );
}

// Thirty particles flying out from the heart. Their paths are fixed (evenly spread angles with a
// little variety by index), so rendering stays pure and every burst looks the same.
const COLORS = ["#b91c1c", "#f59e0b", "#10b981", "#3b82f6", "#ec4899", "#a16207"];

const PARTICLES = Array.from({ length: CONFETTI_PARTICLES }, (_, i) => {
  const angle = (i / CONFETTI_PARTICLES) * 2 * Math.PI + (i % 3) * 0.12;
  const distance = 34 + ((i * 17) % 30);
  return {
    "--confetti-x": `${Math.round(Math.cos(angle) * distance)}px`,
    "--confetti-y": `${Math.round(Math.sin(angle) * distance)}px`,
    "--confetti-spin": `${(i * 47) % 360}deg`,
    "--confetti-color": COLORS[i % COLORS.length],
  } as CSSProperties;
});

function ConfettiBurst() {
  return (
    <span aria-hidden className="confetti-burst">
      {PARTICLES.map((style, i) => (
        <span key={i} className="confetti-piece" style={style} />
      ))}
    </span>
  );
}
