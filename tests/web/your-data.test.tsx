// The status page: it names the type with the form's words and links each payment's receipt; the receipt
// page words the server's figures and prints; "Your data" there: the download asks the server
// for the submission's data and saves it as JSON; erasing asks once more with focus on the question, then
// says what happened.
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import SubmissionStatusPage, { YourData } from "@web/pages/submission-status/submission-status-page";
import PaymentReceiptPage from "@web/pages/payment-receipt/payment-receipt-page";
import { refusal, renderWithApi } from "./api-harness";
import { catchDownloads } from "./catch-downloads";

const token = "T".repeat(43);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setLocaleSource(() => "en");
});

describe("the status page", () => {
  const view = {
    title: "Rosa's Bakery",
    content_type: "shop",
    city: "Calgary",
    promotion_tier: "none",
    paid: false,
    status: "pending",
    payment_status: null,
    receipt_ids: [] as number[],
    amount_cents: 0,
    promoted_until: null,
    published_at: null,
    submitted_at: "2026-11-28T15:00:00.000Z",
    public_path: null,
    rejection_reason: null,
    rejection_note: null,
  };
  const typeShown = async () => {
    renderWithApi(
      <Routes>
        <Route path="/submissions/status/:token" element={<SubmissionStatusPage />} />
      </Routes>,
      { "submissions.status": () => view },
      `/submissions/status/${token}`,
    );
    const term = await screen.findByText("Type", { selector: "dt" });
    return term.nextElementSibling?.textContent;
  };

  it("names the type with the form's words, in the page's language", async () => {
    expect(await typeShown()).toBe("Business Listing");
    cleanup();
    setLocaleSource(() => "fr");
    expect(await typeShown()).toBe("Fiche de commerce");
  });
});

