// The status page: it names the type with the form's words; "Your data" there: the download asks the server
// for the submission's data and saves it as JSON; erasing asks once more with focus on the question, then
// says what happened.
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import SubmissionStatusPage from "@web/pages/submission-status/submission-status-page";
import { YourData } from "@web/pages/submission-status/your-data";
import { renderWithApi } from "./api-harness";

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

describe("YourData", () => {
  it("downloads the submission's data as JSON", async () => {
    const user = userEvent.setup();
    let saved: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved = blob as Blob;
      return "blob:data";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { calls } = renderWithApi(<YourData token={token} undecided onDeleted={() => {}} />, {
      "submissions.myData": () => ({ submission: { title: "Rosa's Bakery" }, payments: [], emails: [] }),
    });
    await user.click(screen.getByRole("button", { name: "Download my data (JSON)" }));
    await vi.waitFor(() => expect(saved).toBeDefined());
    expect(JSON.parse(await saved!.text())).toEqual({ submission: { title: "Rosa's Bakery" }, payments: [], emails: [] });
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
