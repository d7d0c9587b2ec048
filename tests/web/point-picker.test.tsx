// The map picker under the place fields: "Choose on a map" loads it on the press; it opens on the fields'
// point, else the chosen neighbourhood's centre, else the city's; the look-up's matches move the point;
// "Use this point" fills the latitude and longitude as typing would (the submit form and the owner's form
// and the staff editor then send them as numbers), Cancel and Escape change nothing (Escape leaves the
// editor's dialog open), and focus returns to the button.
// happy-dom has no WebGL: the map itself says it could not be drawn, and every other part still works
// (the map's own moves are tested in Chromium: tests/e2e/point-picker.e2e.ts).
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import { SubmissionForm } from "@web/features/submissions/submission-form";
import { OwnerListingScreen } from "@web/features/owners/owner-listing-screen";
import { ListingEditor } from "@web/features/admin/listings/listing-editor";
import { pointReadout } from "@web/components/map/point-readout";
import { renderWithApi } from "./api-harness";
import { curationDetail } from "./curation-detail";
import { fillSubmission } from "./submission-fill";

afterEach(() => {
  cleanup();
  setLocaleSource(() => "en");
  vi.unstubAllGlobals();
});

const NORTH_END = { kind: "area", name: "North End Halifax", language: "en", where: null, lat: 44.6565, lon: -63.595 };
const AGRICOLA = { kind: "listing", name: "Agricola Street Books", language: "en", where: "2530 Agricola St", lat: 44.65691, lon: -63.59012 };

/** The look-up as the server answers it: Halifax's North End and a bookshop, or nothing. */
const lookup = (input: unknown) => {
  const { q } = input as { city: string; q: string };
  return "north end halifax".startsWith(q.toLowerCase()) ? [NORTH_END] : q.toLowerCase().startsWith("agri") ? [AGRICOLA] : [];
};

async function openPicker(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Choose on a map" }));
  const picker = await screen.findByRole("region", { name: "Choose the point on a map" }, { timeout: 15_000 });
  // No WebGL here: a sentence instead of a broken map.
  expect((await within(picker).findByRole("alert", {}, { timeout: 15_000 })).textContent).toBe(
    "The map could not be loaded. You can still type the latitude and longitude.",
  );
  return picker;
}

const readout = (picker: HTMLElement) => picker.querySelector("output")!.textContent;
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

describe("the map picker on the submit form", () => {
  it("loads on the press, finds a neighbourhood, and its point fills the fields and is sent as numbers", async () => {
    // The Worker without a basemap archive.
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(null, { status: 204 })));
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.create": () => ({ received: true }), "places.lookup": lookup });
    await fillSubmission(user, { title: "Agricola Books", type: "shop", description: "Second-hand books." });
    expect(screen.queryByRole("region", { name: "Choose the point on a map" })).toBeNull();
    const picker = await openPicker(user);
    expect(screen.getByRole("button", { name: "Choose on a map" }).getAttribute("aria-expanded")).toBe("true");
    // Halifax's centre, with no point and no neighbourhood in the fields; the search box has the focus.
    expect(readout(picker)).toBe("Point: 44.6488, -63.5752");
    const find = within(picker).getByLabelText("Find a place or neighbourhood");
    expect(document.activeElement).toBe(find);

    // One letter asks nothing; two do, once typing pauses.
    await user.type(find, "N");
    await user.type(find, "orth");
    const match = await within(picker).findByRole("button", { name: "North End Halifax — Neighbourhood" });
    const asked = calls.filter((call) => call.path === "places.lookup").map((call) => call.input);
    expect(asked).toEqual([{ city: "Halifax", q: "North" }]);
    await user.click(match);
    // Said in the picker's status line (the readout under the map is a live output of its own).
    expect(
      within(picker)
        .getAllByRole("status")
        .map((status) => status.textContent),
    ).toContain("The map is centred on North End Halifax.");
    expect(readout(picker)).toBe("Point: 44.6565, -63.5950");

    await user.click(within(picker).getByRole("button", { name: "Use this point" }));
    expect(screen.queryByRole("region", { name: "Choose the point on a map" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Choose on a map" }));
    expect([field("Latitude"), field("Longitude")]).toEqual(["44.65650", "-63.59500"]);

    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    await waitFor(() => expect(calls.filter((call) => call.path === "submissions.create")).toHaveLength(1));
    expect(calls.find((call) => call.path === "submissions.create")!.input).toMatchObject({ city: "Halifax", lat: 44.6565, lon: -63.595 });
  });

  it("says when nothing matches, chooses the first match on Enter, and closes on Escape or Cancel without a change", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(null, { status: 204 })));
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.create": () => ({ received: true }), "places.lookup": lookup });
    await fillSubmission(user, { title: "Quinpool Café", type: "gem", description: "Espresso." });
    let picker = await openPicker(user);
    const find = within(picker).getByLabelText("Find a place or neighbourhood");
    await user.type(find, "zz");
    expect(await within(picker).findByText("No place of ours matches.")).toBeTruthy();
    await user.clear(find);
    await user.type(find, "agri");
    expect(await within(picker).findByRole("button", { name: "Agricola Street Books — 2530 Agricola St" })).toBeTruthy();
    // Enter in the box chooses the first match; it never sends the form.
    await user.keyboard("{Enter}");
    expect(readout(picker)).toBe("Point: 44.6569, -63.5901");
    expect(calls.filter((call) => call.path === "submissions.create")).toEqual([]);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Choose the point on a map" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Choose on a map" }));
    expect([field("Latitude"), field("Longitude")]).toEqual(["", ""]);

    picker = await openPicker(user);
    await user.click(within(picker).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("region", { name: "Choose the point on a map" })).toBeNull();
    expect([field("Latitude"), field("Longitude")]).toEqual(["", ""]);
  });

  it("opens on the chosen neighbourhood's centre, asked of the look-up, or on the point the fields hold", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(null, { status: 204 })));
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "places.lookup": lookup });
    await fillSubmission(user, { title: "Hydrostone Market", type: "gem", description: "Shops." });
    await user.selectOptions(await screen.findByLabelText("Neighbourhood"), "north-end-halifax");
    let picker = await openPicker(user);
    expect(readout(picker)).toBe("Point: 44.6565, -63.5950");
    expect(calls.filter((call) => call.path === "places.lookup").map((call) => call.input)).toEqual([{ city: "Halifax", q: "North End Halifax" }]);
    await user.click(within(picker).getByRole("button", { name: "Cancel" }));
    await user.type(screen.getByLabelText("Latitude"), "44,6601");
    await user.type(screen.getByLabelText("Longitude"), "-63.5872");
    picker = await openPicker(user);
    expect(readout(picker)).toBe("Point: 44.6601, -63.5872");
  });
});

