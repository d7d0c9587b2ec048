// /privacy and /fr/privacy: public pages rendered at the edge in their language, stating the retention
// periods the retention job enforces (shared/privacy/retention.ts), listed in the sitemap.
import { describe, expect, it } from "vitest";
import { AUDIT_RETENTION_DAYS, SUBMITTER_RETENTION_DAYS } from "@shared/privacy/retention";
import { fetchApp } from "./fetch-app";

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
