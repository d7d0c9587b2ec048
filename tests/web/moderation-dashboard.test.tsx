// The moderation dashboard (spec sections 2, 4 and 8): counters, the pending queue and its empty text,
// approving from the list with the spec's toast, and the spec's failure toast when loading fails; a paid
// submission's reject dialog says it refunds, and a payment's row opens its submission in the queue.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { NO_TYPE_FIELDS } from "@shared/listings/type-fields-schema";
import type { AdminSubmission, Me } from "@web/features/admin/ui/admin-types";
import { ModerationDashboard } from "@web/features/admin/submissions/moderation-dashboard";
import { refusal, renderWithApi, type Call } from "./api-harness";

afterEach(cleanup);

const me: Me = { user: { id: "admin-1", email: "admin@example.com" }, roles: ["admin"] };

function submission(id: number, title: string): AdminSubmission {
  return {
    id,
    title,
    description: `${title}, as its submitter describes it.`,
    content_type: "gem",
    city: "Halifax",
    location: "North End",
    website: null,
    phone: null,
    address: null,
    category: null,
    opening_hours: null,
    date: null,
    ...NO_TYPE_FIELDS,
    tags: ["quiet"],
    promotion_tier: "none",
    price: 0,
    paid: false,
    payment_status: null,
    promoted_until: null,
    submitter_name: "Ada Baker",
    submitter_email: "ada@example.com",
    status: "pending",
    created_at: "2026-11-20T12:00:00.000Z",
    reviewed_at: null,
    reviewed_by: null,
    reviewer_email: null,
    published_at: null,
    rejection_reason: null,
    rejection_note: null,
    undo_until: null,
    image_url: null,
    language: "en",
    public_path: null,
  };
}

