/** The city shown before the visitor's location is known, and when it cannot be (spec section 4). */
export const DEFAULT_CITY = "Toronto";
