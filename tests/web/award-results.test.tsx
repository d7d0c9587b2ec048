// A season's results as people read them: the ranking table with its winner, the "votes removed after
// review" line only when the tally reports removed votes, the podium's badge code with its copy button,
// and a heart that shows no count while the season hides them; a ballot card links its shop's own page.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BadgeSnippets, ResultsTable, VotesRemoved, VoteLogLink, type SeasonResults } from "@web/features/voting/results-table";
import { VoteButton } from "@web/features/voting/vote-button";
import { OriginProvider } from "@web/lib/origin";
import { ShopCard } from "@web/features/voting/shop-card";
import { MemoryRouter } from "react-router-dom";

afterEach(cleanup);

const shop = (id: string, name: string) => ({ id, name, address: `${name} St` });
const standings = [
  { rank: 1, count: 9, shop: shop("sam", "Sam James") },
  { rank: 2, count: 7, shop: shop("pilot", "Pilot") },
  { rank: 3, count: 7, shop: shop("dark", "Dark Horse") },
  { rank: 4, count: 0, shop: shop("quantum", "Quantum") },
];
const results: SeasonResults = {
  city: { slug: "toronto", city: "Toronto", title: "Best Coffee Shops in Toronto", province: "Ontario", regionCode: "ON" },
  year: 2026,
  closed: true,
  closesOn: "Dec 31, 2026",
  startingCounts: false,
  years: [2026],
  revealsOn: null,
  standings,
  removed: 0,
  voteLog: { path: "/best-coffee-shops/toronto/2026/votes.csv", sha256: "ab".repeat(32) },
};

describe("the results", () => {
  it("ranks in the server's order with the winner marked", () => {
    render(<ResultsTable standings={standings} />);
    const rows = within(screen.getByRole("table", { name: "Ranking" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "#1Sam JamesWinnerSam James St9",
      "#2PilotPilot St7",
      "#3Dark HorseDark Horse St7",
      "#4QuantumQuantum St0",
    ]);
  });

  it("says how many votes were removed after review only when there were any", () => {
    const { container, rerender } = render(<VotesRemoved removed={0} />);
    expect(container.innerHTML).toBe("");
    rerender(<VotesRemoved removed={1} />);
    expect(screen.getByText("1 vote removed after review")).toBeTruthy();
    rerender(<VotesRemoved removed={12} />);
    expect(screen.getByText("12 votes removed after review")).toBeTruthy();
  });

  it("links a closed season's vote log with the file's SHA-256, and nothing when there is none", () => {
    const { container, rerender } = render(<VoteLogLink voteLog={null} />);
    expect(container.innerHTML).toBe("");
    rerender(<VoteLogLink voteLog={results.voteLog} />);
    const section = screen.getByRole("region", { name: "Recount it yourself" });
    expect(within(section).getByRole("link", { name: "Download the vote log (CSV)" }).getAttribute("href")).toBe(
      "/best-coffee-shops/toronto/2026/votes.csv",
    );
    expect(section.textContent).toContain(`SHA-256 of the file: ${"ab".repeat(32)}`);
  });

  it("gives each podium shop its badge code, and copies it", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(
      <OriginProvider origin="https://localhype.ca">
        <BadgeSnippets results={results} />
      </OriginProvider>,
    );
    expect(screen.getAllByRole("textbox")).toHaveLength(3);
    const code = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Badge code for Sam James" });
    const expected =
      '<a href="https://localhype.ca/best-coffee-shops/toronto/2026"><img src="https://localhype.ca/badges/toronto/2026/sam.svg" width="280" height="72" alt="Best Coffee Shops 2026 · #1 Toronto · Local Hype"></a>';
    expect(code.value).toBe(expected);
    expect(code.readOnly).toBe(true);
    await userEvent.click(screen.getAllByRole("button", { name: "Copy code" })[0]!);
    expect(writeText).toHaveBeenCalledWith(expected);
    expect(await screen.findByText("Code copied")).toBeTruthy();
  });

  it("shows no badges for a season still open", () => {
    const { container } = render(<BadgeSnippets results={{ ...results, closed: false }} />);
    expect(container.innerHTML).toBe("");
  });

  it("gives no badge to a shop without a vote, and none at all when nobody voted", () => {
    const oneVoted = standings.map((standing) => (standing.rank === 1 ? standing : { ...standing, count: 0 }));
    const { container, rerender } = render(
      <OriginProvider origin="https://localhype.ca">
        <BadgeSnippets results={{ ...results, standings: oneVoted }} />
      </OriginProvider>,
    );
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: "Badge code for Sam James" })).toBeTruthy();
    const noVotes = standings.map((standing) => ({ ...standing, count: 0 }));
    rerender(
      <OriginProvider origin="https://localhype.ca">
        <BadgeSnippets results={{ ...results, standings: noVotes }} />
      </OriginProvider>,
    );
    expect(container.innerHTML).toBe("");
  });

  it("marks no winner when nobody voted", () => {
    render(<ResultsTable standings={standings.map((standing) => ({ ...standing, count: 0 }))} />);
    expect(screen.getByRole("table", { name: "Ranking" }).textContent).not.toContain("Winner");
  });
});

describe("a heart while counts are hidden", () => {
  it("shows no count and is described by nothing missing", () => {
    render(
      <VoteButton
        shopName="Pilot"
        count={null}
        voted={false}
        sending={false}
        closedNoteId={null}
        onVote={() => Promise.resolve(true)}
        onRepeat={() => {}}
      />,
    );
    const heart = screen.getByRole("button", { name: "Vote for Pilot" });
    expect(heart.getAttribute("aria-describedby")).toBeNull();
    expect(screen.queryByText("votes")).toBeNull();
  });
});

describe("a ballot card", () => {
  const cafe = {
    id: "pilot-roastery",
    name: "Pilot Coffee Roasters",
    description: "A roastery tasting room in Leslieville with espresso, filter flights and bags to go.",
    address: "50 Wagstaff Dr",
    city: "Toronto",
    reviews: 800,
    tags: ["roaster"],
  };
  const card = (shop: typeof cafe & { listingPath?: string }) => (
    <MemoryRouter>
      <ShopCard shop={shop} count={3} voted={false} sending={false} closedNoteId={null} priority={false} onVote={vi.fn()} onRepeat={vi.fn()} />
    </MemoryRouter>
  );

  it("links the shop's listing page beside Google Maps, and shows no link for a shop without one", () => {
    const { rerender } = render(card({ ...cafe, listingPath: "/shop/toronto/pilot-roastery" }));
    expect(screen.getByRole("link", { name: /^View listing.*\(Pilot Coffee Roasters\)$/ }).getAttribute("href")).toBe("/shop/toronto/pilot-roastery");
    expect(screen.getByRole("link", { name: /View on Google Maps/ })).toBeTruthy();
    rerender(card(cafe));
    expect(screen.queryByRole("link", { name: /View listing/ })).toBeNull();
  });
});
