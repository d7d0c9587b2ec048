// The limits of "Going" (RSVP): the schemas check them, forms name them. No zod here, so a page can read them.
export const GOING_LIMITS = {
  /** The most places one person may ask for is set by the organizer, from 1 to this. */
  maxPlacesPerPerson: 10,
  /** A capacity above this is a typo, not an event we host RSVPs for. */
  capacity: 100_000,
  question: 200,
  answer: 500,
  name: 100,
  /** An organizer's message to the people going. */
  messageSubject: 120,
  message: 2_000,
  /** Messages per event in 24 hours (all its occurrences together). */
  messagesPerDay: 3,
} as const;
