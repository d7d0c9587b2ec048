// The words of a listing type's own fields (shared/listings/type-fields.ts) on the submit form, in the admin
// editor and in the refusals that name them (English; the default locale). A job posting's closing date is its date.

const texts = {
  jobHeading: "The job",
  employerLabel: "Employer",
  workHoursLabel: "Hours",
  payMinLabel: "Pay from (CAD)",
  payMaxLabel: "Pay up to (CAD)",
  payMaxHint: "Optional, for a range",
  payUnitLabel: "Pay per",
  payUnitHour: "Hour",
  payUnitYear: "Year",
  workHoursHint: "e.g. Full-time, 40 hours a week",
  applyUrlLabel: "Apply link",
  applyEmailLabel: "Apply by e-mail",
  applyHint: "A link, an e-mail address or both",
  closingDateLabel: "Closing date",
} as const;

export default texts;
