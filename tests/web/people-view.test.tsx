// The People tab: each account with its role, state and sessions; inviting (with the refusal for an
// address that has an account shown on the field), changing a role, deactivating, and signing a person
// out everywhere; one's own row offers neither a role change nor deactivation; withdrawing a pending
// invitation after confirming it.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Me } from "@web/features/admin/ui/admin-types";
import PeopleView from "@web/features/admin/people/people-view";
import { refusal, renderWithApi, type Call } from "./api-harness";

afterEach(cleanup);

const me: Me = { user: { id: "00000000-0000-4000-8000-000000000001", email: "admin@example.com" }, roles: ["admin"] };
const MOD_ID = "00000000-0000-4000-8000-000000000002";

const people = () => [
  {
    id: me.user.id,
    email: me.user.email,
    display_name: null,
    role: "admin",
    deactivated_at: null,
    created_at: "2026-01-01T00:00:00.000Z",
    sessions: [],
  },
  {
    id: MOD_ID,
    email: "mod@example.com",
    display_name: null,
    role: "moderator",
    deactivated_at: null,
    created_at: "2026-02-01T00:00:00.000Z",
    sessions: [{ device: "Firefox on Windows", created_at: "2026-11-20T12:00:00.000Z", last_seen_at: "2026-11-21T12:00:00.000Z" }],
  },
];
const sent = (calls: Call[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

describe("PeopleView", () => {
  it("lists people with role, state and sessions; one's own row cannot be demoted or deactivated", async () => {
    renderWithApi(<PeopleView me={me} />, { "admin.people.list": people, "admin.people.invitations": () => [] });
    const mine = (await screen.findByRole("rowheader", { name: /admin@example\.com/ })).closest("tr")!;
    expect(within(mine).getByText("(you)")).toBeTruthy();
    expect(within(mine).getByRole("combobox", { name: "Role of admin@example.com" }).hasAttribute("disabled")).toBe(true);
    expect(within(mine).queryByRole("button", { name: "Deactivate" })).toBeNull();
    const theirs = screen.getByRole("rowheader", { name: "mod@example.com" }).closest("tr")!;
    expect(within(theirs).getByRole("list", { name: "Sessions of mod@example.com" }).textContent).toContain("Firefox on Windows");
    expect(within(theirs).getByText("Active")).toBeTruthy();
  });

  it("invites an address with a role and language, and shows the refusal for an existing account on the field", async () => {
    const user = userEvent.setup();
    let answer: () => unknown = () => {
      throw refusal("CONFLICT", "An account with this address already exists.", { email: ["An account with this address already exists."] });
    };
    const { calls } = renderWithApi(<PeopleView me={me} />, {
      "admin.people.list": people,
      "admin.people.invitations": () => [],
      "admin.people.invite": () => answer(),
    });
    await user.type(await screen.findByLabelText(/^Email address/), "New@Example.com");
    await user.selectOptions(screen.getByLabelText("Role"), "Editor");
    await user.selectOptions(screen.getByLabelText("Invitation language"), "French");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(screen.getByLabelText(/^Email address/).getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("An account with this address already exists.")).toBeTruthy();
    expect(sent(calls, "admin.people.invite")).toEqual([{ email: "new@example.com", role: "editor", locale: "fr" }]);

    answer = () => ({ id: 1, email: "other@example.com", queued: true });
    await user.clear(screen.getByLabelText(/^Email address/));
    await user.type(screen.getByLabelText(/^Email address/), "other@example.com");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent to other@example.com. The link works for 72 hours.")).toBeTruthy();
  });

  it("changes a role, deactivates and signs a person out everywhere", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<PeopleView me={me} />, {
      "admin.people.list": people,
      "admin.people.invitations": () => [],
      "admin.people.setRole": (input) => ({ ...(input as object) }),
      "admin.people.deactivate": () => ({ id: MOD_ID, deactivated: true }),
      "admin.people.signOutEverywhere": () => ({ id: MOD_ID, loggedOut: false }),
    });
    const row = (await screen.findByRole("rowheader", { name: "mod@example.com" })).closest("tr")!;
    const save = within(row).getByRole("button", { name: "Save role" });
    expect(save.hasAttribute("disabled")).toBe(true);
    await user.selectOptions(within(row).getByRole("combobox", { name: "Role of mod@example.com" }), "Editor");
    await user.click(save);
    expect(await screen.findByText("mod@example.com is now Editor.")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("mod@example.com is deactivated and signed out everywhere.")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Sign out everywhere (mod@example.com)" }));
    expect(await screen.findByText("mod@example.com is signed out everywhere.")).toBeTruthy();
    expect(sent(calls, "admin.people.setRole")).toEqual([{ id: MOD_ID, role: "editor" }]);
    expect(sent(calls, "admin.people.deactivate")).toEqual([{ id: MOD_ID }]);
    expect(sent(calls, "admin.people.signOutEverywhere")).toEqual([{ id: MOD_ID }]);
  });

  it("lists pending invitations and withdraws one after confirming; Cancel withdraws nothing", async () => {
    const user = userEvent.setup();
    let pending = [
      {
        id: 7,
        email: "pending@example.com",
        role: "editor",
        invitedBy: "admin@example.com",
        createdAt: "2026-11-20T12:00:00.000Z",
        expiresAt: "2026-11-23T12:00:00.000Z",
      },
    ];
    const { calls } = renderWithApi(<PeopleView me={me} />, {
      "admin.people.list": people,
      "admin.people.invitations": () => pending,
      "admin.people.revokeInvitation": () => {
        pending = [];
        return { id: 7 };
      },
    });
    const row = (await screen.findByRole("rowheader", { name: "pending@example.com" })).closest("tr")!;
    expect(within(row).getByText("Editor")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Withdraw the invitation to pending@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw" });
    expect(dialog.textContent).toContain("Withdraw the invitation to pending@example.com? Its link will stop working.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sent(calls, "admin.people.revokeInvitation")).toEqual([]);
    await user.click(within(row).getByRole("button", { name: "Withdraw the invitation to pending@example.com" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByText("The invitation to pending@example.com is withdrawn.")).toBeTruthy();
    expect(sent(calls, "admin.people.revokeInvitation")).toEqual([{ id: 7 }]);
    expect(await screen.findByText("No pending invitations.")).toBeTruthy();
  });
});
