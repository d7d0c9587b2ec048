// The admin listing editor: it loads the listing, checks fields with the shared schema before sending,
// sends only through admin.listings.*, and shows the server's answer (saved, refused, status changes).
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { CurationDetail } from "@web/features/admin/ui/admin-types";
import { ListingEditor } from "@web/features/admin/listings/listing-editor";
import { refusal, renderWithApi, type Call } from "./api-harness";
import { curationDetail } from "./curation-detail";

afterEach(cleanup);

const detail = (overrides: Partial<CurationDetail> = {}, fields: Partial<CurationDetail["fields"]> = {}) =>
  curationDetail({ id: 30, ...overrides }, fields);

function Editor() {
  const [open, setOpen] = useState(false);
  return <ListingEditor id={30} title="Main Street Mercantile" open={open} onOpenChange={setOpen} />;
}

async function openEditor(handlers: Parameters<typeof renderWithApi>[1]) {
  const user = userEvent.setup();
  const rendered = renderWithApi(<Editor />, { "admin.listings.get": () => detail(), ...handlers });
  await user.click(screen.getByRole("button", { name: "Edit “Main Street Mercantile”" }));
  const dialog = await screen.findByRole("dialog");
  await within(dialog).findByDisplayValue("Main Street Mercantile");
  return { user, dialog, calls: rendered.calls };
}

const sent = (calls: Call[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

describe("ListingEditor", () => {
  it("opens a labelled dialog with the listing's fields and where it lives", async () => {
    const { dialog } = await openEditor({});
    expect(within(dialog).getByRole("heading", { name: "Main Street Mercantile" })).toBeTruthy();
    expect(within(dialog).getByText("Shop in Vancouver · Catalogue · Published")).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Tags\b(?! in French)/).value).toBe("vintage, makers");
    expect(within(dialog).getByText("The address stays /shop/vancouver/main-street-mercantile whatever the title says.")).toBeTruthy();
  });

  it("refuses an empty required field before sending, on the field, with focus on it", async () => {
    const { user, dialog, calls } = await openEditor({ "admin.listings.update": () => ({ listing: detail(), changed: [] }) });
    const title = within(dialog).getByLabelText(/^Title\b(?! in French)/);
    await user.clear(title);
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText("Title is required.")).toBeTruthy();
    expect(document.activeElement).toBe(title);
    expect(sent(calls, "admin.listings.update")).toEqual([]);
  });

  it("sends the edited fields and says the listing was saved", async () => {
    const { user, dialog, calls } = await openEditor({
      "admin.listings.update": (input) => ({
        listing: detail({ updated_at: "2026-02-01T00:00:00.000Z" }, { title: (input as { title: string }).title }),
        changed: ["title"],
      }),
    });
    const title = within(dialog).getByLabelText(/^Title\b(?! in French)/);
    await user.clear(title);
    await user.type(title, "Main Street Mercantile & Co.");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Listing saved")).toBeTruthy();
    expect(sent(calls, "admin.listings.update")).toEqual([
      expect.objectContaining({ id: 30, title: "Main Street Mercantile & Co.", tags: ["vintage", "makers"], hours: "Mon-Sat: 10AM-6PM" }),
    ]);
    expect(within(dialog).getByRole("heading", { name: "Main Street Mercantile & Co." })).toBeTruthy();
  });

  it("shows the server's field refusal on the field", async () => {
    const { user, dialog } = await openEditor({
      "admin.listings.update": () => {
        throw refusal("BAD_REQUEST", "Invalid input", { location: ["Location must be at most 120 characters."] });
      },
    });
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("Location must be at most 120 characters.")).toBeTruthy();
    expect(await screen.findByText("Failed to save the listing")).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Location\b(?! in French)/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
  });

  it("unpublishes through setStatus and offers to republish", async () => {
    const { user, dialog, calls } = await openEditor({
      "admin.listings.setStatus": () => ({ listing: detail({ status: "unpublished" }), changed: ["status"] }),
    });
    await user.click(within(dialog).getByRole("button", { name: "Unpublish" }));
    expect(await screen.findByText("Listing unpublished")).toBeTruthy();
    expect(sent(calls, "admin.listings.setStatus")).toEqual([{ id: 30, status: "unpublished" }]);
    expect(within(dialog).getByRole("button", { name: "Republish" })).toBeTruthy();
  });

  it("draws a job posting's own fields from the type's field list, filled, and sends them checked", async () => {
    const posting = detail(
      { type: "job", public_path: "/jobs/vancouver/main-street-mercantile" },
      { date: "2027-03-31", employer: "Mercantile Co-op", pay_min: 18, pay_max: null, pay_unit: "hour", apply_email: "jobs@example.com" },
    );
    const { user, dialog, calls } = await openEditor({
      "admin.listings.get": () => posting,
      "admin.listings.update": () => ({ listing: posting, changed: ["pay_max"] }),
    });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Employer/).value).toBe("Mercantile Co-op");
    expect(within(dialog).getByLabelText<HTMLSelectElement>(/^Pay per/).value).toBe("hour");
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Apply by e-mail/).value).toBe("jobs@example.com");
    await user.type(within(dialog).getByLabelText(/^Pay up to/), "12");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("The top of the pay range must be at least its bottom.")).toBeTruthy();
    expect(sent(calls, "admin.listings.update")).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/^Pay up to/));
    await user.type(within(dialog).getByLabelText(/^Pay up to/), "22");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect((await screen.findAllByText("Listing saved")).length).toBeGreaterThan(0);
    expect(sent(calls, "admin.listings.update")).toEqual([
      expect.objectContaining({
        employer: "Mercantile Co-op",
        pay_min: 18,
        pay_max: 22,
        pay_unit: "hour",
        apply_url: null,
        apply_email: "jobs@example.com",
      }),
    ]);
  });

  it("shows a shop none of a job posting's fields", async () => {
    const { dialog } = await openEditor({});
    expect(within(dialog).queryByLabelText(/^Employer/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Pay per/)).toBeNull();
  });
});

