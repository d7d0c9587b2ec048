// The admin's e-mail delivery table: on a phone it scrolls sideways, so it sits in a named, focusable
// region the keyboard can reach and scroll (axe: scrollable-region-focusable).
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EmailDelivery } from "@web/features/admin/email/email-delivery";
import { renderWithApi } from "./api-harness";

afterEach(cleanup);

const recent = () => ({
  undelivered: { failed: 0, retrying: 0 },
  emails: [
    {
      id: 1,
      kind: "receipt",
      recipient: "ada@example.com",
      status: "sent",
      attempts: 1,
      last_error: null,
      created_at: "2026-11-24T16:00:00.000Z",
      submission_title: "Corner Bakery",
    },
  ],
});

describe("EmailDelivery", () => {
  it("puts the table in a focusable region named for what it holds", async () => {
    renderWithApi(<EmailDelivery />, { "admin.emails.recent": recent });
    const region = await screen.findByRole("region", { name: "Recent e-mails (scrolls sideways)" });
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(region.querySelector("table")).toBeTruthy();
  });
});
