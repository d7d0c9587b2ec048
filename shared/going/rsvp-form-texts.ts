// The text bundles the RSVP form's chunk loads with it: its schema words refusals in the validation texts,
// which an event's page does not carry (web/features/going/event-register.tsx).
export const RSVP_FORM_TEXTS = ["validation"] as const;
