// Saved places in the browser: the Save toggle and its store (localStorage, the cap, other tabs), and the
// Saved page's states (empty, the list with Remove, a place no longer listed, a shared list with Save all)
// in English and French.
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import { SAVED_PLACES_KEY, SAVED_PLACES_MAX } from "@shared/saved/saved-places";
import * as clock from "@shared/time/clock";
import { SaveToggle } from "@web/components/listings/save-toggle";
import { savedPlacesStore } from "@web/lib/saved-places";
import type { ListingSummary } from "@web/lib/trpc";
import SavedPage from "@web/pages/saved/saved-page";
import { CountedSave } from "@web/pages/detail/detail-body";
import { ACTIVITY_BEACON_PATH } from "@shared/activity/beacon-path";
import { renderWithApi } from "./api-harness";
import { cardOf } from "./card-fixture";

const stored = () => JSON.parse(localStorage.getItem(SAVED_PLACES_KEY) ?? "[]") as { id: number; savedAt: number }[];

/** Another tab's write: the storage changes, then this tab hears the `storage` event. */
function otherTabWrites(value: string | null, key: string | null = SAVED_PLACES_KEY) {
  if (value === null) localStorage.clear();
  else localStorage.setItem(SAVED_PLACES_KEY, value);
  act(() => {
    window.dispatchEvent(new StorageEvent("storage", { key }));
  });
}

function card(id: number, title: string): ListingSummary {
  return cardOf({ id, type: "gem", title, path: `/gems/toronto/${title.toLowerCase().replaceAll(" ", "-")}` });
}

const CARDS = [card(1, "Quiet Park"), card(2, "Tiny Bakery"), card(3, "Old Bookshop")];
/** The saved-cards query answering from CARDS; ids it does not know are no longer listed. */
const savedCards = (input: unknown) => {
  const { ids } = input as { ids: number[] };
  return { items: CARDS.filter((one) => ids.includes(one.id)), unlisted: ids.filter((id) => !CARDS.some((one) => one.id === id)) };
};

beforeEach(async () => {
  setLocaleSource(() => "en");
  clock.setClock(Date.UTC(2026, 10, 25, 12));
  // Every test starts with nothing saved (the store is one per tab, like the page's).
  await savedPlacesStore();
  otherTabWrites(null, null);
});

afterEach(() => {
  cleanup();
  clock.setClock(null);
});

describe("the Save toggle and the saved store", () => {
  it("saves in localStorage with the time and says so, then removes, in English", async () => {
    const user = userEvent.setup();
    renderWithApi(<SaveToggle id={5} path="/gems/toronto/quiet-park" className="" />, {});
    await user.click(screen.getByRole("button", { name: "Save", pressed: false }));
    expect(await screen.findByRole("button", { name: "Saved", pressed: true })).toBeTruthy();
    expect(stored()).toEqual([{ id: 5, savedAt: Date.UTC(2026, 10, 25, 12) }]);
    await user.click(screen.getByRole("button", { name: "Saved" }));
    expect(await screen.findByRole("button", { name: "Save", pressed: false })).toBeTruthy();
    expect(stored()).toEqual([]);
  });

  it("names the button in French, and a detail page's shows its name", async () => {
    setLocaleSource(() => "fr");
    const user = userEvent.setup();
    renderWithApi(<SaveToggle id={6} path="/gems/toronto/x" labelled className="" />, {});
    const button = screen.getByRole("button", { name: "Enregistrer", pressed: false });
    expect(button.textContent).toBe("Enregistrer");
    await user.click(button);
    expect(await screen.findByRole("button", { name: "Enregistré", pressed: true })).toBeTruthy();
  });

  it("keeps the newest first and at most the cap", async () => {
    const full = Array.from({ length: SAVED_PLACES_MAX }, (_, i) => ({ id: i + 1, savedAt: 1000 - i }));
    otherTabWrites(JSON.stringify(full));
    const store = await savedPlacesStore();
    store.savePlace(900, "/gems/toronto/new");
    expect(stored()).toHaveLength(SAVED_PLACES_MAX);
    expect(stored()[0]).toEqual({ id: 900, savedAt: Date.UTC(2026, 10, 25, 12) });
    expect(stored().some((place) => place.id === SAVED_PLACES_MAX)).toBe(false);
  });

  it("follows another tab's changes, and ignores other keys", async () => {
    renderWithApi(<SaveToggle id={7} path="/gems/toronto/x" className="" />, {});
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
    otherTabWrites(JSON.stringify([{ id: 7, savedAt: 1 }]));
    expect(await screen.findByRole("button", { name: "Saved", pressed: true })).toBeTruthy();
    localStorage.setItem(SAVED_PLACES_KEY, "[]");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "coffee-votes-toronto" }));
    });
    expect(screen.getByRole("button", { name: "Saved" })).toBeTruthy();
    otherTabWrites("[]");
    expect(await screen.findByRole("button", { name: "Save", pressed: false })).toBeTruthy();
  });
});

