// Reviews in the browser: the reviewer's page behind the e-mailed link (publish, where it stands, the one edit
// of a hidden review, checked with the server's schema first) and the moderators' Reviews tab (why each
// review waits, Publish, Hide with a reason from the fixed list).
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import ReviewManagePage from "@web/pages/reviews/review-manage-page";
import ReviewsSection from "@web/features/reviews/reviews-section";
import { ReviewsSlot } from "@web/pages/detail/reviews-slot";
import OwnerReviews from "@web/features/owners/owner-reviews";
import { ModerationDashboard } from "@web/features/admin/submissions/moderation-dashboard";
import { ListingCard } from "@web/components/listings/listing-card";
import { renderWithApi, type Call } from "./api-harness";
import { catchDownloads } from "./catch-downloads";
import { cardOf } from "./card-fixture";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TOKEN = "a".repeat(43);
const sent = (calls: Call[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

const view = (overrides: Record<string, unknown> = {}) => ({
  id: 4,
  status: "unconfirmed",
  kind: "review",
  stars: 5,
  text: "Warm room, kind staff and the best cardamom bun I have had this year.",
  visitMonth: "2026-10",
  displayName: "Sam",
  language: "en",
  hideReason: null,
  canEdit: true,
  listing: { title: "Harbour Bakery", path: "/shop/halifax/harbour-bakery" },
  photos: [],
  ...overrides,
});

function renderManage(handlers: Record<string, (input: unknown) => unknown>) {
  return renderWithApi(<ReviewManagePage token={TOKEN} />, handlers, `/reviews/how-it-works#${TOKEN}`);
}

describe("the reviewer's page", () => {
  it("publishes only on the button, then says the review is published", async () => {
    const user = userEvent.setup();
    let status = "unconfirmed";
    const { calls } = renderManage({
      "reviews.manage": () => view({ status }),
      "reviews.confirm": () => ((status = "published"), { status }),
    });
    expect(await screen.findByRole("heading", { name: "Your review of Harbour Bakery" })).toBeTruthy();
    expect(sent(calls, "reviews.confirm")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Publish my review" }));
    expect(await screen.findByText("Your review is published.")).toBeTruthy();
    expect(sent(calls, "reviews.confirm")).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole("button", { name: "Publish my review" })).toBeNull();
  });

  it("downloads the reviewer's data through the link as a JSON file, and says so", async () => {
    const user = userEvent.setup();
    const answer = {
      email: "sam@example.org",
      reviews: [{ id: 4, kind: "review", stars: 5, repliesReceived: [{ text: "Thank you!", writtenAt: "2026-11-02" }] }],
    };
    const download = catchDownloads();
    const { calls } = renderManage({ "reviews.manage": () => view({ status: "published" }), "reviews.myData": () => answer });
    const section = within((await screen.findByRole("heading", { name: "Your data" })).closest("section")!);
    await user.click(section.getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(section.getByRole("status").textContent).toBe("Your data was saved as local-hype-my-reviews.json."));
    expect(download.name).toBe("local-hype-my-reviews.json");
    expect(JSON.parse(await download.blob!.text())).toEqual(answer);
    expect(sent(calls, "reviews.myData")).toEqual([{ token: TOKEN }]);
  });

  it("a hidden review shows its reason and its one edit, checked before it is sent", async () => {
    const user = userEvent.setup();
    const { calls } = renderManage({
      "reviews.manage": () => view({ status: "hidden", hideReason: "off-topic" }),
      "reviews.edit": () => ({ status: "held" }),
    });
    expect(await screen.findByText(/Your review was hidden: off-topic\. You may edit it once/)).toBeTruthy();
    const text = screen.getByRole("textbox", { name: /Your review/ });
    await user.clear(text);
    await user.type(text, "Too short.");
    await user.click(screen.getByRole("button", { name: "Save my changes" }));
    expect(await screen.findByText("Your review must be at least 30 characters.")).toBeTruthy();
    expect(sent(calls, "reviews.edit")).toEqual([]);
    await user.type(text, " The rye loaf is worth the walk, every single time.");
    await user.click(screen.getByRole("button", { name: "Save my changes" }));
    await screen.findByRole("button", { name: "Save my changes" });
    expect(sent(calls, "reviews.edit")).toEqual([
      {
        token: TOKEN,
        review: {
          kind: "review",
          stars: 5,
          text: "Too short. The rye loaf is worth the walk, every single time.",
          visitMonth: "2026-10",
          displayName: "Sam",
          language: "en",
        },
        removePhotos: [],
      },
    ]);
  });

  it("takes down the photos ticked with an edit, each named by its caption or number", async () => {
    const user = userEvent.setup();
    const photo = (key: string, caption: string | null) => ({ key, src: `/api/uploads/${key}`, width: 40, height: 30, caption });
    const { calls } = renderManage({
      "reviews.manage": () => view({ status: "published", photos: [photo("r/a.webp", "The cardamom buns"), photo("r/b.webp", null)] }),
      "reviews.edit": () => ({ status: "published" }),
    });
    const photos = within(await screen.findByRole<HTMLElement>("group", { name: "Your photos" }));
    expect(photos.getByRole("img", { name: "The cardamom buns" }).getAttribute("width")).toBe("40");
    expect(photos.getByRole("img", { name: "Photo 2 by Sam" })).toBeTruthy();
    await user.click(photos.getByRole("checkbox", { name: "Take down photo 2" }));
    await user.click(screen.getByRole("button", { name: "Save my changes" }));
    await waitFor(() => expect(sent(calls, "reviews.edit")).toHaveLength(1));
    expect(sent(calls, "reviews.edit")[0]).toMatchObject({ token: TOKEN, removePhotos: ["r/b.webp"] });
  });
});

describe("the moderators' Reviews tab", () => {
  it("says why each review waits; Publish sends its id, Hide a reason from the list", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<ModerationDashboard me={{ user: { id: "mod-1", email: "mod@example.com" }, roles: ["moderator"] }} />, {
      "admin.submissions.stats": () => ({ pending: 0, approved: 0, rejected: 0, awaiting_payment: 0 }),
      "admin.submissions.list": () => ({ items: [], nextCursor: null }),
      "admin.reviews.list": () => [
        {
          id: 7,
          kind: "review",
          stars: 2,
          text: "Avis en français : le pain était rassis et le service lent.",
          visitMonth: "2026-09",
          displayName: "Lou",
          language: "fr",
          email: "lou@example.org",
          status: "published",
          holdReason: null,
          updatedAt: "2026-11-27T15:00:00.000Z",
          openReports: 2,
          reportReasons: ["off-topic", "spam"],
          photos: [{ src: "/api/uploads/c.png", width: 30, height: 40, caption: null }],
          listing: { id: 3, title: "Harbour Bakery", path: "/shop/halifax/harbour-bakery" },
        },
      ],
      "admin.reviews.decide": (input) => ({ id: 7, status: (input as { decision: string }).decision === "hide" ? "hidden" : "published" }),
    });
    await user.click(await screen.findByRole("tab", { name: "Reviews" }));
    const card = (await screen.findByRole("heading", { name: "Harbour Bakery" })).closest<HTMLElement>("article")!;
    expect(within(card).getByText("2 report(s): off-topic, spam")).toBeTruthy();
    // Its photos, judged with the text.
    expect(within(card).getByRole("img").getAttribute("src")).toBe("/api/uploads/c.png");
    expect(
      within(card)
        .getByText(/le pain était rassis/)
        .getAttribute("lang"),
    ).toBe("fr");

    await user.click(within(card).getByRole("button", { name: "Hide" }));
    const dialog = await screen.findByRole("dialog", { name: "Hide a review of Harbour Bakery" });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Reason" }), "personal information");
    await user.click(within(dialog).getByRole("button", { name: "Hide" }));
    expect(await screen.findByText("Review hidden; its author will be e-mailed the reason")).toBeTruthy();
    expect(sent(calls, "admin.reviews.decide")).toEqual([{ id: 7, decision: "hide", reason: "personal-information" }]);

    await user.click(within(card).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Review published")).toBeTruthy();
    expect(sent(calls, "admin.reviews.decide").at(-1)).toEqual({ id: 7, decision: "publish" });
  });
});

describe("a listing's reviews section", () => {
  const page = (items: unknown[], nextCursor: unknown = null) => ({ items, nextCursor });
  const item = (id: number, language: "en" | "fr", text: string) => ({
    id,
    kind: "review",
    stars: 4,
    text,
    visitMonth: "2026-10",
    displayName: `Reviewer ${id}`,
    language,
    confirmedAt: "2026-11-01T12:00:00.000Z",
    replyText: id === 1 ? "Thank you! See you Sunday." : null,
    replyAt: id === 1 ? "2026-11-02T12:00:00.000Z" : null,
    photos:
      id === 1
        ? [
            { src: "/api/uploads/a.png", width: 40, height: 30, caption: "The back room" },
            { src: "/api/uploads/b.png", width: 20, height: 20, caption: null },
          ]
        : [],
  });

  it("shows the distribution, French text marked fr on an English page, and sorts", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<ReviewsSection listingId={5} reviewable />, {
      "reviews.summary": () => ({
        distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 4 ? 2 : 0 })),
      }),
      "reviews.list": () => page([item(1, "en", "Lovely bakery with a quiet back room."), item(2, "fr", "Une boulangerie charmante et calme.")]),
    });
    expect(await screen.findByText("Une boulangerie charmante et calme.")).toBeTruthy();
    const rows = within(await screen.findByRole("list", { name: "Ratings by stars" })).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual(["5 stars0", "4 stars2", "3 stars0", "2 stars0", "1 star0"]);
    expect(screen.getByText("Une boulangerie charmante et calme.").getAttribute("lang")).toBe("fr-CA");
    expect(screen.getByText("Lovely bakery with a quiet back room.").getAttribute("lang")).toBeNull();
    expect(screen.getByText(/Thank you! See you Sunday\./).textContent).toBe("The owner replied: Thank you! See you Sunday.");
    // A review's photos: their size, and the caption as alt text, else "Photo 2 by …".
    const photos = screen.getAllByRole("img").filter((image) => image.getAttribute("src")?.startsWith("/api/uploads/"));
    expect(photos.map((image) => [image.getAttribute("alt"), image.getAttribute("width"), image.getAttribute("height")])).toEqual([
      ["The back room", "40", "30"],
      ["Photo 2 by Reviewer 1", "20", "20"],
    ]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Lowest rated");
    await screen.findAllByText(/Reviewer 1/);
    expect(calls.filter((call) => call.path === "reviews.list").map((call) => (call.input as { sort: string }).sort)).toEqual(["newest", "lowest"]);
  });

  it('"Write a review" opens the section at its form, focused; a page that takes no review now offers only "Show reviews"', async () => {
    const user = userEvent.setup();
    const handlers = { "reviews.summary": () => ({ distribution: [] }), "reviews.list": () => page([]) };
    renderWithApi(<ReviewsSlot listingId={5} writeLabel="Write a review" />, handlers);
    expect(screen.getByRole("button", { name: "Show reviews" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Write a review" }));
    const heading = await screen.findByRole("heading", { level: 3, name: "Write a review" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole("button", { name: "Show reviews" })).toBeNull();

    cleanup();
    renderWithApi(<ReviewsSlot listingId={5} writeLabel={null} />, handlers);
    expect(screen.getByRole("button", { name: "Show reviews" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Write a review" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show reviews" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Reviews" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Write a review" })).toBeNull();
  });

  it("writes a review: checked first, then sent with this browser's key, and says a link was e-mailed", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<ReviewsSection listingId={5} reviewable />, {
      "reviews.summary": () => ({ distribution: [] }),
      "reviews.list": () => page([]),
      "reviews.write": () => ({ sent: true }),
    });
    const form = await screen.findByRole("form", { name: "Write a review" });
    await user.selectOptions(within(form).getByRole("combobox", { name: /Rating/ }), "★★★★★ (5)");
    await user.type(within(form).getByRole("textbox", { name: /Your review/ }), "Warm room, kind staff and the best bun in town.");
    await user.type(within(form).getByLabelText(/Month of your visit/), "2026-10");
    await user.type(within(form).getByRole("textbox", { name: /Display name/ }), "Sam");
    await user.type(within(form).getByRole("textbox", { name: /Email/ }), "sam@example.org");
    await user.click(within(form).getByRole("button", { name: "Send my review" }));
    expect(await screen.findByText("Check your inbox: we sent you a link to publish your review.")).toBeTruthy();
    const sentWrite = calls.find((call) => call.path === "reviews.write")?.input as { browserKey: string; review: unknown };
    expect(sentWrite.browserKey).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(sentWrite.review).toEqual({
      kind: "review",
      stars: 5,
      text: "Warm room, kind staff and the best bun in town.",
      visitMonth: "2026-10",
      displayName: "Sam",
      language: "en",
    });
  });
});

