// The submit form as a person uses it: what it sends, and how it shows missing fields, the server's
// refusals and success (spec sections 2, 5 and 8), with the API answered by the test.
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import { SubmissionForm } from "@web/features/submissions/submission-form";
import { refusal, renderWithApi } from "./api-harness";
import { fillSubmission } from "./submission-fill";

afterEach(() => {
  cleanup();
  setLocaleSource(() => "en");
});

const received = () => ({ received: true });

const fillRequired = (user: ReturnType<typeof userEvent.setup>) =>
  fillSubmission(user, { title: "Corner Bakery", type: "shop", description: "Sourdough every morning." });

describe("SubmissionForm", () => {
  it("sends nothing when required fields are missing: the spec's toast, the fields marked, focus on the first", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.create": received });
    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    expect(await screen.findByText("Missing Information")).toBeTruthy();
    expect(screen.getByText("Please fill in all required fields.")).toBeTruthy();
    const name = screen.getByLabelText(/^Your name/);
    for (const label of [/^Your name/, /^Email/, /^Title/, /^Content type/, /^Description/, /^City/, /^Location/]) {
      expect(screen.getByLabelText(label).getAttribute("aria-invalid"), String(label)).toBe("true");
    }
    expect(
      screen
        .getByLabelText(/^Title/)
        .getAttribute("aria-describedby")
        ?.split(" ")
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain("Title is required.");
    // Optional fields are not marked; fixing a field clears its mark.
    expect(screen.getByLabelText(/^Date/).getAttribute("aria-invalid")).not.toBe("true");
    expect(document.activeElement).toBe(name);
    await user.type(screen.getByLabelText(/^Title/), "Something");
    expect(screen.getByLabelText(/^Title/).getAttribute("aria-invalid")).not.toBe("true");
    expect(calls).toEqual([]);
  });

  it("refuses a malformed e-mail before sending, with a clear message on the field", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.create": received });
    await fillRequired(user);
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, "jean-at-example");
    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    expect(await screen.findByText("Please check your details")).toBeTruthy();
    expect(screen.getAllByText("Please enter a valid email address.").length).toBeGreaterThan(0);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
  });

  it("sends the fields the schema accepts, then thanks the submitter and resets the form", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.create": received });
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Tags/), "bread, coffee, bread");
    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    expect(await screen.findByText("Submission Successful!")).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      path: "submissions.create",
      input: {
        submitter_name: "Ada Baker",
        submitter_email: "ada@example.com",
        title: "Corner Bakery",
        content_type: "shop",
        city: "Halifax",
        location: "North End",
        promotion_tier: "none",
        tags: ["bread", "coffee"],
        image_key: null,
      },
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Title/).value).toBe(""));
    // Above the emptied form, what happens next, with focus on it.
    const next = screen.getByRole("status");
    expect(next.textContent).toBe(
      "“Corner Bakery” is in our review queue. Your private status link is on its way to ada@example.com; we'll write again once it's published or if it needs a change.",
    );
    expect(document.activeElement).toBe(next);
  });

  it("sends the website completed with https://, the phone and the street address", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.create": received });
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Website/), "cornerbakery.example");
    await user.type(screen.getByLabelText(/^Phone/), "(902) 555-0142");
    await user.type(screen.getByLabelText(/^Street address/), "2 Agricola St");
    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      input: { website: "https://cornerbakery.example", phone: "(902) 555-0142", address: "2 Agricola St" },
    });
  });

  it("marks a website that is not one and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.create": received });
    await fillRequired(user);
    const website = screen.getByLabelText(/^Website/);
    await user.type(website, "not a website");
    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    await waitFor(() => expect(website.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("Please enter a website such as example.com or https://example.com.").length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(website);
    expect(calls).toEqual([]);
  });

  it("asks for a date until a type is chosen, then only of an event (with the spec's hint) and a job (its closing date)", async () => {
    const user = userEvent.setup();
    renderWithApi(<SubmissionForm />, {});
    const type = screen.getByLabelText(/^Content type/);
    expect(screen.getByLabelText(/^Date/)).toBeTruthy();
    for (const option of ["shop", "gem", "story"]) {
      await user.selectOptions(type, option);
      expect(screen.queryByLabelText(/^Date/), option).toBeNull();
    }
    await user.selectOptions(type, "event");
    expect(screen.getByLabelText(/^Date/)).toBeTruthy();
    expect(screen.getByText("Required for events")).toBeTruthy();
    await user.selectOptions(type, "job");
    expect(screen.getByLabelText(/^Closing date/)).toBeTruthy();
  });

  it("names the price on the button when a tier is chosen, and back to free when it is pressed again", async () => {
    const user = userEvent.setup();
    renderWithApi(<SubmissionForm />, {});
    const pro = screen.getAllByRole("button", { pressed: false }).find((button) => button.textContent?.includes("Pro"))!;
    await user.click(pro);
    expect(pro.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Submit & Pay $99" })).toBeTruthy();
    // What happens next, right above that button: the checkout comes next, not a call from us.
    expect(
      screen.getByText(
        "Pro promotion selected. You'll pay $99, taxes included, on the next page; if we don't publish your listing, we refund you in full.",
      ),
    ).toBeTruthy();
    await user.click(pro);
    expect(screen.getByRole("button", { name: "Submit for Free" })).toBeTruthy();
  });

  it("shows the server's field refusal on its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderWithApi(<SubmissionForm />, {
      "submissions.create": () => {
        throw refusal("BAD_REQUEST", "Invalid input", { title: ["Title must be at most 120 characters."] });
      },
    });
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    expect(await screen.findByText("Submission Failed")).toBeTruthy();
    const title = screen.getByLabelText(/^Title/);
    await waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("Title must be at most 120 characters.").length).toBeGreaterThan(0);
    expect((title as HTMLInputElement).value).toBe("Corner Bakery");
  });
});

