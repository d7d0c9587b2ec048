// A submitter's data from the private status page: "Download my data" answers everything held about the
// submission (never the token's hash), and "Erase my data" deletes an undecided unpaid submission or
// clears the name and e-mail of a decided one. A wrong link gets nothing.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { submissionInputSchema } from "@shared/submissions/submission-schema";
import { createDb } from "@worker/db/client";
import { newLinkToken } from "@worker/features/notifications/link-tokens";
import { insertSubmission } from "@worker/features/submissions/submission-queries";
import { makeSubmissionInput } from "../unit/factories";
import { adminCookie } from "./account-helpers";
import { caller, outcome } from "./caller";
import { submissionRow } from "./submission-helpers";
import "./clock";
import { AUDIT_RETENTION_DAYS, SUBMITTER_RETENTION_DAYS } from "@shared/privacy/retention";
import { fetchApp } from "./fetch-app";

async function submissionWithLink(overrides: Parameters<typeof makeSubmissionInput>[0] = {}) {
  const { token, hash } = await newLinkToken();
  const data = submissionInputSchema.parse(makeSubmissionInput({ submitter_name: "Rosa Tester", submitter_email: "rosa@example.com", ...overrides }));
  const id = await insertSubmission(createDb(env.DB), data, new Date(), hash);
  await env.DB.prepare(
    "INSERT INTO email_outbox (kind, recipient, submission_id, status, created_at, send_after) VALUES ('receipt', 'rosa@example.com', ?1, 'sent', ?2, ?2)",
  )
    .bind(id, new Date().toISOString())
    .run();
  return { id, token };
}

describe("a submitter's data", () => {
  it("downloads as JSON what was submitted and sent, without internal bookkeeping", async () => {
    const { id, token } = await submissionWithLink({ title: "Rosa's Bakery Corner" });
    const { status, data } = await outcome(caller().submissions.myData({ token }));
    expect(status).toBe(200);
    expect(data!.submission).toMatchObject({
      id,
      title: "Rosa's Bakery Corner",
      submitter_name: "Rosa Tester",
      submitter_email: "rosa@example.com",
      status: "pending",
    });
    expect(data!.submission).not.toHaveProperty("status_token_hash");
    expect(data!.submission).not.toHaveProperty("status_token_sealed");
    expect(data!.emails).toEqual([expect.objectContaining({ kind: "receipt", recipient: "rosa@example.com" })]);
    expect(data!.payments).toEqual([]);
    const unknown = await outcome(caller().submissions.myData({ token: "A".repeat(43) }));
    expect(unknown.data).toBeNull();
  });

  it("erases an undecided submission entirely: the status link then shows nothing", async () => {
    const { id, token } = await submissionWithLink();
    const erased = await outcome(caller().submissions.erase({ token }));
    expect(erased.data).toEqual({ outcome: "deleted" });
    expect(await submissionRow(id)).toBeNull();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE submission_id = ?").bind(id).first("n")).toBe(0);
    expect(await caller().submissions.status({ token })).toBeNull();
    const again = await outcome(caller().submissions.erase({ token }));
    expect(again.status).toBe(404);
  });

  it("clears the name and e-mail of a published submission; the listing stays", async () => {
    const { id, token } = await submissionWithLink({ title: "Rosa's Published Gem", city: "Halifax" });
    const { cookie } = await adminCookie();
    expect((await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }))).status).toBe(200);
    const erased = await outcome(caller().submissions.erase({ token }));
    expect(erased.data).toEqual({ outcome: "anonymised" });
    expect(await submissionRow(id)).toMatchObject({ submitter_name: "", submitter_email: "", status: "approved" });
    const emails = await env.DB.prepare("SELECT recipient, status FROM email_outbox WHERE submission_id = ?")
      .bind(id)
      .all<{ recipient: string; status: string }>();
    // Nothing addressed to the erased person is kept, and the decision notice waiting out its undo window is not sent.
    expect(emails.results.length).toBeGreaterThanOrEqual(2);
    expect(emails.results.every((email) => email.recipient === "")).toBe(true);
    expect(emails.results.some((email) => email.status === "queued")).toBe(false);
    expect(await caller().submissions.status({ token })).toMatchObject({ status: "approved" });
  });
});