describe("photos in the write form", () => {
  it("uploads the chosen photos when the review is sent, with their captions, and refuses a fourth", async () => {
    const user = userEvent.setup();
    let uploads = 0;
    const fetched = vi.spyOn(globalThis, "fetch").mockImplementation(() => {
      uploads++;
      return Promise.resolve(
        new Response(JSON.stringify({ key: `${"0".repeat(8)}-0000-0000-0000-${String(uploads).padStart(12, "0")}.png`, token: "t".repeat(43) }), {
          status: 201,
        }),
      );
    });
    const { calls } = renderWithApi(<ReviewsSection listingId={5} reviewable />, {
      "reviews.summary": () => ({ distribution: [] }),
      "reviews.list": () => ({ items: [], nextCursor: null }),
      "reviews.write": () => ({ sent: true }),
    });
    const form = await screen.findByRole("form", { name: "Write a review" });
    await user.selectOptions(within(form).getByRole("combobox", { name: /Rating/ }), "★★★★★ (5)");
    await user.type(within(form).getByRole("textbox", { name: /Your review/ }), "Warm room, kind staff and the best bun in town.");
    await user.type(within(form).getByLabelText(/Month of your visit/), "2026-10");
    await user.type(within(form).getByRole("textbox", { name: /Display name/ }), "Sam");
    await user.type(within(form).getByRole("textbox", { name: /Email/ }), "sam@example.org");
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });
    const input = within(form).getByLabelText("Photos (up to 3)");
    await user.upload(input, [png("1.png"), png("2.png"), png("3.png"), png("4.png")]);
    await user.click(within(form).getByRole("button", { name: "Send my review" }));
    expect(await within(form).findByText("A review has at most 3 photos.")).toBeTruthy();
    expect(uploads).toBe(0);

    await user.upload(input, [png("1.png"), png("2.png")]);
    await user.type(within(form).getByRole("textbox", { name: "What photo 1 shows (optional)" }), "The buns");
    await user.click(within(form).getByRole("button", { name: "Send my review" }));
    expect(await screen.findByText("Check your inbox: we sent you a link to publish your review.")).toBeTruthy();
    expect(fetched.mock.calls.map(([url]) => url)).toEqual(["/api/uploads", "/api/uploads"]);
    const sentWrite = calls.find((call) => call.path === "reviews.write")?.input as { photos: unknown };
    expect(sentWrite.photos).toEqual([
      { key: "00000000-0000-0000-0000-000000000001.png", token: "t".repeat(43), caption: "The buns" },
      { key: "00000000-0000-0000-0000-000000000002.png", token: "t".repeat(43), caption: "" },
    ]);
  });
});

