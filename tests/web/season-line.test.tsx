// The season on the voting pages: while open, when voting closes; outside an open season, "Voting is
// closed" (and when it opens again) with every heart disabled and pointing at that note.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SeasonLine } from "@web/features/voting/season-line";
import { VoteButton } from "@web/features/voting/vote-button";

afterEach(cleanup);

const season = { year: 2026, closesOn: "Dec 31, 2026", startingCounts: true, revealsOn: null };

describe("the season line and the heart", () => {
  it("says when voting closes while the season is open, and the heart votes", async () => {
    const onVote = vi.fn(() => Promise.resolve(false));
    render(
      <>
        <SeasonLine season={{ ...season, open: true, reopensOn: null }} closedNoteId="closed-note" />
        <VoteButton
          shopName="Pilot Coffee Roasters"
          count={120}
          voted={false}
          sending={false}
          closedNoteId={null}
          onVote={onVote}
          onRepeat={() => {}}
        />
      </>,
    );
    expect(screen.getByText("Voting closes Dec 31, 2026")).toBeTruthy();
    const heart = screen.getByRole("button", { name: "Vote for Pilot Coffee Roasters" });
    expect(heart.hasAttribute("disabled")).toBe(false);
    await userEvent.setup().click(heart);
    expect(onVote).toHaveBeenCalledOnce();
  });

  it("says voting is closed and when it reopens; the disabled heart points at that note and does not vote", async () => {
    const onVote = vi.fn(() => Promise.resolve(false));
    render(
      <>
        <SeasonLine season={{ ...season, open: false, reopensOn: "Jan 15, 2027" }} closedNoteId="closed-note" />
        <VoteButton
          shopName="Pilot Coffee Roasters"
          count={120}
          voted={false}
          sending={false}
          closedNoteId="closed-note"
          onVote={onVote}
          onRepeat={() => {}}
        />
      </>,
    );
    const note = screen.getByText(/^Voting is closed/);
    expect(note.textContent).toBe("Voting is closed · Voting opens again Jan 15, 2027");
    expect(note.id).toBe("closed-note");
    const heart = screen.getByRole("button", { name: "Vote for Pilot Coffee Roasters" });
    expect(heart.hasAttribute("disabled")).toBe(true);
    expect(heart.getAttribute("aria-describedby")?.split(" ")).toContain("closed-note");
    await userEvent.setup().click(heart);
    expect(onVote).not.toHaveBeenCalled();
  });

  it("without any season says only that voting is closed", () => {
    render(<SeasonLine season={null} closedNoteId="closed-note" />);
    expect(screen.getByText("Voting is closed").id).toBe("closed-note");
  });
});
