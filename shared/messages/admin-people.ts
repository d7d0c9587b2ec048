// Admin strings for staff roles, the People tab, invitations and the Audit log tab: the facade over its
// texts in each language (shared/messages/en/ and fr/, module `admin-people`), loaded with the admin screen only.
import { localized } from "../i18n/localized";

export const adminPeopleMessages = localized<typeof import("./en/admin-people").default>("admin-people");
