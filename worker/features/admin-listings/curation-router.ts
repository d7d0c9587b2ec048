// `admin.listings.*`: the admin Listings view (beyond the spec). Every procedure is an editorProcedure
// (revoking an owner an adminProcedure): the session and the role are checked on the server for each call; mutations also pass the
// same-origin guard in front of the API.
import { typeFieldsOf } from "@shared/listings/type-fields";
import { typesGiven } from "@shared/listings/type-fields-schema";
import { curationMessages } from "@shared/listings/curation-texts";
import {
  curationListInput,
  listingEditInput,
  listingFeaturedInput,
  listingIdInput,
  listingOwnerInput,
  listingRevertInput,
  listingStatusInput,
} from "@shared/listings/listing-curation-schema";
import type { Db } from "../../db/client";
import { publicOrigin } from "../../http/public-origin";
import { tellRsvpsOfChanges } from "../going/change-notices";
import { adminProcedure, editorProcedure, router } from "../../trpc/init";
import { actorOf, recordAudit } from "../audit/audit-log";
import { deleteListingRole, listingTeam } from "../owners/listing-team";
import {
  changesOf,
  editListing,
  findListings,
  listingById,
  revertChange,
  setListingFeatured,
  setListingStatus,
  toCurationDetail,
  toCurationSummary,
  type CurationRow,
} from "./curation-queries";
import { refusal } from "../../trpc/refusal";
import { hasCategory } from "@shared/places/business-categories";
import { activityProcedure } from "../activity/activity-route";

async function existing(db: Db, id: number): Promise<CurationRow> {
  const row = await listingById(db, id);
  if (!row) throw refusal("NOT_FOUND", curationMessages, "notFound");
  return row;
}

/** The listing as it now is, with its whole change trail, and what this call changed. */
async function answer(db: Db, id: number, changed: { field: string }[]) {
  const [row, changes] = await Promise.all([existing(db, id), changesOf(db, id)]);
  return { listing: toCurationDetail(row, changes), changed: changed.map((c) => c.field) };
}

export const curationRouter = router({
  /** One page of listings matching the search, type, city and status, in id order. */
  list: editorProcedure.input(curationListInput).query(async ({ ctx, input }) => {
    const { rows, ...page } = await findListings(ctx, input);
    return { ...page, items: rows.map(toCurationSummary) };
  }),

  /** One listing's editable fields and its change trail. */
  get: editorProcedure.input(listingIdInput).query(async ({ ctx, input }) => {
    const [row, changes] = await Promise.all([existing(ctx.db, input.id), changesOf(ctx.db, input.id)]);
    return toCurationDetail(row, changes);
  }),

  /** What the listing's page got over the last 30 or 90 days: days with activity and totals. */
  activity: activityProcedure,

  /** Edits public fields; the address (type, city, slug) stays. */
  update: editorProcedure.input(listingEditInput).mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    const row = await existing(ctx.db, id);
    // A category describes a place: a story or an event never gets one, whatever a client sends.
    if (fields.category && !hasCategory(row.type)) throw refusal("BAD_REQUEST", curationMessages, "categoryNotForType");
    // A type's own fields belong to that type only, and a listing keeps its required ones (all cleared
    // at once, none is checked).
    const given = typesGiven(fields);
    if (given.some((type) => type !== row.type)) throw refusal("BAD_REQUEST", curationMessages, "fieldsNotForType");
    const cleared = typeFieldsOf(row.type).some((field) => field.required && fields[field.name] === null);
    if (cleared && given.length === 0) throw refusal("BAD_REQUEST", curationMessages, "typeFieldsRequired");
    const changed = await editListing(ctx.db, row, fields, ctx.session.user);
    await tellRsvpsOfChanges(ctx.env, ctx.db, id, changed, publicOrigin(ctx.env, ctx.req.url));
    return answer(ctx.db, id, changed);
  }),

  /** Unpublish (gone from lists, search and its page) or republish at the same address. */
  setStatus: editorProcedure.input(listingStatusInput).mutation(async ({ ctx, input }) => {
    const changed = await setListingStatus(ctx.db, await existing(ctx.db, input.id), input.status, ctx.session.user);
    await tellRsvpsOfChanges(ctx.env, ctx.db, input.id, changed, publicOrigin(ctx.env, ctx.req.url));
    return answer(ctx.db, input.id, changed);
  }),

  /** Feature or unfeature (the home page's Featured picks the first featured listings). */
  setFeatured: editorProcedure.input(listingFeaturedInput).mutation(async ({ ctx, input }) => {
    const changed = await setListingFeatured(ctx.db, await existing(ctx.db, input.id), input.featured, ctx.session.user);
    return answer(ctx.db, input.id, changed);
  }),

  /**
   * Reverts an owner's change (or a revert): its "before" values applied as a new change, audited
   * `listing.revert`, the trail left as it was.
   */
  revert: editorProcedure.input(listingRevertInput).mutation(async ({ ctx, input }) => {
    const changed = await revertChange(ctx.db, await existing(ctx.db, input.id), input.changeId, ctx.session.user);
    if (changed === null) throw refusal("NOT_FOUND", curationMessages, "changeUnknown");
    if (changed === "not-revertible") throw refusal("BAD_REQUEST", curationMessages, "changeNotRevertible");
    await tellRsvpsOfChanges(ctx.env, ctx.db, input.id, changed, publicOrigin(ctx.env, ctx.req.url));
    return answer(ctx.db, input.id, changed);
  }),

  /** The listing's owners and managers: address, role, proof and since when. */
  owners: editorProcedure.input(listingIdInput).query(async ({ ctx, input }) => {
    await existing(ctx.db, input.id);
    return listingTeam(ctx.db, input.id);
  }),

  /** An admin revokes an owner or a manager: their place on the listing goes (their account stays). */
  revokeOwner: adminProcedure.input(listingOwnerInput).mutation(async ({ ctx, input }) => {
    const removed = await deleteListingRole(ctx.db, input.id, input.userId);
    if (!removed) throw refusal("NOT_FOUND", curationMessages, "ownerUnknown");
    await recordAudit(ctx.db, actorOf(ctx), {
      action: "owner.revoke",
      target: { type: "listing", id: input.id },
      detail: { userId: input.userId, email: removed.email, role: removed.role, proof: removed.proof },
    });
    return listingTeam(ctx.db, input.id);
  }),
});
