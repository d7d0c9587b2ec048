// The admin area's pages beyond the dashboard, each at /admin/{section} (the route table's
// `adminSection`). Only admin code imports this, so public pages never carry it.
import { ROUTE_PATTERNS } from "../routing/routes";

/** `account`: one's passkeys; `invite`: a staff invitation's link, where the invitee sets a password (no login). */
export const ADMIN_SECTIONS = ["account", "invite"] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const isAdminSection = (value: string | undefined): value is AdminSection => ADMIN_SECTIONS.some((section) => section === value);

export const adminSectionPath = (section: AdminSection): string => ROUTE_PATTERNS.adminSection.replace(":section", section);

/** The invitation page's link for a token. */
export function invitePath(token: string): string {
  return `${adminSectionPath("invite")}?token=${encodeURIComponent(token)}`;
}
