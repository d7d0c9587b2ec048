// A unique index refused a row: D1 wraps SQLite's reason in the error's causes. Callers turn it into a
// CONFLICT worded for what collided (an address, an invitation, a second review).
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current.message.includes("UNIQUE constraint failed")) return true;
  }
  return false;
}
