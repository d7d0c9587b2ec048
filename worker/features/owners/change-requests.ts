// An owner's request to change what only the team changes (the name, the address, the category). The
// request keeps only the fields that differ from the listing, before → after; a moderator's approval writes
// them as an edit (`applyChanges`: the listing, `listing_changes`, the audit line), and either decision is
// e-mailed to the requester in the language they asked in.
import { and, asc, eq } from "drizzle-orm";
import type { ChangeRequest } from "@shared/owners/change-request-schema";
import { ownerMessages } from "@shared/owners/owner-texts";
import { hasCategory } from "@shared/places/business-categories";
import type { Locale } from "@shared/i18n/locales";
import type { Db } from "../../db/client";
import { listingChangeRequests, listings, users } from "../../db/schema";
import { refusal } from "../../trpc/refusal";
import { auditEntry, type AuditActor } from "../audit/audit-log";
import { applyChanges, diffFields, listingById, type FieldChange } from "../admin-listings/curation-queries";

type Requester = AuditActor & { id: string };

/** Stores a pending request of what differs from the listing (and the note); refuses one that asks nothing. */
export async function requestChange(db: Db, input: ChangeRequest, requester: Requester, language: Locale, at: string) {
  const row = await listingById(db, input.listingId);
  if (!row) throw refusal("FORBIDDEN", ownerMessages, "notYours");
  // A story or an event has no business category: whatever the form sent for it is not a request.
  const asked = { title: input.title, address: input.address, ...(hasCategory(row.type) ? { category: input.category } : {}) };
  const changes = diffFields(row, asked);
  if (changes.length === 0 && !input.note) throw refusal("BAD_REQUEST", ownerMessages, "requestNothing");
  const [request] = await db.batch([
    db
      .insert(listingChangeRequests)
      .values({ listing_id: row.id, requester_id: requester.id, changes, note: input.note, language, status: "pending", created_at: at })
      .returning({ id: listingChangeRequests.id }),
    auditEntry(
      db,
      requester,
      { action: "owner.request", target: { type: "listing", id: row.id }, detail: { fields: changes.map((c) => c.field) } },
      new Date(at),
    ),
  ]);
  return request[0]!;
}

/** A listing's requests still waiting for the team, oldest first (the owner's page shows them). */
export function pendingRequestsOf(db: Db, listingId: number) {
  return db
    .select({
      id: listingChangeRequests.id,
      changes: listingChangeRequests.changes,
      note: listingChangeRequests.note,
      createdAt: listingChangeRequests.created_at,
    })
    .from(listingChangeRequests)
    .where(and(eq(listingChangeRequests.listing_id, listingId), eq(listingChangeRequests.status, "pending")))
    .orderBy(asc(listingChangeRequests.id));
}

/** Every pending request, oldest first, with its listing and the requester's address: the moderators' queue. */
export function pendingRequests(db: Db) {
  return db
    .select({
      id: listingChangeRequests.id,
      changes: listingChangeRequests.changes,
      note: listingChangeRequests.note,
      language: listingChangeRequests.language,
      createdAt: listingChangeRequests.created_at,
      email: users.email,
      listing: { id: listings.id, type: listings.type, title: listings.title, city: listings.city, slug: listings.slug },
    })
    .from(listingChangeRequests)
    .innerJoin(listings, eq(listings.id, listingChangeRequests.listing_id))
    .leftJoin(users, eq(users.id, listingChangeRequests.requester_id))
    .where(eq(listingChangeRequests.status, "pending"))
    .orderBy(asc(listingChangeRequests.id));
}

/**
 * Decides a pending request once: NOT_FOUND for an unknown id, CONFLICT once decided. An approval writes
 * the asked values that still differ from the listing as the moderator's edit; answers what changed.
 */
export async function decideRequest(
  db: Db,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
  moderator: Requester,
  at: string,
) {
  const [request] = await db.select().from(listingChangeRequests).where(eq(listingChangeRequests.id, id));
  if (!request) throw refusal("NOT_FOUND", ownerMessages, "requestUnknown");
  if (request.status !== "pending") throw refusal("CONFLICT", ownerMessages, "requestDecided");
  // Applied first, then marked: the edit only writes what still differs, so a second approval racing
  // this one changes nothing and is told the request was decided.
  let changed: FieldChange[] = [];
  if (decision.approve) {
    const row = await listingById(db, request.listing_id);
    const set = Object.fromEntries(request.changes.map((change) => [change.field, change.after]));
    if (row) changed = await applyChanges(db, row, set, diffFields(row, set), moderator, "listing.edit", at);
  }
  const decided = await db
    .update(listingChangeRequests)
    .set({ status: decision.approve ? "approved" : "refused", refusal_reason: decision.approve ? null : decision.reason, decided_at: at })
    .where(and(eq(listingChangeRequests.id, id), eq(listingChangeRequests.status, "pending")))
    .returning({ id: listingChangeRequests.id });
  if (decided.length === 0) throw refusal("CONFLICT", ownerMessages, "requestDecided");
  return { request, changed };
}

/** What the decision e-mail is written from: the listing's title, the decision and the request's language. */
export async function decidedRequest(db: Db, id: number) {
  const [row] = await db
    .select({
      title: listings.title,
      listing: { type: listings.type, city: listings.city, slug: listings.slug, title: listings.title },
      status: listingChangeRequests.status,
      reason: listingChangeRequests.refusal_reason,
      changes: listingChangeRequests.changes,
      language: listingChangeRequests.language,
    })
    .from(listingChangeRequests)
    .innerJoin(listings, eq(listings.id, listingChangeRequests.listing_id))
    .where(eq(listingChangeRequests.id, id));
  return row && row.status !== "pending" ? { ...row, status: row.status } : null;
}
