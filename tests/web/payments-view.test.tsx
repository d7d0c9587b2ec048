// The admin's Payments view: it lists attempts with their Stripe ids, asks the server again when a
// filter changes, shows the totals per month, and exports the shown rows as an RFC 4180 CSV file.
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import PaymentsView from "@web/features/admin/payments/payments-view";
import { renderWithApi } from "./api-harness";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const paid = {
  id: 7,
  created_at: "2026-11-03T15:04:00.000Z",
  submission_id: 41,
  title: 'The "Best" Bakery',
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
    renderWithApi(<PaymentsView />, { "admin.payments.list": () => ({ payments: [paid, refunded], totals }), ...noneAwaiting });
    const table = (await screen.findByText('#41 The "Best" Bakery')).closest("table")!;
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Date", "Submission", "Tier", "Amount", "Status", "Stripe ids"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['#41 The "Best" Bakery', "Pro", "$99.00 CAD", "Paid", "cs_test_a1 · pi_test_b2"],
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
    const { calls } = renderWithApi(<PaymentsView />, {
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
    let exported: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      exported = blob as Blob;
      return "blob:payments";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderWithApi(<PaymentsView />, { "admin.payments.list": () => ({ payments: [paid], totals }), ...noneAwaiting });
    await screen.findByText('#41 The "Best" Bakery');
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(await exported!.text()).toBe(
      "date,submission_id,title,tier,amount_cents,currency,status,provider,checkout_session_id,payment_intent_id,refund_id\r\n" +
        '"2026-11-03T15:04:00.000Z","41","The ""Best"" Bakery","pro","9900","cad","paid","stripe","cs_test_a1","pi_test_b2",""\r\n',
    );
  });

  it("lists refunds awaiting approval; Approve refunds one, says so and asks for both lists again", async () => {
    const user = userEvent.setup();
    let approved = false;
    const { calls } = renderWithApi(<PaymentsView />, {
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

  it("shows a payment that arrived for no submission (refunded on arrival)", async () => {
    const orphan = { ...refunded, id: 10, submission_id: null, title: null, tier: "pro", amount_cents: 9900 };
    renderWithApi(<PaymentsView />, { "admin.payments.list": () => ({ payments: [orphan], totals }), ...noneAwaiting });
    expect(await screen.findByText("No submission (refunded on arrival)")).toBeTruthy();
  });
});