describe("the owner's replies", () => {
  it("lists the listing's reviews with their reply, and sends one reply per review", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<OwnerReviews listingId={5} />, {
      "owners.reviews": () => [
        {
          id: 8,
          kind: "review",
          stars: 2,
          text: "Slow service on a Sunday.",
          displayName: "Lou",
          language: "en",
          confirmedAt: "2026-11-01T12:00:00.000Z",
          replyText: null,
          replyAt: null,
        },
      ],
      "owners.replyToReview": () => ({ edited: false }),
    });
    const box = await screen.findByRole("textbox", { name: "Your reply" });
    await user.type(box, "Sorry, Lou: we have a second barista on Sundays now.");
    await user.click(screen.getByRole("button", { name: "Publish my reply" }));
    expect(await screen.findByText("Your reply is published.")).toBeTruthy();
    expect(sent(calls, "owners.replyToReview")).toEqual([
      { listingId: 5, reviewId: 8, text: "Sorry, Lou: we have a second barista on Sundays now." },
    ]);
    expect(screen.queryByRole("button", { name: /Hide|Delete/ })).toBeNull();
  });
});

describe("a listing's card", () => {
  const card = (ratingText: string | null) =>
    cardOf({
      id: 7,
      type: "shop",
      title: "Harbour Bakery",
      excerpt: "Cardamom buns by the water.",
      city: "Halifax",
      location: "Waterfront",
      path: "/shop/halifax/harbour-bakery",
      ratingText,
    });

  it("shows the rating line the Worker worded, and none without one", () => {
    renderWithApi(<ListingCard listing={card("★ 4.6 · 12 reviews")} />, {});
    expect(within(screen.getByRole("article")).getByText("★ 4.6 · 12 reviews").tagName).toBe("SPAN");
    cleanup();
    renderWithApi(<ListingCard listing={card(null)} />, {});
    expect(screen.getByRole("article").textContent).not.toContain("★");
  });
});
