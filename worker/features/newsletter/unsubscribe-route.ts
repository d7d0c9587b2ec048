// RFC 8058 one-click unsubscribe: mail clients POST "List-Unsubscribe=One-Click" to the address in an
// e-mail's List-Unsubscribe header. It is a plain route (not tRPC): the POST comes from the mail provider,
// not from our pages, so the same-origin guard does not apply; the signed token is the authorisation.
import { apiMessages } from "@shared/api/api-texts";
import { Hono } from "hono";
import { newsletterUnsubscribePath } from "@shared/routing/paths";
import { createDb } from "../../db/client";
import { refuse } from "../../http/error-envelope";
import { unsubscribe } from "./newsletter-queries";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

export const unsubscribeRoutes = new Hono<{ Bindings: Env }>();

function linkParams(url: string): { id: number; token: string } | null {
  const params = new URL(url).searchParams;
  const id = Number(params.get("s"));
  const token = params.get("t") ?? "";
  return Number.isInteger(id) && id > 0 && token ? { id, token } : null;
}

unsubscribeRoutes.post("/", async (c) => {
  const link = linkParams(c.req.url);
  if (!link || !(await verifyUnsubscribeToken(c.env, link.id, link.token))) return refuse(c, "BAD_REQUEST", apiMessages, "invalidUnsubscribeLink");
  if (!(await unsubscribe(createDb(c.env.DB), link.id))) return refuse(c, "BAD_REQUEST", apiMessages, "invalidUnsubscribeLink");
  return c.text("You are unsubscribed.", 200);
});

// A person who opens the header's address in a browser gets the page with its button.
unsubscribeRoutes.get("/", (c) => {
  const link = linkParams(c.req.url);
  return c.redirect(link ? newsletterUnsubscribePath(link.id, link.token) : "/", 303);
});
