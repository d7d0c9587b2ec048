// Owners for Worker tests: an account made owner or manager of a listing straight in D1 (as a verified
// claim or an accepted invitation would), signed in through the real login.
import { env } from "cloudflare:test";
import type { OwnerProof, OwnerRole } from "@shared/owners/owner-roles";
import { createDb } from "@worker/db/client";
import { listingOwners } from "@worker/db/schema";
import { createAccount, sessionCookie, type Account } from "./account-helpers";

export async function makeOwner(listingId: number, account: Account, role: OwnerRole = "owner", proof: OwnerProof = "domain-email") {
  await createDb(env.DB)
    .insert(listingOwners)
    .values({ listing_id: listingId, user_id: account.id, role, proof, verified_at: "2026-11-20T15:00:00.000Z" });
}

/** A new account that owns (or manages) the listing, and its session cookie. */
export async function ownerCookie(listingId: number, role: OwnerRole = "owner") {
  const account = await createAccount();
  await makeOwner(listingId, account, role);
  return { account, cookie: await sessionCookie(account) };
}
