// The retention job (the hourly Cron Trigger): personal data leaves once its purpose is served, as the
// privacy page says (shared/rules/retention.ts). Each step is one statement over an index-backed
// condition, so a run costs the rows it changes.
//   - Submitters' names and e-mails, SUBMITTER_RETENTION_DAYS after the decision (the submission, and a
//     published listing's content, stay; the private status link keeps working, showing no name).
//   - Newsletter rows, NEWSLETTER_RETENTION_DAYS after unsubscribing or after an unanswered confirmation.
//   - The e-mail outbox's finished records (sent, failed, skipped: their recipient), OUTBOX_RETENTION_DAYS after.
//   - Audit log entries (staff addresses, addresses typed into failed logins), AUDIT_RETENTION_DAYS after.
//   - Web Vitals' daily counts (not personal: no visitor in them), VITALS_RETENTION_DAYS after their day.
//   - WebAuthn challenges once expired (nothing can use them; anyone can ask for sign-in options, so
//     they must not pile up between sign-ins, which also sweep them).
// Network hashes live in the RateLimiter objects, which forget themselves (worker/rate-limit/rate-limiter.ts).
import { AUDIT_RETENTION_DAYS, NEWSLETTER_RETENTION_DAYS, OUTBOX_RETENTION_DAYS, SUBMITTER_RETENTION_DAYS } from "@shared/rules/retention";
import { VITALS_RETENTION_DAYS } from "@shared/rules/web-vitals";
import { utcDay } from "@shared/time/zoned-time";

const DAY_MS = 86_400_000;
const before = (nowMs: number, days: number) => new Date(nowMs - days * DAY_MS).toISOString();

export interface RetentionOutcome {
  submitters: number;
  subscribers: number;
  emails: number;
  auditEntries: number;
  vitalsDays: number;
  challenges: number;
}

/** The days a submitter's details are kept: the SUBMITTER_RETENTION_DAYS var when it is a whole number ≥ 1. */
export function submitterRetentionDays(env: Pick<Env, "SUBMITTER_RETENTION_DAYS">): number {
  const days = Number(env.SUBMITTER_RETENTION_DAYS);
  return Number.isInteger(days) && days >= 1 ? days : SUBMITTER_RETENTION_DAYS;
}

export async function applyRetention(env: Pick<Env, "DB" | "SUBMITTER_RETENTION_DAYS">, nowMs: number): Promise<RetentionOutcome> {
  const [submitters, subscribers, emails, auditEntries, vitalsDays, challenges] = await env.DB.batch([
    env.DB.prepare(
      `UPDATE submissions SET submitter_name = '', submitter_email = ''
       WHERE reviewed_at IS NOT NULL AND reviewed_at < ? AND status IN ('approved', 'rejected') AND submitter_email <> ''`,
    ).bind(before(nowMs, submitterRetentionDays(env))),
    env.DB.prepare(
      `DELETE FROM newsletter_subscribers
       WHERE unsubscribed_at < ?1 OR (confirmed_at IS NULL AND coalesce(confirm_sent_at, created_at) < ?1)`,
    ).bind(before(nowMs, NEWSLETTER_RETENTION_DAYS)),
    env.DB.prepare("DELETE FROM email_outbox WHERE status IN ('sent', 'failed', 'skipped') AND created_at < ?").bind(
      before(nowMs, OUTBOX_RETENTION_DAYS),
    ),
    env.DB.prepare("DELETE FROM audit_log WHERE at < ?").bind(before(nowMs, AUDIT_RETENTION_DAYS)),
    env.DB.prepare("DELETE FROM web_vitals_daily WHERE day < ?").bind(utcDay(nowMs - VITALS_RETENTION_DAYS * DAY_MS)),
    env.DB.prepare("DELETE FROM webauthn_challenges WHERE expires_at <= ?").bind(new Date(nowMs).toISOString()),
  ]);
  return {
    submitters: submitters!.meta.changes,
    subscribers: subscribers!.meta.changes,
    emails: emails!.meta.changes,
    auditEntries: auditEntries!.meta.changes,
    vitalsDays: vitalsDays!.meta.changes,
    challenges: challenges!.meta.changes,
  };
}