describe("the Saved page", () => {
  it("says nothing is saved yet and leads to places, in English and French", async () => {
    renderWithApi(<SavedPage />, { "listings.saved": savedCards }, "/saved");
    expect(screen.getByRole("heading", { level: 1, name: "Saved places" })).toBeTruthy();
    expect(await screen.findByText("Nothing saved yet. Press Save on any place to keep it here.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find places to save" }).getAttribute("href")).toBe("/");
    cleanup();
    setLocaleSource(() => "fr");
    renderWithApi(<SavedPage />, { "listings.saved": savedCards }, "/saved");
    expect(screen.getByRole("heading", { level: 1, name: "Lieux enregistrés" })).toBeTruthy();
    expect(
      await screen.findByText("Rien d'enregistré pour l'instant. Appuyez sur Enregistrer sur n'importe quel lieu pour le garder ici."),
    ).toBeTruthy();
  });

  it("lists the saved places newest first, says which one is no longer listed, removes, and links the list", async () => {
    otherTabWrites(
      JSON.stringify([
        { id: 1, savedAt: 10 },
        { id: 3, savedAt: 30 },
        { id: 44, savedAt: 20 },
      ]),
    );
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SavedPage />, { "listings.saved": savedCards }, "/saved");
    const titles = await screen.findAllByRole("heading", { level: 2, name: /Park|Bookshop/ });
    expect(titles.map((heading) => heading.textContent)).toEqual(["Old Bookshop", "Quiet Park"]);
    expect(calls.find((call) => call.path === "listings.saved")?.input).toEqual({ ids: [1, 3, 44] });
    expect(screen.getByText("3 saved places")).toBeTruthy();
    const items = screen.getAllByRole("listitem");
    expect(within(items[1]!).getByText("This place is no longer listed.")).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Link to your list" }).value).toBe("/saved?ids=3,44,1");
    await user.click(within(items[1]!).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByText("This place is no longer listed.")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Remove Old Bookshop" }));
    await waitFor(() =>
      expect(screen.getAllByRole("heading", { level: 2, name: /Park|Bookshop/ }).map((h) => h.textContent)).toEqual(["Quiet Park"]),
    );
    expect(stored()).toEqual([{ id: 1, savedAt: 10 }]);
    expect(screen.getByText("1 saved place")).toBeTruthy();
  });

  it("says so in French for a place no longer listed", async () => {
    setLocaleSource(() => "fr");
    otherTabWrites(JSON.stringify([{ id: 44, savedAt: 20 }]));
    renderWithApi(<SavedPage />, { "listings.saved": savedCards }, "/saved");
    expect(await screen.findByText("Ce lieu n'est plus répertorié.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retirer" })).toBeTruthy();
    expect(screen.getByText("1 lieu enregistré")).toBeTruthy();
  });

  it("shows a shared list read-only, and Save all keeps its listed places in this browser", async () => {
    otherTabWrites(JSON.stringify([{ id: 2, savedAt: 5 }]));
    const user = userEvent.setup();
    renderWithApi(<SavedPage />, { "listings.saved": savedCards }, "/saved?ids=3,1,44");
    expect(screen.getByRole("heading", { level: 1, name: "A shared list" })).toBeTruthy();
    expect(await screen.findByText("This place is no longer listed.")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Old Bookshop", "Quiet Park"]);
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Link to your list" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save all" }));
    expect(await screen.findByText(/All saved\. They are now in your own list\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See your saved places" }).getAttribute("href")).toBe("/saved");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Save all" }).disabled).toBe(true);
    expect(stored().map((place) => place.id)).toEqual([3, 1, 2]);
  });

  it("offers « Tout enregistrer » on a shared list in French", async () => {
    setLocaleSource(() => "fr");
    const user = userEvent.setup();
    renderWithApi(<SavedPage />, { "listings.saved": savedCards }, "/saved?ids=2");
    expect(screen.getByRole("heading", { level: 1, name: "Une liste partagée" })).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Tout enregistrer" }));
    expect(await screen.findByText(/Tout est enregistré\./)).toBeTruthy();
    expect(stored().map((place) => place.id)).toEqual([2]);
  });
});

describe("the listing page's Save", () => {
  it("counts a save for the listing's page once per save, never an unsave", async () => {
    const sendBeacon = vi.fn((_path: string, _body: string) => true);
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
    const user = userEvent.setup();
    renderWithApi(<CountedSave listing={{ id: 9, path: "/gems/toronto/quiet-park" }} />, {});
    await user.click(screen.getByRole("button", { name: "Save", pressed: false }));
    await user.click(await screen.findByRole("button", { name: "Saved", pressed: true }));
    expect(await screen.findByRole("button", { name: "Save", pressed: false })).toBeTruthy();
    expect(sendBeacon.mock.calls).toEqual([[ACTIVITY_BEACON_PATH, JSON.stringify({ listingId: 9, kind: "save" })]]);
  });
});
