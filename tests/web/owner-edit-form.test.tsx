// The owner's "Keep it right" form: the server's own schema checks it before anything is sent (messages on
// their fields, focus on the first), a valid edit sends only the owner's fields, and the answer is announced.
// Its Photos section: the buttons and what they send, focus after a move. Its Performance section: the table twin of the chart with "< 5" for withheld counts, the period switch,
// the promotion's bars and the CSV download.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OwnerListingScreen } from "@web/features/owners/owner-listing-screen";
import SignedOutOwner from "@web/features/claims/signed-out-owner";
import { OwnerDataDownload } from "@web/features/owners/owner-data-download";
import OwnerReceipt from "@web/features/owners/owner-receipt";
import { refusal, renderWithApi } from "./api-harness";
import { catchDownloads } from "./catch-downloads";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const LISTING = {
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
  area: "parkdale" as string | null,
  lat: 43.6395 as number | null,
  lon: -79.4372 as number | null,
  requests: [
    {
      id: 3,
      changes: [{ field: "title", before: "Parkdale Paper", after: "Parkdale Paper & Press" }],
      note: null,
      createdAt: "2026-11-26T15:00:00.000Z",
    },
  ],
  holidayPrompts: [] as { date: string; name: string; question: string }[],
  photos: [] as { id: number; src: string; width: number; height: number; alt: string; alt_fr: string | null }[],
};

function renderForm() {
  return renderWithApi(<OwnerListingScreen listingId={7} />, {
    "owners.listing": () => LISTING,
    "owners.update": () => ({ changed: ["closure", "phone"] }),
    "owners.requestChange": () => ({ id: 4 }),
    "owners.performance": performance,
    "owners.payments": () => ({ promotion: null, offers: [], payments: [] }),
  });
}

const counts = (view: number | null, call: number | null = null) => ({ view, call, directions: null, website: null, save: null, share: null });

/** The server's answer: newest day first, nulls where it withheld a count under 5; 90 days has one more day. */
function performance(input: unknown) {
  const { days } = input as { days: 30 | 90 };
  const rows = [
    { day: "2026-11-27", ...counts(12, 5) },
    { day: "2026-11-20", ...counts(null) },
    ...(days === 90 ? [{ day: "2026-09-15", ...counts(40) }] : []),
  ];
  return {
    since: days === 30 ? "2026-10-30" : "2026-08-31",
    days: rows,
    totals: days === 30 ? counts(15, 6) : counts(55, 6),
    // Noon on the 25th in Toronto: the paid 30 days cover 2026-10-26 to 2026-11-25 there.
    promotedUntil: Date.UTC(2026, 10, 25, 17),
    promotion: {
      during: { from: "2026-10-26", to: "2026-11-25" },
      before: { from: "2026-09-25", to: "2026-10-25" },
      measures: [
        { kind: "view", during: 42, before: 30, change: { percent: 40 } },
        { kind: "call", during: 7, before: null, change: null },
        { kind: "directions", during: 5, before: 5, change: "same" },
        { kind: "website", during: 6, before: null, change: "new" },
        { kind: "save", during: 8, before: 10, change: { percent: -20 } },
        { kind: "share", during: null, before: null, change: null },
      ],
    },
  };
}

