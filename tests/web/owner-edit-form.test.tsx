// The owner's "Keep it right" form: the server's own schema checks it before anything is sent (messages on
// their fields, focus on the first), a valid edit sends only the owner's fields, and the answer is announced.
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { OwnerListingScreen } from "@web/features/owners/owner-listing-screen";
import { renderWithApi } from "./api-harness";

afterEach(cleanup);

const LISTING = {
  id: 7,
  type: "shop",
  title: "Parkdale Paper & Press",
  city: "Toronto",
  slug: null,
  status: "published",
  phone: "416-555-0100",
  website: "https://paper.example.com",
  description: "Risograph prints and zines.",
  description_fr: null,
  opening_hours: null,
  closure: null,
  isPlace: true,
  role: "manager",
  team: [],
};

function renderForm() {
  return renderWithApi(<OwnerListingScreen listingId={7} />, {
    "owners.listing": () => LISTING,
    "owners.update": () => ({ changed: ["closure", "phone"] }),
  });
}

describe("the owner's edit form", () => {
  it("shows each field's message and sends nothing while a field is wrong", async () => {
    const user = userEvent.setup();
    const { calls } = renderForm();
    const description = await screen.findByLabelText("Description (English)");
    await user.clear(description);
    await user.clear(screen.getByLabelText("Website"));
    await user.type(screen.getByLabelText("Website"), "ftp://paper.example.com");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Description (English) is required.")).toBeTruthy();
    expect(screen.getByText("Please enter a website such as example.com or https://example.com.")).toBeTruthy();
    expect(screen.getByLabelText("Website").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Website"));
    expect(screen.getByText("Check the fields marked below.")).toBeTruthy();
    expect(calls.filter((call) => call.path === "owners.update")).toEqual([]);
  });

  it("sends the owner's fields and the closed state, and says the page shows them", async () => {
    const user = userEvent.setup();
    const { calls } = renderForm();
    await user.click(await screen.findByLabelText("Temporarily closed"));
    await user.clear(screen.getByLabelText("Phone"));
    await user.type(screen.getByLabelText("Phone"), "416-555-0199");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(screen.getByText("Saved: your page shows it now.")).toBeTruthy());
    expect(calls.find((call) => call.path === "owners.update")!.input).toEqual({
      listingId: 7,
      phone: "416-555-0199",
      website: "https://paper.example.com",
      description: "Risograph prints and zines.",
      description_fr: null,
      opening_hours: null,
      closure: "temporary",
    });
    expect(screen.getByText(/not edited here: the Local Hype team changes them on request/)).toBeTruthy();
  });
});
