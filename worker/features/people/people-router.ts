// `admin.people.*`: the People tab (admins only). Invite by e-mail, change a role, deactivate and
// reactivate, end a person's sessions. Each change is one D1 batch with its audit entry. An admin cannot
// deactivate or demote themselves, and the last active admin stays one.
import { adminPeopleMessages } from "@shared/messages/admin-people";
import { inviteInput, personIdInput, roleChangeInput } from "@shared/schemas/people";
import * as clock from "@shared/time/clock";
import { publicOrigin } from "../../http/public-origin";
import { adminProcedure, router } from "../../trpc/init";
import type { Context } from "../../trpc/context";
import { refusal } from "../../trpc/refusal";
import { auditEntry } from "../audit/audit-log";
import { clearSessionCookie } from "../auth/session-cookie";
import { queueEmail } from "../notifications/email-queue";
import { sealToken } from "../notifications/sealed-tokens";
import { createInvitation } from "./invitations";
import { endSessionsStatement, listPeople, otherActiveAdmins, personById, setDeactivatedStatement, setRoleStatements } from "./people-queries";
import { findUserByEmail } from "../auth/user-queries";

async function existingPerson(ctx: Context, id: string) {
  const person = await personById(ctx.db, id);
  if (!person) throw refusal("NOT_FOUND", adminPeopleMessages, "personNotFound");
  return person;
}

/**
 * The two guards of a change that can take someone's admin rights away (a new role, a deactivation):
 * never one's own account, and never the last active admin's.
 */
async function guardAdminRights(
  ctx: Context & { session: { user: { id: string } } },
  person: { id: string; role: string | null },
  keepsAdmin: boolean,
) {
  if (person.id === ctx.session.user.id) throw refusal("FORBIDDEN", adminPeopleMessages, "notYourself");
  if (person.role === "admin" && !keepsAdmin && (await otherActiveAdmins(ctx.db, person.id)) === 0) {
    throw refusal("CONFLICT", adminPeopleMessages, "lastAdmin");
  }
}

export const peopleRouter = router({
  /** Every account with its role, state and live sessions. */
  list: adminProcedure.query(({ ctx }) => listPeople(ctx.db, clock.now())),

  /** Invites an address that has no account: a single-use link valid 72 hours, e-mailed in the chosen language. */
  invite: adminProcedure.input(inviteInput).mutation(async ({ ctx, input }) => {
    if (await findUserByEmail(ctx.db, input.email)) throw refusal("CONFLICT", adminPeopleMessages, "accountExists", { field: "email" });
    const { id, token } = await createInvitation(ctx.db, ctx.session.user, input, clock.now());
    const outboxId = await queueEmail(
      ctx.env,
      ctx.db,
      { kind: "invitation", recipient: input.email, sealedToken: await sealToken(ctx.env, token) },
      { origin: publicOrigin(ctx.env, ctx.req.url) },
    );
    return { id, email: input.email, queued: outboxId !== null };
  }),

  /** Gives a person another role (one per account). */
  setRole: adminProcedure.input(roleChangeInput).mutation(async ({ ctx, input }) => {
    const person = await existingPerson(ctx, input.id);
    await guardAdminRights(ctx, person, input.role === "admin");
    await ctx.db.batch([
      ...setRoleStatements(ctx.db, person.id, input.role),
      auditEntry(ctx.db, ctx.session.user, {
        action: "person.role",
        target: { type: "user", id: person.id },
        detail: { email: person.email, from: person.role, to: input.role },
      }),
    ]);
    return { id: person.id, role: input.role };
  }),

  /** Deactivates a person: no more logins, and every session of theirs ends at once. */
  deactivate: adminProcedure.input(personIdInput).mutation(async ({ ctx, input }) => {
    const person = await existingPerson(ctx, input.id);
    await guardAdminRights(ctx, person, false);
    await ctx.db.batch([
      setDeactivatedStatement(ctx.db, person.id, clock.now().toISOString()),
      endSessionsStatement(ctx.db, person.id),
      auditEntry(ctx.db, ctx.session.user, { action: "person.deactivate", target: { type: "user", id: person.id }, detail: { email: person.email } }),
    ]);
    return { id: person.id, deactivated: true };
  }),

  reactivate: adminProcedure.input(personIdInput).mutation(async ({ ctx, input }) => {
    const person = await existingPerson(ctx, input.id);
    await ctx.db.batch([
      setDeactivatedStatement(ctx.db, person.id, null),
      auditEntry(ctx.db, ctx.session.user, { action: "person.reactivate", target: { type: "user", id: person.id }, detail: { email: person.email } }),
    ]);
    return { id: person.id, deactivated: false };
  }),

  /** Ends every session of a person; for oneself too, and then this browser is logged out. */
  signOutEverywhere: adminProcedure.input(personIdInput).mutation(async ({ ctx, input }) => {
    const person = await existingPerson(ctx, input.id);
    await ctx.db.batch([
      endSessionsStatement(ctx.db, person.id),
      auditEntry(ctx.db, ctx.session.user, { action: "person.signout", target: { type: "user", id: person.id }, detail: { email: person.email } }),
    ]);
    const self = person.id === ctx.session.user.id;
    if (self) clearSessionCookie(ctx.resHeaders, ctx.env, ctx.req);
    return { id: person.id, loggedOut: self };
  }),
});
