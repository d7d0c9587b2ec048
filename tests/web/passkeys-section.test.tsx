// The Account page's passkeys: the list, renaming in place (focus in and back out), removing after a
// dialog that offers to sign out the passkey's sessions (focus to "Add a passkey"), each outcome announced; a browser without WebAuthn is told so instead of the button.
// Adding a real passkey needs a browser's authenticator: tests/e2e/passkeys.e2e.ts.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PasskeysSection } from "@web/features/account/account-view";
import { renderWithApi } from "./api-harness";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function passkeyApi() {
  let passkeys = [
    { id: "cred-1", name: "Laptop", createdAt: "2026-11-01T15:00:00.000Z", lastUsedAt: null },
    { id: "cred-2", name: "Phone", createdAt: "2026-11-02T15:00:00.000Z", lastUsedAt: "2026-11-20T09:30:00.000Z" },
  ];
  return {
    "passkeys.list": () => passkeys,
    "passkeys.rename": (input: unknown) => {
      const { id, name } = input as { id: string; name: string };
      passkeys = passkeys.map((passkey) => (passkey.id === id ? { ...passkey, name } : passkey));
      return { id };
    },
    "passkeys.remove": (input: unknown) => {
      const { id, endSessions } = input as { id: string; endSessions: boolean };
      passkeys = passkeys.filter((passkey) => passkey.id !== id);
      return { id, sessionsEnded: endSessions ? 2 : 0, loggedOut: false };
    },
  };
}

/** A browser with WebAuthn in a secure context (happy-dom has neither). */
function withWebAuthn() {
  vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
  vi.stubGlobal("isSecureContext", true);
}

describe("PasskeysSection", () => {
  it("lists each passkey with when it was created and last used", async () => {
    withWebAuthn();
    renderWithApi(<PasskeysSection />, passkeyApi());
    const table = await screen.findByRole("table", { name: "Passkeys" });
    const rows = within(table).getAllByRole("row");
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole("columnheader")
          .map((cell) => cell.textContent),
      )[0],
    ).toEqual(["Name", "Created", "Last used", "Actions"]);
    expect(within(rows[1]!).getByText("Laptop")).toBeTruthy();
    expect(within(rows[1]!).getByText("Never")).toBeTruthy();
    expect(within(rows[2]!).getByText("Phone")).toBeTruthy();
    expect(rows[2]!.querySelectorAll("time")[1]?.getAttribute("dateTime")).toBe("2026-11-20T09:30:00.000Z");
    expect(screen.getByRole("button", { name: "Add a passkey" })).toBeTruthy();
  });

  it("renames in place: focus moves into the field and back to Rename; the change is announced", async () => {
    withWebAuthn();
    const user = userEvent.setup();
    const { calls } = renderWithApi(<PasskeysSection />, passkeyApi());
    await user.click(await screen.findByRole("button", { name: "Rename Laptop" }));
    const field = screen.getByLabelText("Passkey name");
    expect(document.activeElement).toBe(field);
    await user.keyboard("{Escape}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Rename Laptop" }));

    await user.click(screen.getByRole("button", { name: "Rename Laptop" }));
    await user.clear(screen.getByLabelText("Passkey name"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Passkey name is required.")).toBeTruthy();
    expect(calls.some((call) => call.path === "passkeys.rename")).toBe(false);

    await user.type(screen.getByLabelText("Passkey name"), "  Work laptop {Enter}");
    expect(await screen.findByRole("button", { name: "Rename Work laptop" })).toBeTruthy();
    expect(calls.filter((call) => call.path === "passkeys.rename")).toEqual([
      { path: "passkeys.rename", input: { id: "cred-1", name: "Work laptop" } },
    ]);
    expect(screen.getByRole("status").textContent).toBe("Passkey renamed.");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Rename Work laptop" }));
  });

  it("removes a passkey after asking, announces it and puts focus on Add a passkey; Cancel removes nothing", async () => {
    withWebAuthn();
    const user = userEvent.setup();
    const { calls } = renderWithApi(<PasskeysSection />, passkeyApi());
    await user.click(await screen.findByRole("button", { name: "Remove Phone" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Phone?" });
    expect(within(dialog).getByText("You will no longer be able to sign in with this passkey.")).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>("Also sign out sessions started with this passkey").checked).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((call) => call.path === "passkeys.remove")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Remove Phone" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Passkey removed.")).toBeTruthy();
    expect(screen.queryByText("Phone")).toBeNull();
    expect(calls.filter((call) => call.path === "passkeys.remove")).toEqual([
      { path: "passkeys.remove", input: { id: "cred-2", endSessions: false } },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add a passkey" })));
  });

  it("offers to sign out the sessions the passkey started, and says it did", async () => {
    withWebAuthn();
    const user = userEvent.setup();
    const { calls } = renderWithApi(<PasskeysSection />, passkeyApi());
    await user.click(await screen.findByRole("button", { name: "Remove Laptop" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Laptop?" });
    await user.click(within(dialog).getByLabelText("Also sign out sessions started with this passkey"));
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Passkey removed. Sessions started with it are signed out.")).toBeTruthy();
    expect(calls.filter((call) => call.path === "passkeys.remove")).toEqual([
      { path: "passkeys.remove", input: { id: "cred-1", endSessions: true } },
    ]);
  });

  it("tells a browser without WebAuthn that it cannot use passkeys, with no Add button", async () => {
    renderWithApi(<PasskeysSection />, { "passkeys.list": () => [] });
    expect(await screen.findByText("You have no passkeys yet.")).toBeTruthy();
    expect(screen.getByText("This browser cannot use passkeys. Sign in with your password.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a passkey" })).toBeNull();
  });
});
