// `admin.people.*`: the People tab (admins only). Invite by e-mail and withdraw a pending invitation,
// change a role, deactivate and reactivate, end a person's sessions. Each change is one D1 batch with
// its audit entry. An admin cannot deactivate or demote themselves, and the last active admin stays one: that guard is part of the change's
// own SQL (people-queries.ts), so two admins removing each other at once cannot both succeed.
import { adminPeopleMessages } from "@shared/people/admin-people-texts";
import { invitationIdInput, inviteInput, personIdInput, roleChangeInput } from "@shared/people/people-schema";
import * as clock from "@shared/time/clock";
import { publicOrigin } from "../../http/public-origin";
import { adminProcedure, router } from "../../trpc/init";
import type { Context } from "../../trpc/context";
import { refusal } from "../../trpc/refusal";
import { auditEntry, auditEntryWhen } from "../audit/audit-log";
import { clearSessionCookie } from "../auth/session";
import { queueEmail } from "../notifications/email-queue";
import { sealToken } from "../notifications/link-tokens";
import { createInvitation, pendingInvitations, revokeInvitation } from "./invitations";
import {
  deactivateStatement,
  endSessionsStatement,
  endSessionsWhenDeactivated,
  holdsOnly,
  isDeactivated,
  listPeople,
  personById,
  reactivateStatement,
  setRoleStatements,
} from "./people-queries";
import { findUserByEmail } from "../auth/user-queries";

async function existingPerson(ctx: Context, id: string) {
  const person = await personById(ctx.db, id);
  if (!person) throw refusal("NOT_FOUND", adminPeopleMessages, "personNotFound");
  return person;
}

/** Never one's own account: an admin cannot deactivate or demote themselves. */
function guardSelf(ctx: Context & { session: { user: { id: string } } }, person: { id: string }) {
  if (person.id === ctx.session.user.id) throw refusal("FORBIDDEN", adminPeopleMessages, "notYourself");
}

const lastAdmin = () => refusal("CONFLICT", adminPeopleMessages, "lastAdmin");

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

  /** Invitations still waiting for their invitee, newest first. */
  invitations: adminProcedure.query(({ ctx }) => pendingInvitations(ctx.db, clock.now())),

  /** Withdraws a pending invitation: its link stops working at once. */
  revokeInvitation: adminProcedure.input(invitationIdInput).mutation(async ({ ctx, input }) => {
    if (!(await revokeInvitation(ctx.db, input.id, ctx.session.user, clock.now()))) {
      throw refusal("NOT_FOUND", adminPeopleMessages, "invitationNotPending");
    }
    return { id: input.id };
  }),

  /** Gives a person another role (one per account); never the last active admin's away. */
  setRole: adminProcedure.input(roleChangeInput).mutation(async ({ ctx, input }) => {
    const person = await existingPerson(ctx, input.id);
    guardSelf(ctx, person);
    await ctx.db.batch([
      ...setRoleStatements(ctx.db, person.id, input.role),
      auditEntryWhen(
        ctx.db,
        ctx.session.user,
        { action: "person.role", target: { type: "user", id: person.id }, detail: { email: person.email, from: person.role, to: input.role } },
        holdsOnly(person.id, input.role),
      ),
    ]);
    // The guarded DELETE left the admin role in place: they were the last active admin when it ran.
    if ((await personById(ctx.db, person.id))?.role !== input.role) throw lastAdmin();
    return { id: person.id, role: input.role };
  }),

  /** Deactivates a person: no more logins, and every session of theirs ends at once; never the last active admin. */
  deactivate: adminProcedure.input(personIdInput).mutation(async ({ ctx, input }) => {
    const person = await existingPerson(ctx, input.id);
    guardSelf(ctx, person);
    const [deactivated] = await ctx.db.batch([
      deactivateStatement(ctx.db, person.id, clock.now().toISOString()),
      endSessionsWhenDeactivated(ctx.db, person.id),
      auditEntryWhen(
        ctx.db,
        ctx.session.user,
        { action: "person.deactivate", target: { type: "user", id: person.id }, detail: { email: person.email } },
        isDeactivated(person.id),
      ),
    ]);
    if (deactivated.meta.changes === 0) throw lastAdmin();
    return { id: person.id, deactivated: true };
  }),

  reactivate: adminProcedure.input(personIdInput).mutation(async ({ ctx, input }) => {
    const person = await existingPerson(ctx, input.id);
    await ctx.db.batch([
      reactivateStatement(ctx.db, person.id),
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
