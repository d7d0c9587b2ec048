// The admin's Payments view: it lists attempts with their Stripe ids, asks the server again when a
// filter changes, shows the totals per month, exports the shown rows as an RFC 4180 CSV file, refunds a paid
// payment after a dialog naming its amount, and opens a row's submission in the queue.
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import PaymentsView from "@web/features/admin/payments/payments-view";
import { renderWithApi } from "./api-harness";
import { catchDownloads } from "./catch-downloads";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const paid = {
  id: 7,
  created_at: "2026-11-03T15:04:00.000Z",
  submission_id: 41,
  title: 'The "Best" Bakery',
  submission_status: "approved",
  listing_id: null,
  listing_title: null,
  tier: "pro",
  amount_cents: 9900,
  currency: "cad",
  status: "paid",
  provider: "stripe",
  checkout_session_id: "cs_test_a1",
  payment_intent_id: "pi_test_b2",
  refund_id: null,
};
const refunded = {
  ...paid,
  id: 8,
  submission_id: 42,
  title: "Harbour Nights",
  tier: "basic",
  amount_cents: 3900,
  status: "refunded",
  refund_id: "re_test_c3",
};
const totals = [{ month: "2026-11", paid_cents: 9900, refunded_cents: 3900, count: 2 }];
const noOpen = () => undefined;
const noneAwaiting = { "admin.payments.refundsAwaiting": () => [] };
const held = {
  id: 9,
  submission_id: 43,
  title: "Bulk Rejected Gem",
  tier: "basic",
  amount_cents: 3900,
  currency: "cad",
  rejected_at: "2026-11-04T10:00:00.000Z",
};

