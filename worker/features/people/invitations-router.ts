// `invitations.*`: the invitation page (/admin/invite?token=…). Anyone holding a link may ask whether it
// still works and, while it does, accept it once: with a password (the invitee is then sent to the login
// page) or with a passkey made there and then (the invitee is signed in). The account is created then,
// with the invited role.
import { adminPeopleMessages } from "@shared/people/admin-people-texts";
import { acceptInvitationInput, acceptInvitationWithPasskeyInput, invitationTokenInput } from "@shared/people/people-schema";
import * as clock from "@shared/time/clock";
import { personalProcedure, router } from "../../trpc/init";
import { refusal } from "../../trpc/refusal";
import { hashPassword } from "../auth/password-hash";
import { sessionSecrets } from "../../http/signed-cookies";
import type { Context } from "../../trpc/context";
import { startSession } from "../auth/session";
import { newPasskeyOptions, verifiedNewPasskey } from "../passkeys/new-passkey";
import { acceptInvitation, invitationByToken, invitedUserId, type InvitationState, type InviteeCredential } from "./invitations";
import { isUniqueViolation } from "../../db/unique-violation";

type Invitation = NonNullable<Awaited<ReturnType<typeof invitationByToken>>["row"]>;

const STATE_TEXT = { unknown: "invitationUnknown", expired: "invitationExpired", used: "invitationUsed", revoked: "invitationRevoked" } as const;

function refuseState(state: Exclude<InvitationState, "valid">): never {
  throw refusal(state === "unknown" ? "NOT_FOUND" : "CONFLICT", adminPeopleMessages, STATE_TEXT[state]);
}

/** The invitation a link names while it still works; refused otherwise. */
async function usableInvitation(ctx: Context, token: string, now: Date) {
  const { row, state } = await invitationByToken(ctx.db, token, now);
  if (!row || state !== "valid") refuseState(state === "valid" ? "unknown" : state);
  return row;
}

/** Creates the account once; a second acceptance, or an address that got an account meanwhile, is "used". */
async function acceptOnce(ctx: Context, invitation: Invitation, credential: InviteeCredential, now: Date): Promise<string> {
  try {
    return await acceptInvitation(ctx.db, invitation, credential, now);
  } catch (cause) {
    // Accepted twice at once, or the address got an account meanwhile (the unique index said no).
    if (isUniqueViolation(cause)) refuseState("used");
    throw cause;
  }
}

export const invitationsRouter = router({
  /** The invited address while the link works; else NOT_FOUND (unknown) or CONFLICT (expired, used). */
  check: personalProcedure.input(invitationTokenInput).query(async ({ ctx, input }) => {
    const row = await usableInvitation(ctx, input.token, clock.now());
    return { email: row.email, role: row.role };
  }),

  /** Sets the password and creates the account, once; the invitee then signs in. */
  accept: personalProcedure.input(acceptInvitationInput).mutation(async ({ ctx, input }) => {
    const now = clock.now();
    const row = await usableInvitation(ctx, input.token, now);
    await acceptOnce(ctx, row, { passwordHash: await hashPassword(input.password) }, now);
    return { email: row.email };
  }),

  /** Options for the invitee's first passkey: made for the account the invitation will create. */
  passkeyOptions: personalProcedure.input(invitationTokenInput).mutation(async ({ ctx, input }) => {
    const row = await usableInvitation(ctx, input.token, clock.now());
    return newPasskeyOptions(ctx, { id: await invitedUserId(row), email: row.email }, { purpose: "invitation", owner: null });
  }),

  /**
   * Creates the account with its first passkey instead of a password, once, and signs the invitee in
   * (the passkey just proved them; a password account signs in on the login page instead).
   */
  acceptWithPasskey: personalProcedure.input(acceptInvitationWithPasskeyInput).mutation(async ({ ctx, input }) => {
    // No account without a usable signing secret for its session.
    sessionSecrets(ctx.env);
    const now = clock.now();
    const row = await usableInvitation(ctx, input.token, now);
    const passkey = await verifiedNewPasskey(ctx, input.response, { purpose: "invitation", owner: null }, now);
    const userId = await acceptOnce(ctx, row, { passkey: { ...passkey, name: input.name } }, now);
    return startSession(ctx, userId, { method: "passkey", passkeyId: passkey.id });
  }),
});
