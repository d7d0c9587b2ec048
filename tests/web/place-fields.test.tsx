// Where a submitted listing stands, as the submit form asks it: the city's neighbourhoods by name (only
// once the form has been focused and a city chosen) and an optional point in degrees, sent as numbers
// (a French decimal comma too); a city change clears the neighbourhood.
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import { SubmissionForm } from "@web/features/submissions/submission-form";
import { renderWithApi } from "./api-harness";
import { fillSubmission } from "./submission-fill";

afterEach(() => {
  cleanup();
  setLocaleSource(() => "en");
});

const received = () => ({ received: true });

describe("the submit form's place", () => {
  it("offers Halifax's neighbourhoods and sends the chosen one with the point typed", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.create": received });
    await fillSubmission(user, { title: "Agricola Books", type: "shop", description: "Second-hand books." });
    const area = await screen.findByLabelText("Neighbourhood");
    expect([...area.querySelectorAll("option")].map((option) => option.textContent).slice(0, 3)).toEqual([
      "Not in a listed neighbourhood",
      "Armdale",
      "Downtown Dartmouth",
    ]);
    await user.selectOptions(area, "north-end-halifax");
    await user.type(screen.getByLabelText("Latitude"), "44.6565");
    await user.type(screen.getByLabelText("Longitude"), "-63,59");
    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: "submissions.create", input: { city: "Halifax", area: "north-end-halifax", lat: 44.6565, lon: -63.59 } });
  });

  it("sends no point when none is typed, and drops the neighbourhood when the city changes", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SubmissionForm />, { "submissions.create": received });
    await fillSubmission(user, { title: "Quinpool Café", type: "gem", description: "Espresso." });
    await user.selectOptions(await screen.findByLabelText("Neighbourhood"), "west-end-halifax");
    await user.selectOptions(screen.getByLabelText(/^City/), "Montreal");
    expect(screen.getByLabelText<HTMLSelectElement>("Neighbourhood").value).toBe("");
    expect(screen.getByRole("option", { name: "Mile End" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Submit for Free" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ input: { city: "Montreal", area: null, lat: null, lon: null } });
  });
});