describe("the privacy page", () => {
  // /privacy and /fr/privacy: public pages rendered at the edge in their language, stating the retention
  // periods the retention job enforces (shared/privacy/retention.ts), listed in the sitemap.
  async function page(path: string) {
    const res = await fetchApp(path);
    return { status: res.status, html: await res.text() };
  }

  describe("the privacy page", () => {
    it("in English: title, heading, the periods and the contact, rendered at the edge", async () => {
      const { status, html } = await page("/privacy");
      expect(status).toBe(200);
      expect(html).toContain('<html lang="en-CA"');
      expect(html).toContain('<title data-edge-head="">Privacy Policy | Local Hype</title>');
      expect(html).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);
      expect(html).toContain(`Your name and e-mail on a submission: ${SUBMITTER_RETENTION_DAYS} days after our decision, then erased.`);
      expect(html).toContain("Network hashes: no longer than 48 hours.");
      // Staff are people too: their data and the audit log's year.
      expect(html).toMatch(/<h3[^>]*>When you work on our staff<\/h3>/);
      expect(html).toContain(`The staff log: ${AUDIT_RETENTION_DAYS} days, then deleted.`);
      // Web Vitals: sampled, anonymous, daily counts kept 90 days.
      expect(html).toMatch(/<h3[^>]*>To measure how fast pages load<\/h3>/);
      expect(html).toContain("On one page view in ten, your browser reports how quickly that page loaded");
      expect(html).toContain("We keep daily counts only, for 90 days.");
      expect(html).toContain('href="mailto:privacy@localhype.ca"');
      expect(html).toContain('"@type":"WebPage","name":"Privacy Policy"');
      // The city and language cookies, said where a visitor looks for them.
      expect(html).toMatch(/<h3[^>]*>When you choose a city or language<\/h3>/);
      expect(html).toContain("Your city and language, in two cookies on your device, so the site opens with them on your next visit.");
    });

    it("in French at /fr/privacy", async () => {
      const { status, html } = await page("/fr/privacy");
      expect(status).toBe(200);
      expect(html).toContain('<html lang="fr-CA"');
      expect(html).toContain('<title data-edge-head="">Politique de confidentialité | Local Hype</title>');
      expect(html).toMatch(/<h1[^>]*>Politique de confidentialité<\/h1>/);
      expect(html).toContain(
        `Votre nom et votre courriel sur une soumission\u00a0: ${SUBMITTER_RETENTION_DAYS} jours après notre décision, puis effacés.`,
      );
      expect(html).toMatch(/<h3[^>]*>Quand vous choisissez une ville ou une langue<\/h3>/);
      expect(html).toContain(`Le journal de l’équipe\u00a0: ${AUDIT_RETENTION_DAYS} jours, puis supprimé.`);
      expect(html).toMatch(/<h3[^>]*>Pour mesurer la vitesse des pages<\/h3>/);
      expect(html).toContain("Nous ne gardons que des décomptes quotidiens, pendant 90 jours.");
    });

    it("is in the sitemap in both languages, and linked from every page's footer", async () => {
      const sitemap = (await page("/sitemap-pages.xml")).html;
      expect(sitemap).toContain("<loc>http://localhost/privacy</loc>");
      expect(sitemap).toContain('hreflang="fr-CA" href="http://localhost/fr/privacy"');
      expect((await page("/gems")).html).toMatch(/<a[^>]*href="\/privacy"[^>]*>Privacy Policy<\/a>/);
      expect((await page("/fr/gems")).html).toMatch(/<a[^>]*href="\/fr\/privacy"[^>]*>Politique de confidentialité<\/a>/);
    });
  });
});
