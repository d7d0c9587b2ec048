// The Ballot tab's Seasons section: each season in the city's own zone, Edit season sends the city's
// wall-clock times as typed, the form refuses a close before the opening before sending, a server
// refusal shows on its field, Add next season is prefilled with the next year's default window, and an
// opened season's window is shown locked to an editor (the server's `windowLocked`). The Vote integrity
// tab shows its days and times in the same zone, named, with the season's totals.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setClock } from "@shared/time/clock";
import BallotEditorView from "@web/features/admin/voting/ballot-editor-view";
import IntegrityView from "@web/features/admin/voting/integrity-view";
import { refusal, renderWithApi, type Handler } from "./api-harness";

afterEach(cleanup);

const toronto = { slug: "toronto", name: "Toronto", retired: false, seasons: [], shops: [] };
const season2026 = {
  year: 2026,
  opensAt: "2026-01-01T05:00:00.000Z",
  closesAt: "2027-01-01T04:59:59.000Z",
  hideFinalWeek: false,
  windowLocked: false,
};

function renderSeasons(saveSeason: Handler = (input) => input, season = season2026) {
  return renderWithApi(<BallotEditorView />, {
    "admin.ballot.cities": () => [toronto],
    "admin.ballot.seasons": () => ({ timeZone: "America/Toronto", seasons: [season] }),
    "admin.ballot.saveSeason": saveSeason,
  });
}

const saveCalls = (calls: { path: string; input: unknown }[]) => calls.filter((call) => call.path === "admin.ballot.saveSeason");

