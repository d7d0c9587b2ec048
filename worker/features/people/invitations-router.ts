// `invitations.*`: the invitation page (/admin/invite?token=…). Anyone holding a link may ask whether it
// still works and, while it does, set the invited account's password once. The account is created then,
// with the invited role; the invitee is sent to the login page.
import { adminPeopleMessages } from "@shared/messages/admin-people";
import { acceptInvitationInput, invitationTokenInput } from "@shared/schemas/people";
import * as clock from "@shared/time/clock";
import { publicProcedure, router } from "../../trpc/init";
import { refusal } from "../../trpc/refusal";
import { hashPassword } from "../auth/password-hash";
import { acceptInvitation, invitationByToken, type InvitationState } from "./invitations";

const STATE_TEXT = { unknown: "invitationUnknown", expired: "invitationExpired", used: "invitationUsed" } as const;

function refuseState(state: Exclude<InvitationState, "valid">): never {
  throw refusal(state === "unknown" ? "NOT_FOUND" : "CONFLICT", adminPeopleMessages, STATE_TEXT[state]);
}

/** A unique index refused a row (D1 wraps the reason in the error's causes). */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current.message.includes("UNIQUE constraint failed")) return true;
  }
  return false;
}

export const invitationsRouter = router({
  /** The invited address while the link works; else NOT_FOUND (unknown) or CONFLICT (expired, used). */
  check: publicProcedure.input(invitationTokenInput).query(async ({ ctx, input }) => {
    ctx.resHeaders.set("Cache-Control", "no-store");
    const { row, state } = await invitationByToken(ctx.db, input.token, clock.now());
    if (!row || state !== "valid") refuseState(state === "valid" ? "unknown" : state);
    return { email: row.email, role: row.role };
  }),

  /** Sets the password and creates the account, once. */
  accept: publicProcedure.input(acceptInvitationInput).mutation(async ({ ctx, input }) => {
    ctx.resHeaders.set("Cache-Control", "no-store");
    const now = clock.now();
    const { row, state } = await invitationByToken(ctx.db, input.token, now);
    if (!row || state !== "valid") refuseState(state === "valid" ? "unknown" : state);
    try {
      await acceptInvitation(ctx.db, row, await hashPassword(input.password), now);
    } catch (cause) {
      // Accepted twice at once, or the address got an account meanwhile (the unique index said no).
      if (isUniqueViolation(cause)) refuseState("used");
      throw cause;
    }
    return { email: row.email };
  }),
});
