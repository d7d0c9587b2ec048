// The weekly digest's cron step (the hourly Cron Trigger): for every city whose clock says Thursday
// 08:xx, each confirmed, unpaused subscriber of it without a digest this ISO week claims the week (a
// digest_sends row, the idempotency key: an overlapping or repeated run finds it taken) and, when the
// city has news, gets one digest queued through the outbox like every e-mail; the queue consumer
// composes it (queue-consumer.ts). A week with nothing new is claimed but sends nothing.
import { and, eq, inArray, isNotNull, isNull, notExists, or, sql } from "drizzle-orm";
import { dueDigests, type DigestDue } from "@shared/newsletter/digest-schedule";
import { createDb, type Db } from "../../db/client";
import { digestSends, newsletterSubscribers } from "../../db/schema";
import { publicOrigin } from "../../http/public-origin";
import { queueEmail } from "../notifications/email-queue";
import { isEmptyDigest, loadDigest } from "./digest-content";

/** Where links point when PUBLIC_ORIGIN is empty (local development; production requires it). */
const LOCAL_ORIGIN = "http://localhost:8787";

/** The subscribers of a due group who have no digest this week yet. */
function dueSubscribers(db: Db, due: DigestDue) {
  const t = newsletterSubscribers;
  const cities = [...(due.cities.length > 0 ? [inArray(t.city, due.cities)] : []), ...(due.everyCity ? [isNull(t.city)] : [])];
  return db
    .select({ id: t.id, email: t.email, city: t.city, language: t.language })
    .from(t)
    .where(
      and(
        isNotNull(t.confirmed_at),
        isNull(t.unsubscribed_at),
        isNull(t.paused),
        or(...cities),
        notExists(
          db
            .select({ one: sql`1` })
            .from(digestSends)
            .where(and(eq(digestSends.subscriber_id, t.id), eq(digestSends.week, due.week))),
        ),
      ),
    )
    .orderBy(t.id);
}

/** Takes the (subscriber, week) key; false when another run already has it. */
async function claimWeek(db: Db, subscriberId: number, week: string, nowMs: number): Promise<boolean> {
  const rows = await db
    .insert(digestSends)
    .values({ subscriber_id: subscriberId, week, created_at: new Date(nowMs).toISOString() })
    .onConflictDoNothing()
    .returning({ week: digestSends.week });
  return rows.length > 0;
}

export async function sendDueDigests(env: Pick<Env, "DB" | "EMAIL_QUEUE" | "PUBLIC_ORIGIN">, nowMs: number) {
  const db = createDb(env.DB);
  const origin = publicOrigin(env, LOCAL_ORIGIN);
  const hasNews = new Map<string, Promise<boolean>>();
  // `empty`: due, but their city had nothing new this week.
  const outcome = { queued: 0, empty: 0 };
  for (const due of dueDigests(nowMs)) {
    if (due.cities.length === 0 && !due.everyCity) continue;
    for (const subscriber of await dueSubscribers(db, due)) {
      if (!(await claimWeek(db, subscriber.id, due.week, nowMs))) continue;
      // The listings do not depend on the language: one look per city and run.
      const key = subscriber.city ?? "";
      if (!hasNews.has(key))
        hasNews.set(
          key,
          loadDigest(env.DB, subscriber.city, "en", nowMs).then((content) => !isEmptyDigest(content)),
        );
      if (!(await hasNews.get(key))) {
        outcome.empty++;
        continue;
      }
      const outboxId = await queueEmail(env, db, { kind: "digest", recipient: subscriber.email, subscriberId: subscriber.id }, { origin });
      if (outboxId === null) continue;
      await db
        .update(digestSends)
        .set({ outbox_id: outboxId })
        .where(and(eq(digestSends.subscriber_id, subscriber.id), eq(digestSends.week, due.week)));
      outcome.queued++;
    }
  }
  return outcome;
}
