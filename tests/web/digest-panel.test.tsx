// The admin's weekly digest panel: it previews the chosen city and language, sends a test with the same
// choice, says when a digest would be skipped, and lists bounced addresses.
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { DigestPanel } from "@web/features/admin/email/email-delivery";
import { renderWithApi } from "./api-harness";

afterEach(cleanup);

describe("DigestPanel", () => {
  it("previews a city's next digest and sends the same one as a test", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<DigestPanel />, {
      "admin.digest.bounced": () => [{ id: 3, email: "gone@example.com", city: "Halifax" }],
      "admin.digest.preview": () => ({
        at: "2026-10-01T12:00:00.000Z",
        email: { subject: "Cette semaine à Montréal", text: "Nouveau cette semaine" },
      }),
      "admin.digest.sendTest": () => ({ queued: true, to: "admin@example.com" }),
    });
    expect(await screen.findByText("gone@example.com · Halifax")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Digest of"), "Montreal");
    await user.selectOptions(screen.getByLabelText("Preview language"), "fr");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText("Subject: Cette semaine à Montréal")).toBeTruthy();
    expect(screen.getByText("Subject: Cette semaine à Montréal").getAttribute("lang")).toBe("fr-CA");
    await user.click(screen.getByRole("button", { name: "Send a test to myself" }));
    expect(await screen.findByText("Test sent to admin@example.com.")).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith("admin.digest.") && call.path !== "admin.digest.bounced")).toEqual([
      { path: "admin.digest.preview", input: { city: "Montreal", language: "fr" } },
      { path: "admin.digest.sendTest", input: { city: "Montreal", language: "fr" } },
    ]);
  });

  it("says when the digest would be skipped, and offers no test", async () => {
    const user = userEvent.setup();
    renderWithApi(<DigestPanel />, {
      "admin.digest.bounced": () => [],
      "admin.digest.preview": () => ({ at: "2026-10-01T12:00:00.000Z", email: null }),
    });
    expect(await screen.findByText("No address bounced.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText("Nothing new for this city: its digest will be skipped.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send a test to myself" })).toBeNull();
  });
});