describe("the listing's activity", () => {
  const counts = { view: 0, call: 0, directions: 0, website: 0, save: 0, share: 0 };

  it("shows the last 30 days' totals and days, every count under 5 as “< 5”, and asks for 90 days on request", async () => {
    const { user, dialog, calls } = await openEditor({
      "admin.listings.activity": (input) =>
        (input as { days: number }).days === 30
          ? {
              since: "2026-10-30",
              totals: { ...counts, view: 12, directions: 1 },
              days: [
                { day: "2026-11-28", ...counts, view: 5, directions: 1 },
                { day: "2026-11-27", ...counts, view: 7 },
              ],
            }
          : { since: "2026-08-31", totals: counts, days: [] },
    });
    const table = await within(dialog).findByRole("table", { name: "Activity since 2026-10-30: each day with any, newest first, then the total" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent));
    expect(rows).toEqual([
      ["Day", "Views", "Calls", "Directions", "Website clicks", "Saves", "Shares"],
      ["2026-11-28", "5", "< 5", "< 5", "< 5", "< 5", "< 5"],
      ["2026-11-27", "7", "< 5", "< 5", "< 5", "< 5", "< 5"],
      ["Total", "12", "< 5", "< 5", "< 5", "< 5", "< 5"],
    ]);
    expect(within(dialog).getByRole<HTMLInputElement>("radio", { name: "Last 30 days" }).checked).toBe(true);
    await user.click(within(dialog).getByRole("radio", { name: "Last 90 days" }));
    expect(await within(dialog).findByText("No activity since 2026-08-31.")).toBeTruthy();
    expect(sent(calls, "admin.listings.activity")).toEqual([
      { id: 30, days: 30 },
      { id: 30, days: 90 },
    ]);
  });
});

