// The origin links in e-mails point at. PUBLIC_ORIGIN in production, so a forged Host header can never
// put someone else's site into our e-mails; locally (empty) the request's own origin, whatever the port.
export function publicOrigin(env: Pick<Env, "PUBLIC_ORIGIN">, req: Request): string {
  return env.PUBLIC_ORIGIN ? env.PUBLIC_ORIGIN.replace(/\/+$/, "") : new URL(req.url).origin;
}
