// Reviews in the browser: the reviewer's page behind the e-mailed link (publish, where it stands, the one edit
// of a hidden review, checked with the server's schema first) and the moderators' Reviews tab (why each
// review waits, Publish, Hide with a reason from the fixed list).
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import ReviewManagePage from "@web/pages/review-manage/review-manage-page";
import { ModerationDashboard } from "@web/features/admin/submissions/moderation-dashboard";
import { renderWithApi, type Call } from "./api-harness";

afterEach(cleanup);

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
  ...overrides,
});

function renderManage(handlers: Record<string, (input: unknown) => unknown>) {
  return renderWithApi(
    <Routes>
      <Route path="/reviews/manage/:token" element={<ReviewManagePage />} />
    </Routes>,
    handlers,
    `/reviews/manage/${TOKEN}`,
  );
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
      },
    ]);
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
          listing: { id: 3, title: "Harbour Bakery", path: "/shop/halifax/harbour-bakery" },
        },
      ],
      "admin.reviews.decide": (input) => ({ id: 7, status: (input as { decision: string }).decision === "hide" ? "hidden" : "published" }),
    });
    await user.click(await screen.findByRole("tab", { name: "Reviews" }));
    const card = (await screen.findByRole("heading", { name: "Harbour Bakery" })).closest<HTMLElement>("article")!;
    expect(within(card).getByText("2 report(s): off-topic, spam")).toBeTruthy();
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
