// The newsletter preferences page as a subscriber uses it from an e-mail's signed link: it shows the
// address's settings, sends the changed ones with the link's values, and says when a link does not work.
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import NewsletterPreferencesPage from "@web/pages/newsletter/newsletter-preferences-page";
import { refusal, renderWithApi } from "./api-harness";

afterEach(cleanup);

const TOKEN = "a".repeat(43);
const PATH = `/newsletter/preferences?s=7&t=${TOKEN}`;
const settings =
  (overrides: Record<string, unknown> = {}) =>
  () => ({
    email: "reader@example.com",
    city: "Vancouver",
    language: "en",
    paused: false,
    bounced: false,
    subscribed: true,
    ...overrides,
  });

describe("NewsletterPreferencesPage", () => {
  it("shows the settings, then saves the changed city, language and pause with the link's values", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(
      <NewsletterPreferencesPage />,
      { "newsletter.preferences": settings(), "newsletter.savePreferences": () => ({ saved: true }) },
      PATH,
    );
    expect(await screen.findByText("The weekly digest for reader@example.com: choose its city and language, or pause it.")).toBeTruthy();
    const city = screen.getByLabelText<HTMLSelectElement>("City");
    expect(city.value).toBe("Vancouver");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "English" }).checked).toBe(true);
    expect(screen.getByRole("radio", { name: "Français" }).closest("label")?.querySelector("span")?.getAttribute("lang")).toBe("fr-CA");
    await user.selectOptions(city, "St. John's");
    await user.click(screen.getByRole("radio", { name: "Français" }));
    await user.click(screen.getByRole("checkbox", { name: "Pause the weekly digest" }));
    await user.click(screen.getByRole("button", { name: "Save my preferences" }));
    expect(await screen.findByText("Your preferences are saved.")).toBeTruthy();
    expect(calls.find((call) => call.path === "newsletter.savePreferences")?.input).toEqual({
      s: 7,
      t: TOKEN,
      city: "St. John's",
      language: "fr",
      paused: true,
    });
    expect(screen.getByRole("link", { name: "Unsubscribe instead" }).getAttribute("href")).toBe(`/newsletter/unsubscribe?s=7&t=${TOKEN}`);
  });

  it("offers every city (null) and says why a bounced digest is paused", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(
      <NewsletterPreferencesPage />,
      { "newsletter.preferences": settings({ paused: true, bounced: true }), "newsletter.savePreferences": () => ({ saved: true }) },
      PATH,
    );
    expect(
      await screen.findByText("We paused the digest because it could not be delivered to this address. Untick the box and save to resume it."),
    ).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("City"), "All cities");
    await user.click(screen.getByRole("checkbox", { name: "Pause the weekly digest" }));
    await user.click(screen.getByRole("button", { name: "Save my preferences" }));
    await waitFor(() => expect(calls.some((call) => call.path === "newsletter.savePreferences")).toBe(true));
    expect(calls.find((call) => call.path === "newsletter.savePreferences")?.input).toMatchObject({ city: null, paused: false });
  });

  it("says the link does not work when the server refuses it", async () => {
    renderWithApi(
      <NewsletterPreferencesPage />,
      { "newsletter.preferences": () => Promise.reject(refusal("BAD_REQUEST", "This newsletter link is not valid.")) },
      PATH,
    );
    expect(await screen.findByText("This link does not work")).toBeTruthy();
    expect(screen.getByText("Open the preferences link from one of our e-mails again.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("an unsubscribed address gets no form", async () => {
    renderWithApi(<NewsletterPreferencesPage />, { "newsletter.preferences": settings({ subscribed: false }) }, PATH);
    expect(await screen.findByText("This address is not subscribed")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
