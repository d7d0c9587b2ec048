// The code an RSVP shows at the door: 6 characters from an alphabet without look-alikes (no 0/O, 1/I),
// so a code read aloud or typed from a phone's screen is the code meant. 32 symbols, so each random byte
// maps to one without bias; about a billion codes, unique per occurrence (the database's index says so).
export const CHECKIN_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CHECKIN_CODE_LENGTH = 6;

/** A code as typed at the door (a scanner's or a hand's): capitals, without spaces or dashes. */
export const normalizeCheckinCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, "");

export const CHECKIN_CODE_PATTERN = new RegExp(`^[${CHECKIN_ALPHABET}]{${CHECKIN_CODE_LENGTH}}$`);