describe("the map picker on the owner's form", () => {
  it("moves the pin: the point it fills is sent with the place, as a typed one is", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(null, { status: 204 })));
    const user = userEvent.setup();
    const kensington = { kind: "area", name: "Kensington Market", language: "en", where: null, lat: 43.6547, lon: -79.4005 };
    const { calls } = renderWithApi(<OwnerListingScreen listingId={7} />, {
      "owners.listing": () => OWNED,
      "owners.update": () => ({ changed: ["lat", "lon"] }),
      "owners.performance": () => ({ since: "2026-10-30", days: [], totals: null, promotedUntil: null, promotion: null }),
      "owners.payments": () => ({ promotion: null, offers: [], payments: [] }),
      "places.lookup": () => [kensington],
    });
    const picker = await openPicker(user);
    // The listing's stored point.
    expect(readout(picker)).toBe("Point: 43.6395, -79.4372");
    await user.type(within(picker).getByLabelText("Find a place or neighbourhood"), "kensington");
    await user.click(await within(picker).findByRole("button", { name: "Kensington Market — Neighbourhood" }));
    await user.click(within(picker).getByRole("button", { name: "Use this point" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls.filter((call) => call.path === "owners.update")).toHaveLength(1));
    expect(calls.find((call) => call.path === "owners.update")!.input).toMatchObject({ listingId: 7, area: "parkdale", lat: 43.6547, lon: -79.4005 });
  });
});

describe("the map picker in the staff editor", () => {
  it("closes on Escape without closing the editor, and its point is saved with both coordinates", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(null, { status: 204 })));
    const user = userEvent.setup();
    const gastown = { kind: "area", name: "Gastown", language: "en", where: null, lat: 49.2835, lon: -123.1066 };
    const { calls } = renderWithApi(<ListingEditor id={30} title="Main Street Mercantile" open onOpenChange={() => undefined} />, {
      "admin.listings.get": () => curationDetail({ id: 30 }),
      "admin.listings.update": () => ({ listing: curationDetail({ id: 30 }), changed: ["lat", "lon"] }),
      "places.lookup": () => [gastown],
    });
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByDisplayValue("Main Street Mercantile");
    let picker = await openPicker(user);
    // The listing's stored point.
    expect(readout(picker)).toBe("Point: 49.2634, -123.1007");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Choose the point on a map" })).toBeNull();
    expect(screen.getByRole("dialog")).toBe(dialog);

    picker = await openPicker(user);
    await user.type(within(picker).getByLabelText("Find a place or neighbourhood"), "gastown");
    await user.click(await within(picker).findByRole("button", { name: "Gastown — Neighbourhood" }));
    await user.click(within(picker).getByRole("button", { name: "Use this point" }));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls.filter((call) => call.path === "admin.listings.update")).toHaveLength(1));
    expect(calls.find((call) => call.path === "admin.listings.update")!.input).toMatchObject({
      area: "mount-pleasant",
      lat: 49.2835,
      lon: -123.1066,
    });
  });
});

describe("the picker's readout", () => {
  it("says the point to four decimals, with a decimal comma in French", () => {
    expect(pointReadout({ lat: 45.52314, lon: -73.59704 })).toBe("Point: 45.5231, -73.5970");
    setLocaleSource(() => "fr");
    expect(pointReadout({ lat: 45.52314, lon: -73.59704 })).toBe("Point\u00a0: 45,5231 et -73,5970");
  });
});

const OWNED = {
  id: 7,
  type: "shop",
  title: "Parkdale Paper & Press",
  city: "Toronto",
  slug: null,
  status: "published",
  phone: "416-555-0100",
  website: "https://paper.example.com",
  description: "Risograph prints and zines.",
  description_fr: null,
  opening_hours: null,
  closure: null,
  isPlace: true,
  role: "manager",
  team: [],
  address: "1 Queen St W",
  category: "bookstores",
  area: "parkdale",
  lat: 43.6395,
  lon: -79.4372,
  requests: [],
  holidayPrompts: [],
  photos: [],
};