describe("the owner's edit form", () => {
  it("shows each field's message and sends nothing while a field is wrong", async () => {
    const user = userEvent.setup();
    const { calls } = renderForm();
    const description = await screen.findByLabelText("Description (English)");
    await user.clear(description);
    await user.clear(screen.getByLabelText("Website"));
    await user.type(screen.getByLabelText("Website"), "ftp://paper.example.com");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Description (English) is required.")).toBeTruthy();
    expect(screen.getByText("Please enter a website such as example.com or https://example.com.")).toBeTruthy();
    expect(screen.getByLabelText("Website").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Website"));
    expect(screen.getByText("Check the fields marked below.")).toBeTruthy();
    expect(calls.filter((call) => call.path === "owners.update")).toEqual([]);
  });

  it("sends the owner's fields and the closed state, and says the page shows them", async () => {
    const user = userEvent.setup();
    const { calls } = renderForm();
    await user.click(await screen.findByLabelText("Temporarily closed"));
    await user.clear(screen.getByLabelText("Phone"));
    await user.type(screen.getByLabelText("Phone"), "416-555-0199");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(screen.getByText("Saved: your page shows it now.")).toBeTruthy());
    expect(calls.find((call) => call.path === "owners.update")!.input).toEqual({
      listingId: 7,
      phone: "416-555-0199",
      website: "https://paper.example.com",
      description: "Risograph prints and zines.",
      description_fr: null,
      opening_hours: null,
      closure: "temporary",
    });
    expect(screen.getByText(/not edited here: ask our team below/)).toBeTruthy();
  });
});

