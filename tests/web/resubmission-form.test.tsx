// "Submit again" from a rejected submission's status page: /submit#from={token} fills the form in from
// what the server answers for that token, or says why it could not, with the server's reason.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SubmissionForm } from "@web/features/submissions/submission-form";
import { refusal, renderWithApi } from "./api-harness";

// Filling the form in loads the form's schema in the background (it checks what is sent): let it finish
// loading before the test's environment is torn down.
afterEach(async () => {
  await import("@shared/submissions/submission-schema");
  cleanup();
});

const TOKEN = "a".repeat(43);

const rejected = () => ({
  title: "Rue Bernard Bakehouse",
  description: "Sourdough and viennoiseries since dawn.",
  content_type: "shop",
  category: "bakeries",
  language: "en",
  city: "Montreal",
  location: "Mile End",
  address: null,
  website: "https://rue-bernard.example",
  phone: null,
  date: null,
  tags: ["bread", "pastry"],
});

describe("the submit form from a rejected submission", () => {
  it("is filled in from the submission its status token names, and says so", async () => {
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.resubmission": rejected }, `/submit#from=${TOKEN}`);
    expect(
      await screen.findByText("The form is filled in from your earlier submission. Check it, add your name and e-mail, and send it again."),
    ).toBeTruthy();
    expect(calls).toEqual([{ path: "submissions.resubmission", input: { token: TOKEN } }]);
    expect(screen.getByLabelText<HTMLInputElement>(/^Title/).value).toBe("Rue Bernard Bakehouse");
    expect(screen.getByLabelText<HTMLSelectElement>(/^Content type/).value).toBe("shop");
    const category = screen.getByLabelText<HTMLSelectElement>(/^Business category/);
    expect(category.value).toBe("bakeries");
    expect(category.selectedOptions[0]?.textContent).toBe("Bakeries");
    expect(screen.getByLabelText<HTMLInputElement>(/^Website/).value).toBe("https://rue-bernard.example");
    expect(screen.getByLabelText<HTMLInputElement>(/^Tags/).value).toBe("bread, pastry");
    expect(screen.getByLabelText<HTMLInputElement>(/^Your name/).value).toBe("");
  });

  it("shows the server's reason when the link does not work, and fills nothing", async () => {
    renderWithApi(
      <SubmissionForm />,
      {
        "submissions.resubmission": () => {
          throw refusal("NOT_FOUND", "This status link is not valid or has expired, so the form could not be filled in.");
        },
      },
      `/submit#from=${TOKEN}`,
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("This status link is not valid or has expired, so the form could not be filled in.");
    expect(screen.getByLabelText<HTMLInputElement>(/^Title/).value).toBe("");
  });

  it("asks nothing without a token", async () => {
    const { calls } = renderWithApi(<SubmissionForm />, {}, "/submit");
    await screen.findByLabelText(/^Title/);
    expect(calls).toEqual([]);
  });
});
