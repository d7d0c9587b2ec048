// Creates .dev.vars (local secrets, never committed) with a random SESSION_SECRET when it is missing,
// so `npm start` works on a fresh clone without a manual step. An existing file is left untouched.
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";

const path = new URL("../../.dev.vars", import.meta.url);

if (existsSync(path)) {
  console.log(".dev.vars exists; keeping it.");
} else {
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(path, `# Local secrets for wrangler dev. Not committed.\nSESSION_SECRET=${secret}\n`, { mode: 0o600 });
  console.log("Created .dev.vars with a random SESSION_SECRET.");
}
