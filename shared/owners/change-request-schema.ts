// What an owner asks the team to change (change-request-rules.ts); a moderator's refusal takes the claims'
// `refuseClaimInput`. The form and the server check the same shapes; the server keeps only what differs.
import "../forms/zod-setup";
import { z } from "zod";
import { optionalTextField, textField } from "../forms/text-field-schema";
import { CONTACT_LIMITS, SUBMISSION_LIMITS } from "../listings/submission-fields-schema";
import { optionalCategory } from "../listings/category-field-schema";
import { ownerMessages as m } from "./owner-texts";
import { CHANGE_NOTE_MAX_LENGTH } from "./change-request-rules";

/** The owner's request: the three fields as they should read (the form starts from today's), and a note. */
export const changeRequestInput = z.strictObject({
  listingId: z.number().int().positive(),
  title: textField(() => m.requestTitleLabel, SUBMISSION_LIMITS.title),
  address: optionalTextField(() => m.requestAddressLabel, CONTACT_LIMITS.address),
  category: optionalCategory,
  note: optionalTextField(() => m.requestNoteLabel, CHANGE_NOTE_MAX_LENGTH, "multi"),
});
export type ChangeRequest = z.output<typeof changeRequestInput>;

export const changeRequestIdInput = z.strictObject({ id: z.number().int().positive() });
