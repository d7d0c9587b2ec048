// An event's schedule in the submit form and the admin editor: the fields show for events only, the
// repeat is read back in words as the event's page words it, what is sent is the structure the shared
// schema takes, and each refusal shows on its field (English and French).
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import { setClock } from "@shared/time/clock";
import type { CurationDetail } from "@web/features/admin/ui/admin-types";
import { ListingEditor } from "@web/features/admin/listings/listing-editor";
import { SubmissionForm } from "@web/features/submissions/submission-form";
import { renderWithApi, type Call } from "./api-harness";
import { fillSubmission } from "./submission-fill";
import { curationDetail } from "./curation-detail";

beforeEach(() => setClock(Date.parse("2026-11-24T15:00:00Z")));
afterEach(() => {
  cleanup();
  setClock(null);
  setLocaleSource(() => "en");
});

const received = () => ({ received: true });
const sent = (calls: Call[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

const fillEvent = (user: ReturnType<typeof userEvent.setup>) =>
  fillSubmission(user, { title: "Tuesday Night Market", type: "event", description: "Food stalls and music.", date: "2026-12-01" });

describe("the submit form's schedule", () => {
  it("shows only for events", async () => {
    const user = userEvent.setup();
    renderWithApi(<SubmissionForm />, {});
    expect(screen.queryByRole("group", { name: "When it happens" })).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Content type/), "event");
    // The schedule's code loads with the form's first focus (web/features/submissions/type-fields.tsx).
    expect(await screen.findByRole("group", { name: "When it happens" })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/^Content type/), "shop");
    expect(screen.queryByLabelText("Repeats")).toBeNull();
  });

  it("reads a weekly repeat back in words and sends the schedule the schema takes", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.create": received });
    await fillEvent(user);
    await user.type(screen.getByLabelText("Last day"), "2026-12-02");
    await user.type(screen.getByLabelText("Starts at"), "18:00");
    await user.type(screen.getByLabelText("Ends at"), "22:30");
    await user.selectOptions(screen.getByLabelText("Repeats"), "weekly");
    const days = screen.getByRole("group", { name: "On these days" });
    await user.click(within(days).getByLabelText("Thursday"));
    await user.click(within(days).getByLabelText("Tuesday"));
    expect(screen.getByText("Repeats: Every Tuesday and Thursday")).toBeTruthy();
    await user.type(screen.getByLabelText("Repeats until"), "2027-03-31");
    expect(screen.getByText("Repeats: Every Tuesday and Thursday, until March 31, 2027")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    expect(await screen.findByText("Submission Successful!")).toBeTruthy();
    expect(sent(calls, "submissions.create")).toEqual([
      expect.objectContaining({
        content_type: "event",
        date: "2026-12-01",
        ends_on: "2026-12-02",
        start_time: "18:00",
        end_time: "22:30",
        repeat: { freq: "weekly", weekdays: ["TU", "TH"], until: "2027-03-31" },
      }),
    ]);
    // Reset with the rest of the form.
    await waitFor(() => expect(screen.queryByRole("group", { name: "When it happens" })).toBeNull());
  });

  it("offers the same date or the same weekday for monthly and yearly repeats, worded from the date", async () => {
    const user = userEvent.setup();
    renderWithApi(<SubmissionForm />, {});
    await user.selectOptions(screen.getByLabelText(/^Content type/), "event");
    await user.selectOptions(screen.getByLabelText("Repeats"), "monthly");
    expect(screen.getByText("Enter the date to see how it repeats.")).toBeTruthy();
    await user.type(screen.getByLabelText(/^Date/), "2026-12-10");
    expect(screen.getByText("Repeats: Every month on the 10th")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "The same weekday of the month" }));
    expect(screen.getByText("Repeats: Every month on the 2nd Thursday")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Repeats"), "yearly");
    expect(screen.getByText("Repeats: Every year in December")).toBeTruthy();
  });

  it("refuses a broken schedule on its fields before sending, with focus on the first", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.create": received });
    await fillEvent(user);
    await user.type(screen.getByLabelText("Last day"), "2026-11-30");
    await user.type(screen.getByLabelText("Ends at"), "22:30");
    await user.selectOptions(screen.getByLabelText("Repeats"), "weekly");
    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    const lastDay = screen.getByLabelText("Last day");
    await waitFor(() => expect(lastDay.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(lastDay);
    expect(screen.getAllByText("The end date must be on or after the start date.").length).toBeGreaterThan(0);
    expect(screen.getByLabelText("Starts at").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText("Please enter a start time before an end time.").length).toBeGreaterThan(0);
    expect(screen.getByLabelText("Repeats").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please choose at least one day of the week.")).toBeTruthy();
    expect(calls).toEqual([]);
    // Choosing a day clears the repeat's error.
    await user.click(screen.getByLabelText("Monday"));
    expect(screen.getByLabelText("Repeats").getAttribute("aria-invalid")).toBeNull();
  });

  it("speaks French on French pages", async () => {
    setLocaleSource(() => "fr");
    const user = userEvent.setup();
    renderWithApi(<SubmissionForm />, {});
    await user.selectOptions(screen.getByLabelText(/^Type de contenu/), "event");
    await user.type(screen.getByLabelText(/^Date/), "2027-08-13");
    await user.selectOptions(screen.getByLabelText("Répétition"), "yearly");
    expect(screen.getByText("Répétition : Chaque année en août")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Répétition"), "weekly");
    await user.click(screen.getByLabelText("mardi"));
    expect(screen.getByText("Répétition : Chaque mardi")).toBeTruthy();
  });
});

function eventDetail(schedule: CurationDetail["schedule"], fields: Partial<CurationDetail["fields"]> = {}): CurationDetail {
  return curationDetail(
    { id: 2, type: "event", city: "Toronto", slug: "hot-docs", public_path: "/events/toronto/hot-docs", schedule },
    {
      title: "Hot Docs",
      description: "Documentary festival.",
      location: "Bloor St",
      date: "2024-04-25",
      tags: ["film"],
      hours: null,
      ends_on: "2024-05-05",
      ...fields,
    },
  );
}

function Editor() {
  const [open, setOpen] = useState(false);
  return <ListingEditor id={2} title="Hot Docs" open={open} onOpenChange={setOpen} />;
}

async function openEditor(detail: CurationDetail) {
  const user = userEvent.setup();
  const rendered = renderWithApi(<Editor />, {
    "admin.listings.get": () => detail,
    "admin.listings.update": () => ({ listing: detail, changed: ["start_time"] }),
  });
  await user.click(screen.getByRole("button", { name: "Edit “Hot Docs”" }));
  const dialog = await screen.findByRole("dialog");
  await within(dialog).findByDisplayValue("Hot Docs");
  return { user, dialog, calls: rendered.calls };
}

describe("the admin editor's schedule", () => {
  it("offers to keep a rule the form cannot show, and leaves the repeat out when kept", async () => {
    const { user, dialog, calls } = await openEditor(eventDetail({ repeat: null, repeatShown: false, repeatText: "Every year in April" }));
    const repeat = within(dialog).getByLabelText<HTMLSelectElement>("Repeats");
    expect(repeat.value).toBe("keep");
    expect(within(repeat).getByRole("option", { name: "Keep: Every year in April" })).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>("Last day").value).toBe("2024-05-05");
    await user.type(within(dialog).getByLabelText("Starts at"), "18:00");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Listing saved")).toBeTruthy();
    const [input] = sent(calls, "admin.listings.update") as Record<string, unknown>[];
    expect(input).toMatchObject({ id: 2, date: "2024-04-25", ends_on: "2024-05-05", start_time: "18:00", end_time: null });
    // Left out on the wire: the server keeps the stored rule.
    expect(JSON.parse(JSON.stringify(input))).not.toHaveProperty("repeat");
  });

  it("shows a stored repeat, words it from the date as typed, and sends the edited one", async () => {
    const weekly = { freq: "weekly" as const, weekdays: ["TU" as const], until: null };
    const { user, dialog, calls } = await openEditor(
      eventDetail({ repeat: weekly, repeatShown: true, repeatText: "Every Tuesday" }, { date: "2026-12-01", ends_on: null }),
    );
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Repeats").value).toBe("weekly");
    expect(within(dialog).getByLabelText<HTMLInputElement>("Tuesday").checked).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText("Repeats"), "monthly");
    await user.click(within(dialog).getByRole("radio", { name: "The same weekday of the month" }));
    expect(within(dialog).getByText("Repeats: Every month on the 1st Tuesday")).toBeTruthy();
    const date = within(dialog).getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, "2026-12-29");
    expect(within(dialog).getByText("Repeats: Every month on the last Tuesday")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(sent(calls, "admin.listings.update")).toEqual([
        expect.objectContaining({ date: "2026-12-29", repeat: { freq: "monthly", mode: "weekday", until: null } }),
      ]),
    );
  });

  it("refuses a broken schedule on its field with focus on it, and sends nothing", async () => {
    const { user, dialog, calls } = await openEditor(eventDetail({ repeat: null, repeatShown: true, repeatText: null }));
    await user.type(within(dialog).getByLabelText("Ends at"), "21:00");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    const start = within(dialog).getByLabelText("Starts at");
    await waitFor(() => expect(start.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(start);
    expect(within(dialog).getByText("Please enter a start time before an end time.")).toBeTruthy();
    expect(sent(calls, "admin.listings.update")).toEqual([]);
  });
});