describe("the owner's pin", () => {
  it("shows where the listing stands and sends the neighbourhood and point only once changed (a French decimal comma too)", async () => {
    const user = userEvent.setup();
    const { calls } = renderForm();
    const latitude = await screen.findByLabelText("Latitude");
    expect((latitude as HTMLInputElement).value).toBe("43.6395");
    expect(screen.getByLabelText<HTMLInputElement>("Longitude").value).toBe("-79.4372");
    expect(screen.getByLabelText<HTMLSelectElement>("Neighbourhood").value).toBe("parkdale");
    await user.selectOptions(screen.getByLabelText("Neighbourhood"), "queen-west");
    await user.clear(latitude);
    await user.type(latitude, "43,6469");
    await user.clear(screen.getByLabelText("Longitude"));
    await user.type(screen.getByLabelText("Longitude"), "-79.4094");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(screen.getByText("Saved: your page shows it now.")).toBeTruthy());
    expect(calls.find((call) => call.path === "owners.update")!.input).toMatchObject({
      listingId: 7,
      area: "queen-west",
      lat: 43.6469,
      lon: -79.4094,
    });
  });

  it("asks for both coordinates before sending, and shows the server's refusal of a point outside the city on the latitude", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<OwnerListingScreen listingId={7} />, {
      "owners.listing": () => LISTING,
      "owners.update": () => {
        throw refusal("BAD_REQUEST", "This point is outside Toronto.", { lat: ["This point is outside Toronto."] });
      },
      "owners.performance": performance,
    });
    await user.clear(await screen.findByLabelText("Longitude"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Please give both a latitude and a longitude, in degrees.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Latitude"));
    expect(calls.filter((call) => call.path === "owners.update")).toEqual([]);

    await user.type(screen.getByLabelText("Longitude"), "-73.6");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.getAllByText("This point is outside Toronto.").length).toBeGreaterThan(0));
    expect(screen.getByLabelText("Latitude").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("the listing's promotion", () => {
  const NONE = {
    promotion: null,
    offers: [
      { tier: "basic", name: "Basic", priceCents: 3900, renews: false },
      { tier: "pro", name: "Pro", priceCents: 9900, renews: false },
    ],
    payments: [],
  };
  const PAID = {
    id: 31,
    tier: "pro",
    amountCents: 9900,
    status: "paid",
    paidOn: "2026-11-14",
    window: { from: "2026-11-14", until: "2026-12-14" },
    receipt: true,
  };
  const RUNNING = {
    promotion: { tier: "pro", text: "Promoted with Pro until Dec 14, 2026" },
    offers: [{ tier: "pro", name: "Pro", priceCents: 9900, renews: true }],
    payments: [PAID, { ...PAID, id: 30, tier: "basic", amountCents: 3900, status: "refunded", window: null }],
  };
  const section = async () => (await screen.findByRole("heading", { name: "Promotion" })).closest("section")!;
  const render = (payments: () => unknown, path = "/owner?listing=7", more: Record<string, (input: unknown) => unknown> = {}) =>
    renderWithApi(
      <OwnerListingScreen listingId={7} />,
      { "owners.listing": () => LISTING, "owners.performance": performance, "owners.payments": payments, ...more },
      path,
    );

  it("says 'Not promoted' and offers both tiers at the server's prices; Buy sends the tier and goes to Checkout", async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const { calls } = render(() => NONE, "/owner?listing=7", { "owners.buyPromotion": () => ({ checkout_url: "https://checkout.example/cs_1" }) });
    const part = await section();
    expect(await within(part).findByText("No payments yet.")).toBeTruthy();
    expect(within(part).getByText("Not promoted")).toBeTruthy();
    expect(
      within(part)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Buy Basic — $39.00", "Buy Pro — $99.00"]);
    await user.click(within(part).getByRole("button", { name: "Buy Pro — $99.00" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.example/cs_1"));
    expect(calls.find((call) => call.path === "owners.buyPromotion")!.input).toEqual({ listingId: 7, tier: "pro" });
  });

  it("shows the promotion running now, offers its renewal, and lists the payments with a receipt link each", async () => {
    render(() => RUNNING);
    const part = await section();
    expect(await within(part).findByText("Promoted with Pro until Dec 14, 2026")).toBeTruthy();
    expect(within(part).getByText("Renewing adds 30 days after the current promotion ends.")).toBeTruthy();
    expect(
      within(part)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Renew Pro — $99.00"]);
    const items = within(part).getAllByRole("listitem");
    expect(items[0]!.textContent).toBe(
      "Pro · $99.00 CAD · paid on Sat, November 14, 2026, promoted Sat, November 14, 2026 to Mon, December 14, 2026Receipt",
    );
    expect(items[1]!.textContent).toBe("Basic · $39.00 CAD · refundedReceipt");
    const link = within(items[0]!).getByRole("link", { name: "Receipt for Pro on Sat, November 14, 2026" });
    expect(link.getAttribute("href")).toBe("/owner?receipt=31");
  });

  it("says why nothing can be bought for an unpublished listing (the server offers nothing)", async () => {
    render(() => ({ ...NONE, offers: [] }));
    const part = await section();
    expect(await within(part).findByText("This listing is not published, so a promotion could not show it.")).toBeTruthy();
    expect(within(part).queryAllByRole("button")).toEqual([]);
  });

  it("shows the server's refusal when a purchase is refused", async () => {
    const user = userEvent.setup();
    render(() => RUNNING, "/owner?listing=7", {
      "owners.buyPromotion": () => {
        throw refusal("CONFLICT", "This listing's Basic promotion runs until Dec 14, 2026: renew it, or choose another tier once it ends.");
      },
    });
    await user.click(await within(await section()).findByRole("button", { name: "Renew Pro — $99.00" }));
    expect(
      await screen.findByText("This listing's Basic promotion runs until Dec 14, 2026: renew it, or choose another tier once it ends."),
    ).toBeTruthy();
  });

  it("back from Checkout: confirming until the webhook has marked the payment paid, then says until when the promotion runs", async () => {
    let asked = 0;
    render(
      () => (++asked < 2 ? { ...NONE, payments: [{ ...PAID, status: "open", paidOn: null, window: null, receipt: false }] } : RUNNING),
      "/owner?listing=7&checkout=success",
    );
    const part = await section();
    expect(await within(part).findByText("We're confirming your payment…")).toBeTruthy();
    // The payment's own line has no receipt yet.
    expect(within(part).queryByRole("link", { name: /^Receipt/ })).toBeNull();
    expect(await within(part).findByText("Payment received — your promotion runs until Mon, December 14, 2026.", {}, { timeout: 5000 })).toBeTruthy();
    expect(
      within(part)
        .getAllByRole("status")
        .some((status) => status.textContent === "Payment received — your promotion runs until Mon, December 14, 2026."),
    ).toBe(true);
  });

  it("back from a cancelled Checkout: says nothing was charged", async () => {
    render(() => NONE, "/owner?listing=7&checkout=cancelled");
    expect(await within(await section()).findByText("Payment cancelled: nothing was charged.")).toBeTruthy();
  });
});

describe("a listing payment's receipt", () => {
  const RECEIPT = {
    number: "LH-000031",
    paid_on: "2026-11-14",
    refunded_on: null,
    status: "paid",
    tier: "pro",
    title: "Parkdale Paper & Press",
    city: "Toronto",
    promotion: { from: "2026-11-14", until: "2026-12-14" },
    amount_cents: 9900,
    tax: { lines: [{ kind: "HST", percent: 13, cents: 1139 }], taxCents: 1139, netCents: 8761 },
    registration: { gst_hst: "123456789RT0001", qst: null },
    listing_id: 7,
  };

  it("shows the server's figures with the tax of the listing's province, Print, and the way back to the listing", async () => {
    const { calls } = renderWithApi(<OwnerReceipt paymentId={31} />, { "owners.receipt": () => RECEIPT });
    const receipt = await screen.findByTestId("receipt");
    const rows = Object.fromEntries(
      within(receipt)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
    );
    expect(rows).toMatchObject({
      "Receipt number": "LH-000031",
      "HST included (13%)": "$11.39 CAD",
      "Amount before tax": "$87.61 CAD",
    });
    expect(screen.getByRole("button", { name: "Print" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to your listing" }).getAttribute("href")).toBe("/owner?listing=7");
    expect(calls.find((call) => call.path === "owners.receipt")!.input).toEqual({ payment: 31 });
  });

  it("shows the server's words for a payment that is not one of the person's listings'", async () => {
    renderWithApi(<OwnerReceipt paymentId={32} />, {
      "owners.receipt": () => {
        throw refusal("NOT_FOUND", "This receipt is not one of your listings'.");
      },
    });
    expect(await screen.findByText("This receipt is not one of your listings'.")).toBeTruthy();
  });
});

describe("holiday hours", () => {
  const CANADA_DAY = { date: "2027-07-01", name: "Canada Day", question: "Are your hours different on Canada Day (July 1)?" };

  function renderAsked() {
    let answered = false;
    const view = renderWithApi(<OwnerListingScreen listingId={7} />, {
      // Once answered, the server asks no more.
      "owners.listing": () => ({ ...LISTING, holidayPrompts: answered ? [] : [CANADA_DAY] }),
      "owners.answerHoliday": () => {
        answered = true;
        return { changed: ["opening_hours"] };
      },
      "owners.performance": performance,
    });
    return view;
  }

  it("asks the server's question and sends 'Same as usual'; the saved answer is announced", async () => {
    const user = userEvent.setup();
    const { calls } = renderAsked();
    const question = await screen.findByRole("group", { name: "Are your hours different on Canada Day (July 1)?" });
    await user.click(within(question).getByRole("button", { name: "Same as usual" }));
    expect(await screen.findByText("Saved: your page shows your hours for Canada Day.")).toBeTruthy();
    expect(calls.find((call) => call.path === "owners.answerHoliday")!.input).toEqual({ listingId: 7, date: "2027-07-01", answer: { kind: "same" } });
    expect(screen.queryByRole("group", { name: /Canada Day/ })).toBeNull();
  });

  it("sends the day's own hours from 'Set hours'", async () => {
    const user = userEvent.setup();
    const { calls } = renderAsked();
    const question = await screen.findByRole("group", { name: /Canada Day/ });
    const setHours = within(question).getByRole("button", { name: "Set hours" });
    expect(setHours.getAttribute("aria-expanded")).toBe("false");
    await user.click(setHours);
    expect(setHours.getAttribute("aria-expanded")).toBe("true");
    const opens = within(question).getByLabelText("Opens");
    await user.clear(opens);
    await user.type(opens, "11:00");
    await user.click(within(question).getByRole("button", { name: "Save these hours" }));
    await waitFor(() => expect(calls.some((call) => call.path === "owners.answerHoliday")).toBe(true));
    expect(calls.find((call) => call.path === "owners.answerHoliday")!.input).toEqual({
      listingId: 7,
      date: "2027-07-01",
      answer: { kind: "hours", ranges: [["11:00", "16:00"]] },
    });
  });
});

describe("the owner's Performance section", () => {
  const rowsOf = (table: HTMLElement) =>
    within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);

  it("shows each day with activity, newest first, '< 5' for a withheld count and the totals", async () => {
    const { calls } = renderForm();
    const table = await screen.findByRole("table", { name: "Activity since 2026-10-30: each day with any, newest first, then the totals" });
    expect(rowsOf(table)).toEqual([
      "DayViewsCallsDirectionsWebsite clicksSavesShares",
      "2026-11-27125< 5< 5< 5< 5",
      "2026-11-20< 5< 5< 5< 5< 5< 5",
      "Total156< 5< 5< 5< 5",
    ]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["2026-11-27", "2026-11-20", "Total"]);
    expect(calls.find((call) => call.path === "owners.performance")!.input).toEqual({ listingId: 7, days: 30 });

    // The chart: hidden from assistive technology, a bar per day, the promotion's days in red.
    const chart = document.querySelector("svg")!;
    expect(chart.getAttribute("aria-hidden")).toBe("true");
    const bars = [...chart.querySelectorAll("rect")];
    expect(bars).toHaveLength(30);
    const promoted = bars.filter((bar) => bar.getAttribute("class") === "fill-brand-700").map((bar) => bar.dataset.day);
    // From the period's first day to the promotion's last, but the withheld day, which is drawn pale.
    expect([promoted[0], promoted.at(-1), promoted.length]).toEqual(["2026-10-30", "2026-11-25", 26]);
    expect(chart.querySelector('[data-day="2026-11-26"]')!.getAttribute("class")).toBe("fill-gray-600");
    expect(chart.querySelector('[data-day="2026-11-20"]')!.getAttribute("class")).toBe("fill-gray-300");
    expect(screen.getByText("Red bars: days of your promotion.")).toBeTruthy();
  });

  it("compares each measure during the promotion with the days before it, with no change worded beside a '< 5'", async () => {
    renderForm();
    const table = await screen.findByRole("table", {
      name: "During your promotion (2026-10-26 to 2026-11-25) and the 31 days before it (2026-09-25 to 2026-10-25)",
    });
    expect(rowsOf(table)).toEqual([
      "MeasureDuring promotionDays beforeChange",
      "Views4230+40%",
      "Calls7< 5",
      "Directions55No change",
      "Website clicks6< 5New",
      "Saves810-20%",
      "Shares< 5< 5",
    ]);
    expect(within(table).getAllByRole("columnheader")).toHaveLength(4);
  });

  it("asks again for 90 days from the keyboard-usable switch", async () => {
    const user = userEvent.setup();
    const { calls } = renderForm();
    await screen.findByRole("table", { name: /^Activity since/ });
    screen.getByRole("radio", { name: "30 days" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "90 days" }).checked).toBe(true);
    const table = await screen.findByRole("table", { name: /^Activity since 2026-08-31/ });
    expect(rowsOf(table)).toContain("2026-09-1540< 5< 5< 5< 5< 5");
    expect(rowsOf(table)).toContain("Total556< 5< 5< 5< 5");
    expect(calls.filter((call) => call.path === "owners.performance").map((call) => call.input)).toEqual([
      { listingId: 7, days: 30 },
      { listingId: 7, days: 90 },
    ]);
    expect(document.querySelectorAll("svg rect")).toHaveLength(90);
  });

  it("downloads the same answer as a CSV named for the listing and period", async () => {
    const user = userEvent.setup();
    const download = catchDownloads();
    renderForm();
    await user.click(await screen.findByRole("button", { name: "Download CSV" }));
    expect(download.name).toBe("local-hype-parkdale-paper-press-30-days.csv");
    expect(await download.blob!.text()).toBe(
      "day,view,call,directions,website,save,share\r\n" +
        "2026-11-27,12,5,< 5,< 5,< 5,< 5\r\n" +
        "2026-11-20,< 5,< 5,< 5,< 5,< 5,< 5\r\n" +
        "total,15,6,< 5,< 5,< 5,< 5\r\n",
    );
  });
});

describe("asking the team for a change", () => {
  it("shows what waits, refuses an empty name before sending, and sends the name, address, category and note", async () => {
    const user = userEvent.setup();
    const { calls } = renderForm();
    const section = (await screen.findByRole("heading", { name: "Ask the team for a change" })).closest("section")!;
    expect(within(section).getByText("Name: Parkdale Paper → Parkdale Paper & Press")).toBeTruthy();

    const name = within(section).getByLabelText("Name");
    await user.clear(name);
    await user.click(within(section).getByRole("button", { name: "Send to the team" }));
    expect(await within(section).findByText("Name is required.")).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(calls.filter((call) => call.path === "owners.requestChange")).toEqual([]);

    await user.type(name, "Paper & Press");
    await user.selectOptions(within(section).getByLabelText("Category"), "");
    await user.type(within(section).getByLabelText("Note for the team (optional)"), "We moved next door.");
    await user.click(within(section).getByRole("button", { name: "Send to the team" }));
    expect(await within(section).findByText("Sent: our team will look at it and write to you.")).toBeTruthy();
    expect(calls.find((call) => call.path === "owners.requestChange")!.input).toEqual({
      listingId: 7,
      title: "Paper & Press",
      address: "1 Queen St W",
      category: null,
      note: "We moved next door.",
    });
  });
});

describe("signing in by e-mailed link, signed out", () => {
  const SENT = "If this address manages a listing on Local Hype, a sign-in link is on its way. It works once, for 30 minutes.";

  it("checks the address, sends it and announces the server's words", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SignedOutOwner />, { "owners.sendSignInLink": () => ({ message: SENT }) }, "/owner");
    expect(screen.getByRole("heading", { name: "Already manage a listing?" })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Email/), "not an address");
    await user.click(screen.getByRole("button", { name: "E-mail me a sign-in link" }));
    expect(screen.getByLabelText(/^Email/).getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((call) => call.path === "owners.sendSignInLink")).toEqual([]);

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), "dana@example.com");
    await user.click(screen.getByRole("button", { name: "E-mail me a sign-in link" }));
    await waitFor(() => expect(screen.getByText(SENT).getAttribute("role")).toBe("status"));
    expect(calls.find((call) => call.path === "owners.sendSignInLink")!.input).toEqual({ email: "dana@example.com" });
  });
});

describe("the people who manage a listing", () => {
  const TEAM = [
    { userId: "u-owner", email: "dana@paper.example.com", role: "owner", proof: "domain-email", verifiedAt: "2026-11-20T15:00:00.000Z" },
    { userId: "u-manager", email: "sam@example.com", role: "manager", proof: "invitation", verifiedAt: "2026-11-22T15:00:00.000Z" },
  ];
  const render = (role: "owner" | "manager") =>
    renderWithApi(<OwnerListingScreen listingId={7} />, {
      "owners.listing": () => ({ ...LISTING, role, team: TEAM }),
      "owners.performance": performance,
      "owners.inviteManager": (input) => ({ email: (input as { email: string }).email }),
      "owners.removeManager": (input) => ({ userId: (input as { userId: string }).userId }),
    });

  it("shows a manager the list without Remove or the invitation form", async () => {
    render("manager");
    const table = await screen.findByRole("table", { name: "People who manage this listing" });
    expect(within(table).getByRole("rowheader", { name: "sam@example.com" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send the invitation" })).toBeNull();
  });

  it("lets an owner remove a manager (not an owner) and invite one, announcing each and moving focus", async () => {
    const user = userEvent.setup();
    const { calls } = render("owner");
    await screen.findByRole("table", { name: "People who manage this listing" });
    expect(screen.getAllByRole("button", { name: /^Remove/ }).map((button) => button.textContent)).toEqual(["Remove sam@example.com"]);
    await user.click(screen.getByRole("button", { name: "Remove sam@example.com" }));
    await waitFor(() => expect(screen.getByText("sam@example.com no longer manages this listing.").getAttribute("role")).toBe("status"));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Their e-mail/));
    expect(calls.find((call) => call.path === "owners.removeManager")!.input).toEqual({ listingId: 7, userId: "u-manager" });

    await user.type(screen.getByLabelText(/^Their e-mail/), "lee@example.com");
    await user.click(screen.getByRole("button", { name: "Send the invitation" }));
    await waitFor(() => expect(screen.getByText("Invitation sent to lee@example.com. The link works once, for 7 days.")).toBeTruthy());
    expect(calls.find((call) => call.path === "owners.inviteManager")!.input).toEqual({ listingId: 7, email: "lee@example.com" });
  });
});

describe("the owner's data download", () => {
  it("saves the server's answer as JSON and announces it", async () => {
    const user = userEvent.setup();
    const answer = {
      exported_at: "2026-11-28T12:00:00.000Z",
      account: { email: "dana@example.com" },
      listings: [],
      claims: [],
      edits: [],
      passkeys: [],
    };
    const download = catchDownloads();
    renderWithApi(<OwnerDataDownload />, { "owners.myData": () => answer });
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Your data was saved as local-hype-my-owner-data.json."));
    expect(download.name).toBe("local-hype-my-owner-data.json");
    expect(JSON.parse(await download.blob!.text())).toEqual(answer);
  });
});

describe("the listing's photos", () => {
  const photo = (id: number, alt: string) => ({ id, src: `/api/uploads/${id}.png`, width: 40, height: 30, alt, alt_fr: null });
  /** The server as far as the section sees it: the listing's photos, in the order the last call left them. */
  function render(count = 3) {
    let photos = [
      photo(1, "The front window"),
      photo(2, "Rye loaves"),
      photo(3, "The espresso machine"),
      ...Array.from({ length: count - 3 }, (_, i) => photo(4 + i, `Shelf ${i + 1}`)),
    ].slice(0, count);
    const byIds = (ids: number[]) => ids.map((id) => photos.find((each) => each.id === id)!);
    return renderWithApi(<OwnerListingScreen listingId={7} />, {
      "owners.listing": () => ({ ...LISTING, photos }),
      "owners.performance": performance,
      "owners.reorderPhotos": (input) => {
        photos = byIds((input as { ids: number[] }).ids);
        return input;
      },
      "owners.setCover": (input) => {
        const { id } = input as { id: number };
        photos = byIds([id, ...photos.map((each) => each.id).filter((each) => each !== id)]);
        return { id };
      },
      "owners.removePhoto": (input) => {
        photos = photos.filter((each) => each.id !== (input as { id: number }).id);
        return input;
      },
      "owners.addPhoto": () => ({ id: 9 }),
    });
  }
  const section = async () => within((await screen.findByRole("heading", { name: "Photos" })).closest("section")!);

  it("shows the photos in order with their size and alt text, the first as the cover", async () => {
    render();
    const photos = await section();
    const images = photos.getAllByRole("img");
    expect(images.map((image) => image.getAttribute("alt"))).toEqual(["The front window", "Rye loaves", "The espresso machine"]);
    expect([images[0]!.getAttribute("width"), images[0]!.getAttribute("height")]).toEqual(["40", "30"]);
    expect(photos.getByText("Photo 1 of 3 · Cover")).toBeTruthy();
    expect(photos.queryByRole("button", { name: "Make cover (Photo 1 of 3)" })).toBeNull();
    expect(photos.getByRole("button", { name: "Move up (Photo 1 of 3)" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("moves a photo down from the keyboard, sends the whole order, keeps focus on the moved photo's button and announces its place", async () => {
    const user = userEvent.setup();
    const { calls } = render();
    const photos = await section();
    photos.getByRole("button", { name: "Move down (Photo 1 of 3)" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(photos.getByText("Photo moved: now 2 of 3.").getAttribute("role")).toBe("status"));
    expect(calls.find((call) => call.path === "owners.reorderPhotos")!.input).toEqual({ listingId: 7, ids: [2, 1, 3] });
    expect(photos.getAllByRole("img").map((image) => image.getAttribute("alt"))).toEqual(["Rye loaves", "The front window", "The espresso machine"]);
    expect(document.activeElement).toBe(photos.getByRole("button", { name: "Move down (Photo 2 of 3)" }));

    await user.keyboard("{Enter}");
    await waitFor(() => expect(photos.getByText("Photo moved: now 3 of 3.")).toBeTruthy());
    expect(calls.filter((call) => call.path === "owners.reorderPhotos").at(-1)!.input).toEqual({ listingId: 7, ids: [2, 3, 1] });
    expect(document.activeElement).toBe(photos.getByRole("button", { name: "Move down (Photo 3 of 3)" }));
  });

  it("makes a photo the cover, and removes one only once confirmed", async () => {
    const user = userEvent.setup();
    const { calls } = render();
    const photos = await section();
    await user.click(photos.getByRole("button", { name: "Make cover (Photo 3 of 3)" }));
    await waitFor(() => expect(photos.getByText("This photo is now the cover.")).toBeTruthy());
    expect(calls.find((call) => call.path === "owners.setCover")!.input).toEqual({ listingId: 7, id: 3 });
    expect(photos.getAllByRole("img")[0]!.getAttribute("alt")).toBe("The espresso machine");

    // happy-dom has no dialogs: the browser's confirmation answers "Cancel", then "OK".
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal("confirm", confirm);
    await user.click(photos.getByRole("button", { name: "Remove (Photo 2 of 3)" }));
    expect(confirm).toHaveBeenCalledWith("Remove this photo from your page? It is deleted for good.");
    expect(calls.filter((call) => call.path === "owners.removePhoto")).toEqual([]);
    await user.click(photos.getByRole("button", { name: "Remove (Photo 2 of 3)" }));
    await waitFor(() => expect(photos.getByText("Photo removed.")).toBeTruthy());
    expect(calls.find((call) => call.path === "owners.removePhoto")!.input).toEqual({ listingId: 7, id: 1 });
    expect(photos.getAllByRole("img")).toHaveLength(2);
  });

  it("uploads the chosen file, then sends its key and token with the alt text; asks for a file and the alt text first", async () => {
    const user = userEvent.setup();
    const upload = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ key: "k.png", token: "t" }, { status: 201 }));
    const { calls } = render();
    const photos = await section();
    await user.click(photos.getByRole("button", { name: "Add a photo" }));
    expect(photos.getByText("Choose a photo to add.")).toBeTruthy();
    expect(photos.getByText("What the photo shows (English) is required.")).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();

    await user.upload(photos.getByLabelText(/^Photo \(PNG/), new File(["png"], "front.png", { type: "image/png" }));
    await user.type(photos.getByLabelText(/^What the photo shows \(English\)/), "The counter");
    await user.type(photos.getByLabelText(/^What the photo shows \(French/), "Le comptoir");
    await user.click(photos.getByRole("button", { name: "Add a photo" }));
    await waitFor(() => expect(photos.getByText("Photo added: your page shows it now.")).toBeTruthy());
    expect(upload.mock.calls[0]![0]).toBe("/api/uploads");
    expect(calls.find((call) => call.path === "owners.addPhoto")!.input).toEqual({
      listingId: 7,
      key: "k.png",
      token: "t",
      alt: "The counter",
      alt_fr: "Le comptoir",
    });
  });

  it("disables 'Add a photo' at 10 photos and says why", async () => {
    const user = userEvent.setup();
    const { calls } = render(10);
    const photos = await section();
    const add = photos.getByRole("button", { name: "Add a photo" });
    expect(add.getAttribute("aria-disabled")).toBe("true");
    expect(add.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(add.getAttribute("aria-describedby")!)!.textContent).toBe(
      "This listing has 10 photos, the most it can have: remove one to add another.",
    );
    await user.click(add);
    expect(calls.filter((call) => call.path === "owners.addPhoto")).toEqual([]);
  });
});