describe("the receipt page", () => {
  const receipt = {
    number: "LH-000041",
    paid_on: "2026-11-27",
    refunded_on: null as string | null,
    status: "paid",
    tier: "basic",
    title: "Rosa's Bakery",
    city: "Montreal",
    promotion: null as { from: string; until: string } | null,
    amount_cents: 3900,
    tax: {
      lines: [
        { kind: "GST", percent: 5, cents: 170 },
        { kind: "QST", percent: 9.975, cents: 338 },
      ],
      taxCents: 508,
      netCents: 3392,
    },
    registration: { gst_hst: "123456789RT0001", qst: null as string | null },
  };
  const path = `/submissions/status/${token}/receipts/41`;
  const showReceipt = (answer: () => unknown) =>
    renderWithApi(
      <Routes>
        <Route path="/submissions/status/:token/receipts/:payment" element={<PaymentReceiptPage />} />
      </Routes>,
      { "submissions.receipt": answer },
      path,
    );
  const row = async (term: string) => (await screen.findByText(term, { selector: "dt" })).nextElementSibling?.textContent;

  it("shows the server's figures: each tax line with its rate, the net, the numbers (or that none is configured); Print prints", async () => {
    const user = userEvent.setup();
    // happy-dom has no print dialog: the button's call is what is checked.
    const print = vi.fn();
    Object.defineProperty(window, "print", { value: print, configurable: true });
    const { calls } = showReceipt(() => receipt);
    expect(await row("GST included (5%)")).toBe("$1.70 CAD");
    expect(await row("QST included (9.975%)")).toBe("$3.38 CAD");
    expect(await row("Amount paid")).toBe("$39.00 CAD");
    expect(await row("Amount before tax")).toBe("$33.92 CAD");
    expect(await row("GST/HST registration number")).toBe("123456789RT0001");
    expect(await row("QST registration number")).toBe("Not configured on this server");
    expect(await row("Receipt number")).toBe("LH-000041");
    expect(await row("Item")).toBe("Basic promotion of “Rosa's Bakery” (Montreal)");
    expect(await row("Promotion window")).toBe("30 days from publication");
    expect(await row("Status")).toBe("Paid");
    expect(calls).toEqual([{ path: "submissions.receipt", input: { token, payment: 41 } }]);
    await user.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("in French: the taxes' French names and a refund's date", async () => {
    setLocaleSource(() => "fr");
    showReceipt(() => ({ ...receipt, status: "refunded", refunded_on: "2026-12-02" }));
    // Testing Library reads the rate's no-break space as a space.
    expect(await row("TVQ incluse (9,975 %)")).toMatch(/^3,38\s\$ CAD$/);
    expect(await row("Statut")).toBe("Remboursé le mer. 2 décembre 2026");
    expect(await row("Période de promotion")).toBe("Terminée par le remboursement");
  });

  it("an unknown receipt says so", async () => {
    showReceipt(() => {
      throw refusal("NOT_FOUND", "This receipt link is not valid or has expired. Open it again from your status page.");
    });
    expect(await screen.findByText("This receipt link is not valid or has expired. Open it again from your status page.")).toBeTruthy();
  });

  it("the status page links the receipt beside the payment", async () => {
    renderWithApi(
      <Routes>
        <Route path="/submissions/status/:token" element={<SubmissionStatusPage />} />
      </Routes>,
      {
        "submissions.status": () => ({
          title: "Rosa's Bakery",
          content_type: "shop",
          city: "Calgary",
          promotion_tier: "pro",
          paid: true,
          status: "pending",
          payment_status: "paid",
          receipt_ids: [41],
          amount_cents: 9900,
          promoted_until: null,
          published_at: null,
          submitted_at: "2026-11-28T15:00:00.000Z",
          public_path: null,
          rejection_reason: null,
          rejection_note: null,
        }),
      },
      `/submissions/status/${token}`,
    );
    expect((await screen.findByRole("link", { name: "Receipt" })).getAttribute("href")).toBe(path);
  });
});

describe("YourData", () => {
  it("downloads the submission's data as JSON", async () => {
    const user = userEvent.setup();
    const download = catchDownloads();
    const { calls } = renderWithApi(<YourData token={token} undecided onDeleted={() => {}} />, {
      "submissions.myData": () => ({ submission: { title: "Rosa's Bakery" }, payments: [], emails: [] }),
    });
    await user.click(screen.getByRole("button", { name: "Download my data (JSON)" }));
    await vi.waitFor(() => expect(download.blob).toBeDefined());
    expect(JSON.parse(await download.blob!.text())).toEqual({ submission: { title: "Rosa's Bakery" }, payments: [], emails: [] });
    expect(calls).toEqual([{ path: "submissions.myData", input: { token } }]);
  });

  it("asks before erasing an undecided submission, with focus on the question, and can be kept", async () => {
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    const { calls } = renderWithApi(<YourData token={token} undecided onDeleted={onDeleted} />, {
      "submissions.erase": () => ({ outcome: "deleted" }),
    });
    await user.click(screen.getByRole("button", { name: "Erase my data" }));
    const question = screen.getByText("This deletes your submission, its photo and our e-mails about it. This cannot be undone.");
    expect(document.activeElement).toBe(question);
    await user.click(screen.getByRole("button", { name: "Keep my data" }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Erase my data" }));
    await user.click(screen.getByRole("button", { name: "Yes, erase" }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ path: "submissions.erase", input: { token } }]);
  });

  it("says the name and e-mail are erased when the submission was decided", async () => {
    const user = userEvent.setup();
    renderWithApi(<YourData token={token} undecided={false} onDeleted={() => {}} />, { "submissions.erase": () => ({ outcome: "anonymised" }) });
    await user.click(screen.getByRole("button", { name: "Erase my data" }));
    expect(screen.getByText(/The published listing stays as it is/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Yes, erase" }));
    expect((await screen.findByRole("status")).textContent).toBe("Your name and e-mail address are erased.");
  });
});
