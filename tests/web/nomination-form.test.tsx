// The nomination form as a person uses it: the city chosen from the link, what it sends, how it marks
// wrong fields (the schema's and the server's), and the thank-you that takes its place, with the API
// answered by the test.
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { NominationForm } from "@web/features/voting/nomination-form";
import { refusal, renderWithApi } from "./api-harness";

afterEach(cleanup);

const CITIES = [
  { slug: "toronto", city: "Toronto" },
  { slug: "montreal", city: "Montreal" },
];

async function fill(user: ReturnType<typeof userEvent.setup>, email = "fan@example.com") {
  await user.type(screen.getByLabelText(/^Shop name/), "Corner Roasters");
  await user.type(screen.getByLabelText(/^Street address/), "5 King St W");
  await user.type(screen.getByLabelText(/^Website/), "corner.example");
  await user.type(screen.getByLabelText(/^Why it deserves a place/), "Great flat whites.");
  await user.type(screen.getByLabelText(/^Your e-mail/), email);
}

describe("NominationForm", () => {
  it("starts on the link's city; an empty send marks the fields, focuses the first and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<NominationForm cities={CITIES} initialCity="montreal" />, { "nominations.create": () => ({ received: true }) });
    expect(screen.getByLabelText<HTMLSelectElement>(/^City/).value).toBe("montreal");
    await user.click(screen.getByRole("button", { name: "Send nomination" }));
    expect((await screen.findAllByText("Shop name is required.")).length).toBeGreaterThan(0);
    const shopName = screen.getByLabelText(/^Shop name/);
    expect(shopName.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(shopName);
    expect(calls).toEqual([]);
  });

  it("sends what the schema accepts (website normalised, the page's language), then thanks the nominator", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<NominationForm cities={CITIES} initialCity="toronto" />, { "nominations.create": () => ({ received: true }) });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send nomination" }));
    const thanks = await screen.findByRole("status");
    expect(thanks.textContent).toContain("Thank you! We will review your nomination of “Corner Roasters” and e-mail you our decision.");
    expect(document.activeElement).toBe(thanks);
    expect(calls).toEqual([
      {
        path: "nominations.create",
        input: {
          shop_name: "Corner Roasters",
          address: "5 King St W",
          city: "toronto",
          website: "https://corner.example",
          reason: "Great flat whites.",
          nominator_email: "fan@example.com",
          language: "en",
          company_website: "",
        },
      },
    ]);
    await user.click(screen.getByRole("button", { name: "Nominate another shop" }));
    expect(screen.getByLabelText<HTMLInputElement>(/^Shop name/).value).toBe("");
  });

  it("marks the field the server refused, with its message", async () => {
    const user = userEvent.setup();
    renderWithApi(<NominationForm cities={CITIES} initialCity="toronto" />, {
      "nominations.create": () => {
        throw refusal("BAD_REQUEST", "Please choose a city from the list.", { city: ["Please choose a city from the list."] });
      },
    });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send nomination" }));
    expect((await screen.findAllByText("Please choose a city from the list.")).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^City/).getAttribute("aria-invalid")).toBe("true");
  });
});