describe("Seasons", () => {
  it("lists each season in the city's time zone with its final-week rule", async () => {
    renderSeasons();
    const row = (await screen.findByRole("rowheader", { name: "2026" })).closest("tr")!;
    const table = row.closest("table")!;
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Season", "Opens", "Closes", "Counts hidden in the final week"]);
    const cells = within(row)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells[0]).toMatch(/^Jan 1, 2026, 12:00\sa\.m\.$/);
    expect(cells[1]).toMatch(/^Dec 31, 2026, 11:59\sp\.m\.$/);
    expect(cells[2]).toBe("No");
  });

  it("edits a season: the wall-clock times as typed and the final-week rule", async () => {
    const user = userEvent.setup();
    const { calls } = renderSeasons();
    await user.click(await screen.findByRole("button", { name: "Edit season 2026" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the 2026 season of Toronto" });
    const closes = within(dialog).getByLabelText(/^Closes/);
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Opens/).value).toBe("2026-01-01T00:00");
    expect((closes as HTMLInputElement).value).toBe("2026-12-31T23:59:59");
    await user.clear(closes);
    await user.type(closes, "2026-12-15T23:59");
    await user.click(within(dialog).getByRole("checkbox", { name: "Hide counts in the final 7 days" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("The 2026 season is saved.");
    expect(saveCalls(calls).map((call) => call.input)).toEqual([
      { city: "toronto", year: 2026, opens: "2026-01-01T00:00:00", closes: "2026-12-15T23:59", hideFinalWeek: true },
    ]);
  });

  it("refuses a close before the opening without sending, and shows a server refusal on its field", async () => {
    const user = userEvent.setup();
    const { calls } = renderSeasons(() => {
      throw refusal("BAD_REQUEST", "This season overlaps the 2027 season.", { opens: ["This season overlaps the 2027 season."] });
    });
    await user.click(await screen.findByRole("button", { name: "Edit season 2026" }));
    const dialog = await screen.findByRole("dialog");
    const closes = within(dialog).getByLabelText(/^Closes/);
    await user.clear(closes);
    await user.type(closes, "2025-12-31T23:59");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await within(dialog).findByText("The close must be after the opening.");
    expect(saveCalls(calls)).toEqual([]);
    await user.clear(closes);
    await user.type(closes, "2027-01-02T00:00");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await within(dialog).findByText("This season overlaps the 2027 season.");
  });

  it("adds the next season, prefilled with the year after the latest", async () => {
    const user = userEvent.setup();
    const { calls } = renderSeasons();
    await user.click(await screen.findByRole("button", { name: "Add next season" }));
    const dialog = await screen.findByRole("dialog", { name: "Add the 2027 season of Toronto" });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Opens/).value).toBe("2027-01-01T00:00");
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Closes/).value).toBe("2027-12-31T23:59:59");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("The 2027 season is saved.");
    expect(saveCalls(calls).map((call) => call.input)).toEqual([
      { city: "toronto", year: 2027, opens: "2027-01-01T00:00:00", closes: "2027-12-31T23:59:59", hideFinalWeek: false },
    ]);
  });

  it("shows an editor an opened season's opening and close disabled, saying why; the final-week rule still saves", async () => {
    const user = userEvent.setup();
    const { calls } = renderSeasons((input) => input, { ...season2026, windowLocked: true });
    await user.click(await screen.findByRole("button", { name: "Edit season 2026" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the 2026 season of Toronto" });
    const reason = "Only an admin can change the opening or close of a season that has opened: it changes the results.";
    expect(within(dialog).getByText(reason)).toBeTruthy();
    for (const label of [/^Opens/, /^Closes/]) {
      const field = within(dialog).getByLabelText<HTMLInputElement>(label);
      expect(field.disabled).toBe(true);
      expect(field.getAttribute("aria-describedby")).toContain(within(dialog).getByText(reason).id);
    }
    await user.click(within(dialog).getByRole("checkbox", { name: "Hide counts in the final 7 days" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saveCalls(calls)).toHaveLength(1));
    expect(saveCalls(calls).map((call) => call.input)).toEqual([
      { city: "toronto", year: 2026, opens: "2026-01-01T00:00:00", closes: "2026-12-31T23:59:59", hideFinalWeek: true },
    ]);
  });
});

describe("Vote integrity", () => {
  afterEach(() => setClock(null));

  it("shows the season's totals and every hour and time in the city's zone, named", async () => {
    setClock(Date.parse("2026-11-21T02:00:00Z"));
    const user = userEvent.setup();
    // 2 p.m. UTC is 9 a.m. in Toronto; the network voted from 9:00 to 9:11 a.m. there.
    const nine = Date.parse("2026-11-20T14:00:00Z");
    renderWithApi(<IntegrityView />, {
      "admin.ballot.cities": () => [{ ...toronto, seasons: [season2026] }],
      "admin.integrity.get": () => ({
        season: { year: 2026, opensAt: season2026.opensAt, closesAt: season2026.closesAt },
        timeZone: "America/Toronto",
        shops: [{ id: "pilot", name: "Pilot Coffee" }],
        day: "2026-11-20",
        hours: [{ shopId: "pilot", hour: nine, votes: 12 }],
        bursts: [{ shopId: "pilot", hour: nine, votes: 12 }],
        networks: [{ networkHash: "0123456789abcdef", votes: 12, voters: 12, firstAt: nine, lastAt: nine + 11 * 60_000 }],
        voids: [],
        counted: 40,
        removed: 3,
      }),
    });
    expect(await screen.findByText("Season total: 40 votes counted, 3 voided after review")).toBeTruthy();
    expect(screen.getByText("Every day and time here is Toronto's: America/Toronto.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Day (America/Toronto)").value).toBe("2026-11-20");
    expect(screen.getByRole("rowheader", { name: /^9:00\sa\.m\.$/ })).toBeTruthy();
    expect(screen.getByText(/^Pilot Coffee: 12 votes at 9:00\sa\.m\.$/)).toBeTruthy();
    const network = screen.getByRole("rowheader", { name: "0123456789abcdef" }).closest("tr")!;
    const cells = within(network)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells.slice(2, 4)).toEqual([expect.stringMatching(/^Nov 20, 2026, 9:00\sa\.m\.$/), expect.stringMatching(/^Nov 20, 2026, 9:11\sa\.m\.$/)]);
    await user.click(within(network).getByRole("button", { name: "Void votes" }));
    const dialog = await screen.findByRole("dialog", { name: "Void votes from network 0123456789abcdef" });
    expect(within(dialog).getByLabelText<HTMLInputElement>("From (America/Toronto)").value).toBe("2026-11-20T09:00");
    expect(within(dialog).getByLabelText<HTMLInputElement>("To (America/Toronto)").value).toBe("2026-11-20T09:11");
  });
});
