// My city in the forms: the submit form's city and the newsletter's digest city start as
// the city the visitor chose in the header; with none chosen, the form's city starts empty.
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SubmissionForm } from "@web/features/submissions/submission-form";
import { NewsletterForm } from "@web/components/newsletter/newsletter-form";
import { renderWithApi } from "./api-harness";

afterEach(cleanup);

const citySelect = () => screen.getByLabelText<HTMLSelectElement>(/^City/);

describe("my city in the forms", () => {
  it("the submit form's city starts as my city, and again after a successful submission", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.create": () => ({ received: true }) }, "/submit", "Montreal");
    expect(citySelect().value).toBe("Montreal");
    await user.type(screen.getByLabelText(/^Your name/), "Ada Baker");
    await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/^Title/), "Café du Coin");
    await user.selectOptions(screen.getByLabelText(/^Content type/), "shop");
    await user.type(screen.getByLabelText(/^Description/), "Espresso and croissants.");
    await user.type(screen.getByLabelText(/^Location/), "Plateau");
    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    expect(await screen.findByText("Submission Successful!")).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: "submissions.create", input: { city: "Montreal" } });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Title/).value).toBe(""));
    expect(citySelect().value).toBe("Montreal");
  });

  it("with no city chosen, the submit form's city starts empty (the visitor must pick one)", () => {
    renderWithApi(<SubmissionForm />, {}, "/submit");
    expect(citySelect().value).toBe("");
  });

  it("the newsletter signs up for my city's digest", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<NewsletterForm />, { "newsletter.subscribe": () => ({ ok: true }) }, "/", "Halifax");
    await user.type(screen.getByLabelText("Email address"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: "newsletter.subscribe", input: { email: "ada@example.com", city: "Halifax" } });
  });
});
