// A list whose total stopped at its cap (an events date window past 50) says so under its cards, in
// English and French, and keeps saying it as "Load more" appends pages past the cap. An empty list
// names the next event when a date window is empty, and suggests another city only when one is chosen.
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import { WINDOW_COUNT_CAP } from "@shared/listings/paging";
import { ListingPages } from "@web/components/listings/listing-pages";
import type { ListingSummary, RouterOutputs } from "@web/lib/trpc";
import { emptyListText } from "@web/pages/list/list-page";
import { renderWithApi } from "./api-harness";
import { cardOf } from "./card-fixture";

type ListPage = Omit<RouterOutputs["listings"]["list"], "city" | "areas">;

function card(id: number): ListingSummary {
  return cardOf({
    id,
    type: "event",
    title: `Night Market ${id}`,
    excerpt: "Stalls and music.",
    date: "2026-06-06",
    path: `/events/toronto/night-market-${id}`,
  });
}

/** Cards per page here: two pages pass the cap (the app's pages hold PAGE_SIZE; fewer cards render faster). */
const SHOWN = WINDOW_COUNT_CAP / 2 + 1;

/** Page `n` (1-based) of a window holding more events than its count's cap. */
const page = (n: number): ListPage => ({
  items: Array.from({ length: SHOWN }, (_, i) => card((n - 1) * SHOWN + i + 1)),
  total: WINDOW_COUNT_CAP,
  totalCapped: true,
  page: n === 1 ? 1 : null,
  nextAfter: null,
  nextCursor: `${n}.${n}`,
});

const filter = { type: "event", when: "month" } as const;

afterEach(() => {
  cleanup();
  setLocaleSource(() => "en");
});

describe("a capped count", () => {
  it("reads 'Showing 26 of 50+', and never fewer than the cards shown once pages pass the cap", async () => {
    const { calls } = renderWithApi(
      <ListingPages first={page(1)} filter={filter} search={new URLSearchParams("when=month")} emptyText="None." />,
      { "listings.list": (input) => page(Number((input as { cursor: string }).cursor.split(".")[0]) + 1) },
      "/events?when=month",
    );
    expect(screen.getByRole("status").textContent).toBe("Showing 26 of 50+");
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect((await screen.findByText("Showing 52 of 52+")).getAttribute("role")).toBe("status");
    expect(calls.map((call) => call.input)).toEqual([{ ...filter, cursor: "1.1" }]);
  });

  it("in French", () => {
    setLocaleSource(() => "fr");
    renderWithApi(<ListingPages first={page(1)} filter={filter} search={new URLSearchParams()} emptyText="Aucun." />, {});
    expect(screen.getByRole("status").textContent).toBe("Affichage de 26 sur 50 et plus");
  });
});

describe("an empty list", () => {
  const lumiere: ListingSummary = {
    ...card(13),
    title: "Montréal en Lumière",
    city: "Montreal",
    occurrence: { day: "2027-02-18", lastDay: "2027-03-06", startTime: null, endTime: null },
  };

  it("names the next event, in the city chosen or in any city, in English and French", () => {
    expect(emptyListText("Montreal", lumiere)).toBe("Next in Montreal: Montréal en Lumière, Thu, February 18, 2027");
    expect(emptyListText(undefined, lumiere)).toBe("Next: Montréal en Lumière in Montreal, Thu, February 18, 2027");
    setLocaleSource(() => "fr");
    expect(emptyListText("Montreal", lumiere)).toBe("Prochain événement à Montréal\u00a0: Montréal en Lumière, jeu. 18 février 2027");
    expect(emptyListText(undefined, lumiere)).toBe("Prochain événement\u00a0: Montréal en Lumière à Montréal, jeu. 18 février 2027");
  });

  it("suggests another city only when one city is shown", () => {
    expect(emptyListText("Toronto", undefined)).toBe("Nothing here yet. Try another city.");
    expect(emptyListText(undefined, undefined)).toBe("Nothing here yet.");
    setLocaleSource(() => "fr");
    expect(emptyListText(undefined, undefined)).toBe("Rien ici pour l'instant.");
  });
});
