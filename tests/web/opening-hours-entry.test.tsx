// The opening-hours widget in the submit form (shops and gems) and the admin editor: ranges per weekday
// (past midnight allowed), dates closed, focus that follows adding and removing, what is sent, and the
// schema's refusals on the day they concern (English and French).
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import { ListingEditor } from "@web/features/admin/listings/listing-editor";
import { SubmissionForm } from "@web/features/submissions/submission-form";
import { renderWithApi, type Call } from "./api-harness";
import { fillSubmission } from "./submission-fill";
import { curationDetail } from "./curation-detail";

afterEach(() => {
  cleanup();
  setLocaleSource(() => "en");
});

const received = () => ({ received: true });
const sent = (calls: Call[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

const fillShop = (user: ReturnType<typeof userEvent.setup>) =>
  fillSubmission(user, { title: "Night Owl Bakery", type: "shop", description: "Bread baked through the night." });

const day = (name: string) => screen.getByRole("group", { name });

describe("the submit form's opening hours", () => {
  it("show for shops and gems only", async () => {
    const user = userEvent.setup();
    renderWithApi(<SubmissionForm />, {});
    expect(screen.queryByRole("group", { name: "Opening hours" })).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Content type/), "gem");
    // The hours' code loads with the form's first focus (web/features/submissions/type-fields.tsx).
    expect(await screen.findByRole("group", { name: "Opening hours" })).toBeTruthy();
    expect(within(day("Monday")).getByText("Closed")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/^Content type/), "event");
    expect(screen.queryByRole("group", { name: "Opening hours" })).toBeNull();
  });

  it("adds ranges with focus on each new one, runs past midnight, removes with focus kept, and sends the hours", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.create": received });
    await fillShop(user);
    await user.click(screen.getByRole("button", { name: "Add hours on Friday" }));
    const opens = within(day("Friday")).getByLabelText<HTMLInputElement>("Friday, hours 1: Opens");
    expect(document.activeElement).toBe(opens);
    expect([opens.value, within(day("Friday")).getByLabelText<HTMLInputElement>("Friday, hours 1: Closes").value]).toEqual(["09:00", "17:00"]);
    await user.click(screen.getByRole("button", { name: "Add hours on Friday" }));
    const late = within(day("Friday")).getByLabelText("Friday, hours 2: Opens");
    expect(document.activeElement).toBe(late);
    await user.type(late, "22:00");
    await user.type(within(day("Friday")).getByLabelText("Friday, hours 2: Closes"), "02:00");
    // Removing the first range: focus goes to the Remove of the range that took its place.
    await user.click(screen.getByRole("button", { name: "Remove hours 1 on Friday" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove hours 1 on Friday" }));
    expect(within(day("Friday")).getByLabelText<HTMLInputElement>("Friday, hours 1: Opens").value).toBe("22:00");
    await user.click(screen.getByRole("button", { name: "Add hours on Sunday" }));
    await user.click(screen.getByRole("button", { name: "Remove hours 1 on Sunday" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add hours on Sunday" }));

    await user.type(screen.getByLabelText("Day closed"), "2026-12-25");
    await user.click(screen.getByRole("button", { name: "Add date" }));
    expect(screen.getByRole("button", { name: "Remove Fri, December 25, 2026" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    expect(await screen.findByText("Submission Successful!")).toBeTruthy();
    expect(sent(calls, "submissions.create")).toEqual([
      expect.objectContaining({
        content_type: "shop",
        opening_hours: { week: { fr: [["22:00", "02:00"]] }, exceptions: [{ date: "2026-12-25", ranges: [] }] },
      }),
    ]);
  });

  it("sends no hours when none were entered", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.create": received });
    await fillShop(user);
    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    await waitFor(() => expect(sent(calls, "submissions.create")).toEqual([expect.objectContaining({ opening_hours: null })]));
  });

  it("refuses overlapping or empty ranges on their day, with focus there, and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.create": received });
    await fillShop(user);
    await user.click(screen.getByRole("button", { name: "Add hours on Tuesday" }));
    await user.click(screen.getByRole("button", { name: "Add hours on Tuesday" }));
    await user.type(within(day("Tuesday")).getByLabelText("Tuesday, hours 2: Opens"), "12:00");
    await user.type(within(day("Tuesday")).getByLabelText("Tuesday, hours 2: Closes"), "18:00");
    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    const first = within(day("Tuesday")).getByLabelText("Tuesday, hours 1: Opens");
    await waitFor(() => expect(first.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(first);
    expect(within(day("Tuesday")).getByText("Opening hours on the same day must not overlap.")).toBeTruthy();
    expect(day("Tuesday").getAttribute("aria-describedby")).toBeTruthy();
    expect(calls).toEqual([]);
    // Any change clears the marks.
    await user.click(screen.getByRole("button", { name: "Remove hours 2 on Tuesday" }));
    expect(first.getAttribute("aria-invalid")).toBeNull();
  });

  it("speaks French on French pages", async () => {
    setLocaleSource(() => "fr");
    const user = userEvent.setup();
    renderWithApi(<SubmissionForm />, {});
    await user.selectOptions(screen.getByLabelText(/^Type de contenu/), "shop");
    expect(screen.getByRole("group", { name: "Heures d'ouverture" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Ajouter des heures le lundi" }));
    expect(document.activeElement).toBe(screen.getByLabelText("lundi, plage 1 : Ouvre"));
    expect(screen.getByRole("group", { name: "Fermé ces jours-là" })).toBeTruthy();
  });
});

const shopDetail = () =>
  curationDetail(
    {},
    {
      description: "Vintage finds.",
      tags: ["vintage"],
      opening_hours: {
        week: { mo: [["10:00", "18:00"]], sa: [["10:00", "18:00"]] },
        exceptions: [{ date: "2026-12-26", ranges: [["12:00", "16:00"]] }],
      },
    },
  );

function Editor() {
  const [open, setOpen] = useState(false);
  return <ListingEditor id={26} title="Main Street Mercantile" open={open} onOpenChange={setOpen} />;
}

async function openEditor() {
  const user = userEvent.setup();
  const rendered = renderWithApi(<Editor />, {
    "admin.listings.get": () => shopDetail(),
    "admin.listings.update": () => ({ listing: shopDetail(), changed: [] }),
  });
  await user.click(screen.getByRole("button", { name: "Edit “Main Street Mercantile”" }));
  const dialog = await screen.findByRole("dialog");
  await within(dialog).findByDisplayValue("Main Street Mercantile");
  return { user, dialog, calls: rendered.calls };
}

describe("the admin editor's opening hours", () => {
  it("shows the stored hours and leaves them out of a save that did not touch them", async () => {
    const { user, dialog, calls } = await openEditor();
    expect(within(dialog).getByLabelText<HTMLInputElement>("Monday, hours 1: Closes").value).toBe("18:00");
    expect(within(within(dialog).getByRole("group", { name: "Tuesday" })).getByText("Closed")).toBeTruthy();
    expect(within(dialog).getByText("Sat, December 26, 2026: 12:00 – 16:00")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(sent(calls, "admin.listings.update")).toHaveLength(1));
    expect(sent(calls, "admin.listings.update")[0]).not.toHaveProperty("opening_hours");
  });

  it("sends the edited hours, and focus returns to Add hours when a day's last range goes", async () => {
    const { user, dialog, calls } = await openEditor();
    await user.click(within(dialog).getByRole("button", { name: "Remove hours 1 on Saturday" }));
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Add hours on Saturday" }));
    await user.click(within(dialog).getByRole("button", { name: "Remove Sat, December 26, 2026" }));
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Day closed"));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(sent(calls, "admin.listings.update")).toEqual([
        expect.objectContaining({ opening_hours: { week: { mo: [["10:00", "18:00"]] }, exceptions: [] } }),
      ]),
    );
  });
});