describe("PaymentsView", () => {
  it("lists attempts with tier, amount, status and Stripe ids, and the totals per month", async () => {
    renderWithApi(<PaymentsView onOpenSubmission={noOpen} />, {
      "admin.payments.list": () => ({ payments: [paid, refunded], totals }),
      ...noneAwaiting,
    });
    const table = (await screen.findByText('#41 The "Best" Bakery')).closest("table")!;
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Date", "Submission or listing", "Tier", "Amount", "Status", "Stripe ids"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['#41 The "Best" Bakery', "Pro", "$99.00 CAD", "PaidRefund", "cs_test_a1 · pi_test_b2"],
      ["#42 Harbour Nights", "Basic", "$39.00 CAD", "Refunded", "cs_test_a1 · pi_test_b2 · re_test_c3"],
    ]);
    const totalsTable = screen.getByRole("heading", { name: "Totals per month" }).nextElementSibling as HTMLElement;
    expect(
      within(totalsTable)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["2026-11", "$99.00 CAD", "$39.00 CAD", "2"]);
  });

  it("asks the server again with the chosen status and month, and says when nothing matches", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<PaymentsView onOpenSubmission={noOpen} />, {
      "admin.payments.list": (input) =>
        (input as { status?: string }).status === "failed" ? { payments: [], totals: [] } : { payments: [paid], totals },
      ...noneAwaiting,
    });
    await screen.findByText('#41 The "Best" Bakery');
    await user.selectOptions(screen.getByLabelText("Payment status"), "failed");
    expect(await screen.findByText("No payments match.")).toBeTruthy();
    await user.type(screen.getByLabelText("Month"), "2026-10");
    await vi.waitFor(() => expect(calls.at(-1)).toEqual({ path: "admin.payments.list", input: { status: "failed", month: "2026-10" } }));
    expect(calls.find((call) => call.path === "admin.payments.list")).toEqual({ path: "admin.payments.list", input: {} });
  });

  it("exports the shown rows as CSV, every field quoted", async () => {
    const user = userEvent.setup();
    const download = catchDownloads();
    renderWithApi(<PaymentsView onOpenSubmission={noOpen} />, { "admin.payments.list": () => ({ payments: [paid], totals }), ...noneAwaiting });
    await screen.findByText('#41 The "Best" Bakery');
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(download.count).toBe(1);
    expect(await download.blob!.text()).toBe(
      '"date","submission_id","title","listing_id","listing_title","tier","amount_cents","currency","status","provider","checkout_session_id","payment_intent_id","refund_id"\r\n' +
        '"2026-11-03T15:04:00.000Z","41","The ""Best"" Bakery","","","pro","9900","cad","paid","stripe","cs_test_a1","pi_test_b2",""\r\n',
    );
  });

  it("lists refunds awaiting approval; Approve refunds one, says so and asks for both lists again", async () => {
    const user = userEvent.setup();
    let approved = false;
    const { calls } = renderWithApi(<PaymentsView onOpenSubmission={noOpen} />, {
      "admin.payments.list": () => ({ payments: [], totals: [] }),
      "admin.payments.refundsAwaiting": () => (approved ? [] : [held]),
      "admin.payments.approveRefund": () => {
        approved = true;
        return { paymentId: 9, refunded_cents: 3900 };
      },
    });
    const section = (await screen.findByRole("heading", { name: "Refunds awaiting approval" })).closest("section")!;
    expect(within(section).getByText("A rejection made in bulk or by a moderator refunds nothing until an admin approves it.")).toBeTruthy();
    const row = (await within(section).findByText("#43 Bulk Rejected Gem")).closest("tr")!;
    expect(
      within(row)
        .getAllByRole("cell")
        .slice(1, 4)
        .map((cell) => cell.textContent),
    ).toEqual(["#43 Bulk Rejected Gem", "Basic", "$39.00 CAD"]);
    await user.click(within(row).getByRole("button", { name: "Approve the refund of $39.00 CAD for #43" }));
    expect(await screen.findByText("Refunded $39.00 CAD.")).toBeTruthy();
    expect(calls.find((call) => call.path === "admin.payments.approveRefund")).toEqual({
      path: "admin.payments.approveRefund",
      input: { paymentId: 9 },
    });
    expect(await within(section).findByText("No refund is waiting for approval.")).toBeTruthy();
    expect(calls.filter((call) => call.path === "admin.payments.list").length).toBeGreaterThanOrEqual(2);
  });

  it("Refund names the amount in a dialog, refunds the paid payment once confirmed, and the row then shows Refunded", async () => {
    const user = userEvent.setup();
    let done = false;
    const { calls } = renderWithApi(<PaymentsView onOpenSubmission={noOpen} />, {
      "admin.payments.list": () => ({ payments: [done ? { ...paid, status: "refunded", refund_id: "re_test_d4" } : paid, refunded], totals }),
      "admin.payments.refund": () => {
        done = true;
        return { paymentId: 7, refunded_cents: 9900 };
      },
      ...noneAwaiting,
    });
    const row = (await screen.findByText('#41 The "Best" Bakery')).closest("tr")!;
    // Only the paid row offers it.
    expect(screen.getAllByRole("button", { name: /^Refund / })).toHaveLength(1);
    await user.click(within(row).getByRole("button", { name: "Refund $99.00 CAD for #41" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund $99.00 CAD for #41?" });
    expect(within(dialog).getByText("The payment goes back in full and the listing's promotion ends. This cannot be undone.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((call) => call.path === "admin.payments.refund")).toBe(false);
    await user.click(within(row).getByRole("button", { name: "Refund $99.00 CAD for #41" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Refund $99.00 CAD for #41" }));
    expect(await screen.findByText("Refunded $99.00 CAD.")).toBeTruthy();
    expect(calls.find((call) => call.path === "admin.payments.refund")).toEqual({ path: "admin.payments.refund", input: { paymentId: 7 } });
    await vi.waitFor(() => expect(screen.queryAllByRole("button", { name: /^Refund / })).toHaveLength(0));
    expect(within(screen.getByText('#41 The "Best" Bakery').closest("tr")!).getByText("Refunded")).toBeTruthy();
  });

  it("a row's submission opens in the submissions queue: its status, searched by its title", async () => {
    const user = userEvent.setup();
    const onOpenSubmission = vi.fn();
    renderWithApi(<PaymentsView onOpenSubmission={onOpenSubmission} />, {
      "admin.payments.list": () => ({ payments: [paid], totals }),
      ...noneAwaiting,
    });
    await user.click(await screen.findByRole("button", { name: "Open #41 in the submissions" }));
    expect(onOpenSubmission).toHaveBeenCalledWith({ status: "approved", title: 'The "Best" Bakery' });
  });

  it("names the listing an owner paid for, and its Refund names the listing", async () => {
    const user = userEvent.setup();
    const owners = {
      ...paid,
      id: 11,
      submission_id: null,
      title: null,
      submission_status: null,
      listing_id: 5,
      listing_title: "Kensington Float & Salt",
    };
    const { calls } = renderWithApi(<PaymentsView onOpenSubmission={noOpen} />, {
      "admin.payments.list": () => ({ payments: [owners], totals }),
      "admin.payments.refund": () => ({ paymentId: 11, refunded_cents: 9900 }),
      ...noneAwaiting,
    });
    const row = (await screen.findByText("Listing: Kensington Float & Salt (bought by its owner)")).closest("tr")!;
    await user.click(within(row).getByRole("button", { name: "Refund $99.00 CAD for the listing Kensington Float & Salt" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund $99.00 CAD for the listing Kensington Float & Salt?" });
    await user.click(within(dialog).getByRole("button", { name: "Refund $99.00 CAD for the listing Kensington Float & Salt" }));
    expect(await screen.findByText("Refunded $99.00 CAD.")).toBeTruthy();
    expect(calls.find((call) => call.path === "admin.payments.refund")).toEqual({ path: "admin.payments.refund", input: { paymentId: 11 } });
  });

  it("shows a payment that arrived for no submission (refunded on arrival)", async () => {
    const orphan = { ...refunded, id: 10, submission_id: null, title: null, submission_status: null, tier: "pro", amount_cents: 9900 };
    renderWithApi(<PaymentsView onOpenSubmission={noOpen} />, { "admin.payments.list": () => ({ payments: [orphan], totals }), ...noneAwaiting });
    expect(await screen.findByText("No submission (refunded on arrival)")).toBeTruthy();
  });
});