describe("SubmissionForm for a job posting", () => {
  it("shows the job's fields for the Job type, marks a posting with no way to apply, then sends its facts", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.create": received });
    expect(screen.queryByLabelText(/^Employer/)).toBeNull();
    await fillSubmission(user, { title: "Weekend Dishwasher", type: "job", description: "Saturday and Sunday brunch shifts." });
    expect(screen.getByRole("group", { name: "The job" })).toBeTruthy();
    for (const label of [/^Pay up to \(CAD\)/, /^Apply link/, /^Apply by e-mail/]) expect(screen.getByLabelText(label)).toBeTruthy();
    expect([...screen.getByLabelText<HTMLSelectElement>(/^Pay per/).options].map((option) => option.text)).toEqual(["", "Hour", "Year"]);
    await user.type(screen.getByLabelText(/^Employer/), "North End Diner");
    await user.type(screen.getByLabelText(/^Pay from/), "18");
    await user.selectOptions(screen.getByLabelText(/^Pay per/), "hour");
    await user.type(screen.getByLabelText(/^Hours/), "Part-time, weekends");
    await user.type(screen.getByLabelText(/^Closing date/), "2030-06-30");
    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    const applyLink = screen.getByLabelText(/^Apply link/);
    await waitFor(() => expect(applyLink.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("Please give a link or an e-mail address to apply.").length).toBeGreaterThan(0);
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText(/^Apply by e-mail/), "jobs@example.com");
    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      input: {
        content_type: "job",
        date: "2030-06-30",
        employer: "North End Diner",
        pay_min: 18,
        pay_max: null,
        pay_unit: "hour",
        work_hours: "Part-time, weekends",
        apply_url: null,
        apply_email: "jobs@example.com",
      },
    });
  });
  it("starts the listing's language as the page's: English on English pages, French on French ones", () => {
    renderWithApi(<SubmissionForm />, {});
    expect(screen.getByLabelText<HTMLSelectElement>(/^Language of your listing/).value).toBe("en");
    cleanup();
    setLocaleSource(() => "fr");
    renderWithApi(<SubmissionForm />, {});
    expect(screen.getByLabelText<HTMLSelectElement>(/^Langue de votre fiche/).value).toBe("fr");
  });
});
