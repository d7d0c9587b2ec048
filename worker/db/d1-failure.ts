// The one failure rule's test: is this error D1 failing (unreachable, overloaded, or a statement it could
// not run)? Looked for along the cause chain, since drizzle wraps D1's error in its "Failed query" error
// and tRPC wraps whatever a procedure throws. A constraint failure is our bug or a race the code handles,
// not an outage.
const D1_MESSAGE = /^D1_|D1 DB is overloaded|Network connection lost/;
const MAX_CAUSES = 5;

export function isD1Failure(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < MAX_CAUSES; depth++) {
    if (D1_MESSAGE.test(current.message) && !/constraint failed/i.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
