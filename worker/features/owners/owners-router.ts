// `owners.*`: what a signed-in owner or manager does with their listings (/owner). Loaded with the first
// owner call (worker/trpc/router.ts), never by a visitor's page.
import { eq } from "drizzle-orm";
import { ownedListingInput } from "@shared/owners/owner-schema";
import { listingOwners, listings, users } from "../../db/schema";
import { router } from "../../trpc/init";
import { ownerProcedure, requireListingRole } from "./owner-access";

export const ownersRouter = router({
  /** The listings the signed-in person manages, with their role and proof, by title. */
  mine: ownerProcedure.query(({ ctx }) =>
    ctx.db
      .select({
        id: listings.id,
        type: listings.type,
        title: listings.title,
        city: listings.city,
        slug: listings.slug,
        status: listings.status,
        role: listingOwners.role,
        proof: listingOwners.proof,
        verifiedAt: listingOwners.verified_at,
      })
      .from(listingOwners)
      .innerJoin(listings, eq(listings.id, listingOwners.listing_id))
      .where(eq(listingOwners.user_id, ctx.session.user.id))
      .orderBy(listings.title),
  ),

  /** One of the person's listings, with the others who manage it (owners see the team). */
  listing: ownerProcedure.input(ownedListingInput).query(async ({ ctx, input }) => {
    const mine = await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    const [listing] = await ctx.db
      .select({ id: listings.id, type: listings.type, title: listings.title, city: listings.city, slug: listings.slug, status: listings.status })
      .from(listings)
      .where(eq(listings.id, input.listingId));
    const team = await ctx.db
      .select({ email: users.email, role: listingOwners.role, proof: listingOwners.proof, verifiedAt: listingOwners.verified_at })
      .from(listingOwners)
      .innerJoin(users, eq(users.id, listingOwners.user_id))
      .where(eq(listingOwners.listing_id, input.listingId))
      .orderBy(listingOwners.verified_at);
    return { ...listing!, role: mine.role, team };
  }),
});
