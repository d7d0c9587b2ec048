// Newsletter subscribers made directly in D1 (a confirmed address with a city and language), and the
// signed link their e-mails carry. The signup and confirmation flow itself is tested in newsletter.test.ts.
import { env } from "cloudflare:test";
import type { Locale } from "@shared/i18n/locales";
import * as clock from "@shared/time/clock";
import { unsubscribeToken } from "@worker/features/newsletter/unsubscribe-route";

let lastAddress = 0;

export interface SubscriberFacts {
  email?: string;
  city?: string | null;
  language?: Locale;
  paused?: "subscriber" | "bounced" | null;
  confirmed?: boolean;
  unsubscribed?: boolean;
}

/** Inserts a subscriber (confirmed by default) and answers its id, address and signed link values. */
export async function addTestSubscriber(facts: SubscriberFacts = {}) {
  const email = facts.email ?? `digest-reader-${++lastAddress}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const row = await env.DB.prepare(
    `INSERT INTO newsletter_subscribers (email, confirmed_at, unsubscribed_at, language, city, paused)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      email,
      facts.confirmed === false ? null : "2026-01-01T00:00:00.000Z",
      // Unsubscribed just now (the retention job deletes the row 30 days later).
      facts.unsubscribed ? clock.now().toISOString() : null,
      facts.language ?? "en",
      facts.city === undefined ? "Toronto" : facts.city,
      facts.paused ?? null,
    )
    .first<{ id: number }>();
  if (!row) throw new Error("subscriber not inserted");
  return { id: row.id, email, s: row.id, t: await unsubscribeToken(env, row.id) };
}

export function subscriberRow(id: number) {
  return env.DB.prepare("SELECT * FROM newsletter_subscribers WHERE id = ?").bind(id).first<Record<string, unknown>>();
}
