// A nomination's states and the kinds of ballot change the audit trail records (D1 columns and API).

/** pending: waiting for an admin; accepted: the shop joined the ballot; declined: with a reason. */
export const NOMINATION_STATUSES = ["pending", "accepted", "declined"] as const;
export type NominationStatus = (typeof NOMINATION_STATUSES)[number];

export const BALLOT_CHANGE_ACTIONS = [
  "nomination_accepted",
  "nomination_declined",
  "shop_added",
  "shop_edited",
  "shop_retired",
  "shop_restored",
  "shops_reordered",
  "city_added",
  "season_added",
  "season_edited",
] as const;
export type BallotChangeAction = (typeof BALLOT_CHANGE_ACTIONS)[number];