describe("the listing's owners and an owner's changes", () => {
  const OWNERS = [
    { userId: "u1", email: "dana@mercantile.example.com", role: "owner", proof: "domain-email", verifiedAt: "2026-11-20T15:00:00.000Z" },
    { userId: "u2", email: "sam@example.com", role: "manager", proof: "invitation", verifiedAt: "2026-11-22T15:00:00.000Z" },
  ];
  type Change = CurationDetail["changes"][number];
  const ownerChange: Change = {
    id: 5,
    changed_at: "2026-11-25T15:00:00.000Z",
    changes: [{ field: "phone", before: "604-555-0100", after: "604-555-0199" }],
    action: "owner.edit",
    revertible: true,
    editor_email: "dana@mercantile.example.com",
  };
  const staffChange: Change = { ...ownerChange, id: 4, action: "listing.featured", revertible: false, editor_email: "ed@localhype.ca" };
  const me = (role: "editor" | "admin") => () => ({ user: { id: "me", email: "me@localhype.ca" }, roles: [role] });

  it("lists the owners with their role and proof; an editor sees no Revoke", async () => {
    const { dialog } = await openEditor({ "auth.me": me("editor"), "admin.listings.owners": () => OWNERS });
    const table = await within(dialog).findByRole("table", { name: "The listing's owners and managers" });
    expect(within(table).getByRole("row", { name: /sam@example\.com/ }).textContent).toContain("ManagerInvited by an owner");
    expect(within(dialog).queryByRole("button", { name: /^Revoke/ })).toBeNull();
  });

  it("lets an admin revoke one, announced, with focus on the part's heading", async () => {
    const { user, dialog, calls } = await openEditor({
      "auth.me": me("admin"),
      "admin.listings.owners": () => OWNERS,
      "admin.listings.revokeOwner": () => OWNERS.slice(1),
    });
    await user.click(await within(dialog).findByRole("button", { name: "Revoke dana@mercantile.example.com" }));
    expect(await within(dialog).findByText("dana@mercantile.example.com no longer manages this listing.")).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole("heading", { name: "Owners" }));
    expect(sent(calls, "admin.listings.revokeOwner")).toEqual([{ id: 30, userId: "u1" }]);
  });

  it("offers Revert on an owner's change only and sends it", async () => {
    const reverted: Change = {
      ...ownerChange,
      id: 6,
      action: "listing.revert",
      editor_email: "me@localhype.ca",
      changes: [{ field: "phone", before: "604-555-0199", after: "604-555-0100" }],
    };
    const { user, dialog, calls } = await openEditor({
      "admin.listings.get": () => detail({ changes: [staffChange, ownerChange] }),
      "admin.listings.revert": () => ({ listing: detail({ changes: [staffChange, ownerChange, reverted] }), changed: ["phone"] }),
    });
    const reverts = within(dialog).getAllByRole("button", { name: /^Revert the change of/ });
    expect(reverts).toHaveLength(1);
    await user.click(reverts[0]!);
    expect(await screen.findByText("Reverted")).toBeTruthy();
    expect(sent(calls, "admin.listings.revert")).toEqual([{ id: 30, changeId: 5 }]);
    expect(within(dialog).getAllByRole("button", { name: /^Revert the change of/ })).toHaveLength(2);
  });
});

describe("ListingEditor's place", () => {
  it("sends no place while the fields show the stored one, and the neighbourhood and point once changed", async () => {
    const { user, dialog, calls } = await openEditor({ "admin.listings.update": () => ({ listing: detail(), changed: [] }) });
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Neighbourhood").value).toBe("mount-pleasant");
    expect(within(dialog).getByLabelText<HTMLInputElement>("Latitude").value).toBe("49.2634");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(sent(calls, "admin.listings.update")).toHaveLength(1));
    expect(sent(calls, "admin.listings.update")[0]).not.toHaveProperty("lat");

    const longitude = within(dialog).getByLabelText("Longitude");
    await user.clear(longitude);
    await user.type(longitude, "-123,0951");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(sent(calls, "admin.listings.update")).toHaveLength(2));
    expect(sent(calls, "admin.listings.update")[1]).toMatchObject({ area: "mount-pleasant", lat: 49.2634, lon: -123.0951 });
  });
});
