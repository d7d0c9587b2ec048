// The staff roles and what each may do: the one table the server's procedure builders
// (worker/trpc/init.ts), the admin dashboard's tabs and the account CLI read. Roles are ordered: each
// includes everything the ones before it may do.

/** Least to most trusted. */
export const STAFF_ROLES = ["moderator", "editor", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The admin dashboard's areas and the least role that may use each. Moderators work the review queue;
 * editors also curate listings and the Best Coffee Shops ballot (nominations, shops, seasons); admins do
 * everything else, including voiding votes (it changes an award's result and reads network hashes).
 */
export const ADMIN_AREAS = {
  submissions: "moderator",
  claims: "moderator",
  reviews: "moderator",
  listings: "editor",
  nominations: "editor",
  ballot: "editor",
  integrity: "admin",
  payments: "admin",
  emails: "admin",
  digest: "admin",
  people: "admin",
  audit: "admin",
  performance: "admin",
} as const satisfies Record<string, StaffRole>;
export type AdminArea = keyof typeof ADMIN_AREAS;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The most trusted of the roles held (an account holds one; older rows may hold more), or null. */
export function highestRole(roles: readonly string[]): StaffRole | null {
  let best: StaffRole | null = null;
  for (const role of roles) {
    if (isStaffRole(role) && (best === null || STAFF_ROLES.indexOf(role) > STAFF_ROLES.indexOf(best))) best = role;
  }
  return best;
}

/** Whether the roles held include `required` (a higher role includes the lower ones). */
export function roleAllows(roles: readonly string[], required: StaffRole): boolean {
  const held = highestRole(roles);
  return held !== null && STAFF_ROLES.indexOf(held) >= STAFF_ROLES.indexOf(required);
}

/** Whether the roles held may use an area of the admin dashboard. */
export function mayUseArea(roles: readonly string[], area: AdminArea): boolean {
  return roleAllows(roles, ADMIN_AREAS[area]);
}