const stats = (pending: number) => () => ({ pending, approved: 7, rejected: 2, awaiting_payment: 1 });
const sent = (calls: Call[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

describe("ModerationDashboard", () => {
  it("shows the three counters and the pending queue with each entry's actions", async () => {
    renderWithApi(<ModerationDashboard me={me} />, {
      "admin.submissions.stats": stats(2),
      "admin.submissions.list": () => ({ items: [submission(1, "Harbour Steps"), submission(2, "Quiet Garden")], nextCursor: null }),
    });
    const counters = await screen.findByLabelText("Submissions by status");
    const pairs = () => [...counters.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    await waitFor(() =>
      expect(pairs()).toEqual([
        ["Pending", "2"],
        ["Approved", "7"],
        ["Rejected", "2"],
        ["Awaiting payment", "1"],
      ]),
    );
    expect(await screen.findByRole("heading", { name: "Harbour Steps" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Quiet Garden" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Approve/ }).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText("Signed in as admin@example.com")).toBeTruthy();
  });

  it("shows the contact details, category and hours a submitter gave in the entry's details, linked, and nothing for the ones not given", async () => {
    const user = userEvent.setup();
    const withContacts = {
      ...submission(1, "Harbour Steps"),
      website: "https://harboursteps.example",
      phone: "902-555-0142",
      address: "1 Water St",
      category: "bakeries" as const,
      opening_hours: { week: { mo: [["08:00", "17:00"]] as [string, string][] }, exceptions: [{ date: "2026-12-25", ranges: [] }] },
    };
    renderWithApi(<ModerationDashboard me={me} />, {
      "admin.submissions.stats": stats(2),
      "admin.submissions.list": () => ({ items: [withContacts, submission(2, "Quiet Garden")], nextCursor: null }),
    });
    const entry = (await screen.findByRole("heading", { name: "Harbour Steps" })).closest<HTMLElement>("li, article")!;
    await user.click(within(entry).getByRole("button", { name: "View" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("link", { name: "https://harboursteps.example" }).getAttribute("href")).toBe("https://harboursteps.example");
    expect(within(dialog).getByRole("link", { name: "902-555-0142" }).getAttribute("href")).toBe("tel:902-555-0142");
    expect(within(dialog).getByText("1 Water St")).toBeTruthy();
    expect(within(dialog).getByText("Business category").nextElementSibling?.textContent).toBe("Bakeries");
    // What the place's page will say, before it is approved: the week, and the dates that differ.
    const hours = within(within(dialog).getByText("Opening hours").nextElementSibling as HTMLElement).getAllByRole("row");
    expect(hours.map((row) => row.textContent)).toEqual([
      "Monday8:00 AM – 5:00 PM",
      ...["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((day) => `${day}Closed`),
      "Fri, December 25, 2026Closed",
    ]);
    await user.keyboard("{Escape}");
    const other = (await screen.findByRole("heading", { name: "Quiet Garden" })).closest<HTMLElement>("li, article")!;
    await user.click(within(other).getByRole("button", { name: "View" }));
    const plain = await screen.findByRole("dialog");
    expect(within(plain).queryByText("Website")).toBeNull();
    expect(within(plain).queryByText("Phone")).toBeNull();
    expect(within(plain).queryByText("Business category")).toBeNull();
    expect(within(plain).queryByText("Opening hours")).toBeNull();
  });

  it("shows a job posting's own fields from the type's field list: given ones only, a link linked, a choice in words", async () => {
    const user = userEvent.setup();
    const posting = {
      ...submission(3, "Weekend Dishwasher"),
      content_type: "job" as const,
      date: "2027-03-31",
      employer: "Leslieville Brunch House",
      pay_min: 18,
      pay_unit: "hour" as const,
      apply_url: "https://brunch.example/jobs",
    };
    renderWithApi(<ModerationDashboard me={me} />, {
      "admin.submissions.stats": stats(1),
      "admin.submissions.list": () => ({ items: [posting], nextCursor: null }),
    });
    const entry = (await screen.findByRole("heading", { name: "Weekend Dishwasher" })).closest<HTMLElement>("li, article")!;
    await user.click(within(entry).getByRole("button", { name: "View" }));
    const dialog = await screen.findByRole("dialog");
    const value = (term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;
    expect([value("Employer"), value("Pay from (CAD)"), value("Pay per")]).toEqual(["Leslieville Brunch House", "18", "Hour"]);
    expect(within(dialog).getByRole("link", { name: "https://brunch.example/jobs" }).getAttribute("href")).toBe("https://brunch.example/jobs");
    expect(within(dialog).queryByText("Pay up to (CAD)")).toBeNull();
    expect(within(dialog).queryByText("Apply by e-mail")).toBeNull();
  });

  it("shows each card's thumbnail, language and payment once, and says why a text looks like spam", async () => {
    const spam: AdminSubmission = {
      ...submission(3, "CHEAP WATCHES"),
      description: "BUY NOW http://a.example http://b.example www.c.example BUY BUY BUY",
      language: "fr",
      image_url: "/api/uploads/abc.webp",
      promotion_tier: "pro",
      price: 99,
      paid: true,
      payment_status: "paid",
    };
    renderWithApi(<ModerationDashboard me={me} />, {
      "admin.submissions.stats": stats(2),
      "admin.submissions.list": () => ({ items: [spam, submission(4, "Quiet Garden")], nextCursor: null }),
    });
    const card = await screen.findByRole("article", { name: "CHEAP WATCHES" });
    const thumbnail = within(card).getByRole<HTMLImageElement>("img", { name: "Image sent with “CHEAP WATCHES”" });
    expect([thumbnail.getAttribute("src"), thumbnail.getAttribute("width"), thumbnail.getAttribute("height")]).toEqual([
      "/api/uploads/abc.webp",
      "96",
      "72",
    ]);
    expect(within(card).getByText("Français").getAttribute("lang")).toBe("fr-CA");
    expect(within(card).getByText("FR")).toBeTruthy();
    expect(within(card).getByText("Possible spam: 3 links · mostly capitals · “buy” 4 times")).toBeTruthy();
    expect(within(card).getAllByText("Paid")).toHaveLength(1);

    const plain = screen.getByRole("article", { name: "Quiet Garden" });
    expect(within(plain).queryByRole("img")).toBeNull();
    expect(within(plain).getByText("English").getAttribute("lang")).toBeNull();
    expect(within(plain).queryByText(/^Possible spam/)).toBeNull();
  });

  it("says so when nothing is pending", async () => {
    renderWithApi(<ModerationDashboard me={me} />, {
      "admin.submissions.stats": stats(0),
      "admin.submissions.list": () => ({ items: [], nextCursor: null }),
    });
    expect(await screen.findByText("No pending submissions")).toBeTruthy();
  });

  it("approves an entry and shows the spec's success toast", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<ModerationDashboard me={me} />, {
      "admin.submissions.stats": stats(1),
      "admin.submissions.list": () => ({ items: [submission(5, "Harbour Steps")], nextCursor: null }),
      "admin.submissions.review": (input) => ({
        id: (input as { id: number }).id,
        status: "approved",
        reviewed_at: "2026-11-24T12:00:00.000Z",
        reviewed_by: "admin-1",
        published_at: "2026-11-24T12:00:00.000Z",
        public_path: "/gems/halifax/harbour-steps",
        undo_until: "2026-11-24T12:10:00.000Z",
      }),
    });
    const entry = (await screen.findByRole("heading", { name: "Harbour Steps" })).closest<HTMLElement>("li, article")!;
    await user.click(within(entry).getByRole("button", { name: /^Approve/ }));
    // The spec's sentence, then the item: stacked toasts must say which is which.
    expect(await screen.findByText("Submission approved successfully · “Harbour Steps”")).toBeTruthy();
    expect(screen.getByText("Success")).toBeTruthy();
    expect(sent(calls, "admin.submissions.review")).toEqual([{ id: 5, status: "approved" }]);
  });

  it("shows the spec's failure toast when the queue cannot be loaded", async () => {
    renderWithApi(<ModerationDashboard me={me} />, {
      "admin.submissions.stats": stats(0),
      "admin.submissions.list": () => {
        throw refusal("INTERNAL_SERVER_ERROR", "Something went wrong on our side. Please try again.");
      },
    });
    expect(await screen.findByText("Failed to load submissions")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
  });

  it("says 'Failed to update submission' when a review fails, and keeps the entry", async () => {
    const user = userEvent.setup();
    renderWithApi(<ModerationDashboard me={me} />, {
      "admin.submissions.stats": stats(1),
      "admin.submissions.list": () => ({ items: [submission(6, "Stays Pending")], nextCursor: null }),
      "admin.submissions.review": () => {
        throw refusal("INTERNAL_SERVER_ERROR", "Something went wrong on our side. Please try again.");
      },
    });
    const entry = (await screen.findByRole("heading", { name: "Stays Pending" })).closest<HTMLElement>("li, article")!;
    await user.click(within(entry).getByRole("button", { name: /^Approve/ }));
    // The toast store outlives a test's render: read this toast's own title.
    const failed = (await screen.findByText("Failed to update submission")).closest("[data-sonner-toast]");
    expect(failed?.textContent).toContain("Error");
    expect(screen.getByRole("heading", { name: "Stays Pending" })).toBeTruthy();
  });

  it("shows a hostile title and description as text, in the list and the dialog, never as markup", async () => {
    const user = userEvent.setup();
    const title = "<img src=x onerror=alert(1)> Hostile";
    const description = "<script>alert(2)</script> & more";
    renderWithApi(<ModerationDashboard me={me} />, {
      "admin.submissions.stats": stats(1),
      "admin.submissions.list": () => ({ items: [{ ...submission(7, title), description }], nextCursor: null }),
    });
    const entry = (await screen.findByRole("heading", { name: title })).closest<HTMLElement>("li, article")!;
    expect(entry.textContent).toContain(description);
    await user.click(within(entry).getByRole("button", { name: "View" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getAllByText(title).length).toBeGreaterThan(0);
    expect(document.querySelectorAll('img[src="x"], script')).toHaveLength(0);
  });
});

describe("ModerationDashboard and payments", () => {
  const paid: AdminSubmission = { ...submission(8, "Paid Bakery"), promotion_tier: "pro", price: 99, paid: true, payment_status: "paid" };
  const rejectIntroOf = async (roles: Me["roles"], entry: AdminSubmission) => {
    const user = userEvent.setup();
    const staff: Me = { user: { id: "staff-1", email: "staff@example.com" }, roles };
    renderWithApi(<ModerationDashboard me={staff} />, {
      "auth.me": () => staff,
      "admin.submissions.stats": stats(1),
      "admin.submissions.list": () => ({ items: [entry], nextCursor: null }),
      "admin.emails.recent": () => ({ emails: [], undelivered: 0 }),
    });
    const card = (await screen.findByRole("heading", { name: entry.title })).closest<HTMLElement>("li, article")!;
    await user.click(within(card).getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: `Reject “${entry.title}”` });
    return document.getElementById(dialog.getAttribute("aria-describedby")!)!.textContent;
  };

  it("the reject dialog of a paid submission says it refunds: after the undo window for an admin, after an admin's approval for a moderator", async () => {
    const intro = "The submitter gets an e-mail with the reason and your note once the undo window has passed (none for spam).";
    expect(await rejectIntroOf(["admin"], paid)).toBe(
      `${intro} This submission was paid: rejecting it refunds the payment in full once the undo window has passed.`,
    );
    cleanup();
    expect(await rejectIntroOf(["moderator"], paid)).toBe(
      `${intro} This submission was paid: rejecting it refunds the payment in full once an admin approves the refund.`,
    );
    cleanup();
    expect(await rejectIntroOf(["admin"], submission(9, "Free Gem"))).toBe(intro);
  });

  it("a payment's row opens its submission in the queue: the submissions tab, its status, searched by its title", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<ModerationDashboard me={me} />, {
      "auth.me": () => me,
      "admin.submissions.stats": stats(0),
      "admin.submissions.list": () => ({ items: [], nextCursor: null }),
      "admin.emails.recent": () => ({ emails: [], undelivered: 0 }),
      "admin.payments.refundsAwaiting": () => [],
      "admin.payments.list": () => ({
        payments: [
          {
            id: 3,
            created_at: "2026-11-03T15:04:00.000Z",
            submission_id: 8,
            title: "Paid Bakery",
            submission_status: "approved",
            listing_id: null,
            listing_title: null,
            tier: "pro",
            amount_cents: 9900,
            currency: "cad",
            status: "paid",
            provider: "test",
            checkout_session_id: "cs_test_1",
            payment_intent_id: null,
            refund_id: null,
          },
        ],
        totals: [],
      }),
    });
    await user.click(await screen.findByRole("tab", { name: "Payments" }));
    await user.click(await screen.findByRole("button", { name: "Open #8 in the submissions" }));
    expect(screen.getByRole("tab", { name: "Submissions" }).getAttribute("aria-selected")).toBe("true");
    await waitFor(() => expect(sent(calls, "admin.submissions.list").at(-1)).toMatchObject({ status: "approved", search: "Paid Bakery" }));
    expect(screen.getByRole<HTMLInputElement>("searchbox").value).toBe("Paid Bakery");
  });
});

describe("ModerationDashboard's e-mail tab", () => {
  it("shows e-mail delivery and the digest once, in their own tab, not under the other tabs", async () => {
    const user = userEvent.setup();
    renderWithApi(<ModerationDashboard me={me} />, {
      "admin.submissions.stats": stats(0),
      "admin.submissions.list": () => ({ items: [], nextCursor: null }),
      "admin.emails.recent": () => ({ emails: [], undelivered: { failed: 0, retrying: 0 } }),
      "admin.digest.bounced": () => [],
      "admin.payments.refundsAwaiting": () => [],
      "admin.payments.list": () => ({ payments: [], totals: [] }),
    });
    const panels = () => screen.queryAllByRole("heading", { name: /^(E-mail delivery|Weekly digest)$/ }).map((heading) => heading.textContent);
    expect(await screen.findByRole("heading", { name: "Pending submissions" })).toBeTruthy();
    expect(panels()).toEqual([]);
    await user.click(screen.getByRole("tab", { name: "Payments" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Payments" })).toBeTruthy();
    expect(panels()).toEqual([]);
    await user.click(screen.getByRole("tab", { name: "E-mail" }));
    expect(await screen.findByText("No e-mails yet.")).toBeTruthy();
    expect(panels()).toEqual(["E-mail delivery", "Weekly digest"]);
  });
});

describe("ModerationDashboard's claims tab", () => {
  const claim = {
    id: 9,
    createdAt: "2026-11-20T12:00:00.000Z",
    name: "Dana Baker",
    role: "Owner",
    email: "dana@example.com",
    phone: "514 555 0123",
    note: "I run the bakery.",
    language: "fr" as const,
    websiteCheck: "not-found" as const,
    listing: {
      id: 3,
      title: "Harbour Bakery",
      type: "shop" as const,
      city: "Halifax",
      website: "https://harbour.example",
      path: "/shops/halifax/harbour-bakery",
    },
    emailMatchesWebsite: false,
    hasOwners: true,
  };

  it("shows each claim's evidence; Approve sends its id, Refuse needs a reason of 5 characters", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<ModerationDashboard me={{ user: { id: "mod-1", email: "mod@example.com" }, roles: ["moderator"] }} />, {
      "admin.submissions.stats": stats(0),
      "admin.submissions.list": () => ({ items: [], nextCursor: null }),
      "admin.claims.list": () => [claim],
      "admin.claims.approve": () => ({ id: 9, status: "link-sent" }),
      "admin.claims.refuse": () => ({ id: 9, status: "refused" }),
    });
    await user.click(await screen.findByRole("tab", { name: "Claims" }));
    const card = (await screen.findByRole("heading", { name: "Harbour Bakery" })).closest<HTMLElement>("article")!;
    expect(within(card).getByText("The address is not at the website's domain.")).toBeTruthy();
    expect(within(card).getByText("Website check: no code on the home page or in the file")).toBeTruthy();
    expect(within(card).getByText("Shop · Halifax")).toBeTruthy();
    expect(within(card).getByText("Français").getAttribute("lang")).toBe("fr");
    expect(within(card).getByText("This listing already has owners: they were told of this claim.")).toBeTruthy();
    expect(within(card).getByText(/Dana Baker \(Owner\) · dana@example.com · 514 555 0123/)).toBeTruthy();

    await user.click(within(card).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Approved: Dana Baker was sent a link to manage Harbour Bakery.")).toBeTruthy();
    expect(sent(calls, "admin.claims.approve")).toEqual([{ id: 9 }]);

    await user.click(within(card).getByRole("button", { name: "Refuse" }));
    const dialog = await screen.findByRole("dialog", { name: "Refuse the claim on Harbour Bakery" });
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "No");
    await user.click(within(dialog).getByRole("button", { name: "Refuse" }));
    expect(await within(dialog).findByText("Please give a reason of at least 5 characters.")).toBeTruthy();
    expect(sent(calls, "admin.claims.refuse")).toEqual([]);
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), " proof of ownership.");
    await user.click(within(dialog).getByRole("button", { name: "Refuse" }));
    expect(await screen.findByText("Refused: Dana Baker was told why.")).toBeTruthy();
    expect(sent(calls, "admin.claims.refuse")).toEqual([{ id: 9, reason: "No proof of ownership." }]);
  });
});

describe("owners' change requests, under the claims", () => {
  it("shows each field before → after and the note; Approve publishes, Refuse needs a reason", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<ModerationDashboard me={{ user: { id: "mod-1", email: "mod@example.com" }, roles: ["moderator"] }} />, {
      "admin.submissions.stats": stats(0),
      "admin.submissions.list": () => ({ items: [], nextCursor: null }),
      "admin.claims.list": () => [],
      "admin.changeRequests.list": () => [
        {
          id: 5,
          changes: [
            { field: "title", before: "Harbour Bakery", after: "Harbour Bakery & Café" },
            { field: "category", before: null, after: "bakeries" },
          ],
          note: "We added a café.",
          language: "en",
          createdAt: "2026-11-27T15:00:00.000Z",
          email: "dana@example.com",
          listing: { id: 12, type: "shop", title: "Harbour Bakery", city: "Halifax", slug: null, path: "/shops/halifax/harbour-bakery" },
        },
      ],
      "admin.changeRequests.approve": () => ({ id: 5, status: "approved", changed: ["title", "category"] }),
      "admin.changeRequests.refuse": () => ({ id: 5, status: "refused" }),
    });
    await user.click(await screen.findByRole("tab", { name: "Claims" }));
    expect(await screen.findByText("No claim is waiting.")).toBeTruthy();
    const card = (await screen.findByRole("heading", { name: "Harbour Bakery" })).closest<HTMLElement>("article")!;
    expect(within(card).getByText("Name: Harbour Bakery → Harbour Bakery & Café")).toBeTruthy();
    expect(within(card).getByText("Category: none → Bakeries")).toBeTruthy();
    expect(within(card).getByText("We added a café.")).toBeTruthy();
    expect(within(card).getByText(/asked by dana@example.com/)).toBeTruthy();

    await user.click(within(card).getByRole("button", { name: "Refuse" }));
    const dialog = await screen.findByRole("dialog", { name: "Refuse the change to Harbour Bakery" });
    await user.type(within(dialog).getByRole("textbox", { name: "Reason (sent to the owner)" }), "Not the sign's name.");
    await user.click(within(dialog).getByRole("button", { name: "Refuse" }));
    expect(await screen.findByText("Refused: the owner was told why.")).toBeTruthy();
    expect(sent(calls, "admin.changeRequests.refuse")).toEqual([{ id: 5, reason: "Not the sign's name." }]);

    await user.click(within(card).getByRole("button", { name: "Approve and publish" }));
    expect(await screen.findByText("Published: Harbour Bakery shows the change now.")).toBeTruthy();
    expect(sent(calls, "admin.changeRequests.approve")).toEqual([{ id: 5 }]);
  });
});

describe("ModerationDashboard by role", () => {
  const tabsFor = async (roles: Me["roles"]) => {
    renderWithApi(<ModerationDashboard me={{ user: { id: "staff-1", email: "staff@example.com" }, roles }} />, {
      "admin.submissions.stats": stats(0),
      "admin.submissions.list": () => ({ items: [], nextCursor: null }),
      "admin.emails.recent": () => ({ emails: [], undelivered: 0 }),
    });
    const tabs = await screen.findByRole("tablist", { name: "Dashboard sections" });
    return within(tabs)
      .getAllByRole("tab")
      .map((tab) => tab.textContent);
  };

  it("shows a moderator only the review queue, the claims and the reviews", async () => {
    expect(await tabsFor(["moderator"])).toEqual(["Submissions", "Claims", "Reviews"]);
  });

  it("shows an editor the queue, listings and the ballot, but not payments or vote integrity", async () => {
    expect(await tabsFor(["editor"])).toEqual(["Submissions", "Claims", "Reviews", "Listings", "Nominations", "Ballot"]);
  });
});
