// Each e-mail is composed inside its recipient's locale, reading the same text facades and place names
// as the pages, whatever locale the request that sends it runs in.
import { describe, expect, it } from "vitest";
import { newsletterConfirmEmail, receiptEmail, rejectedEmail } from "@worker/features/notifications/email-templates";
import { inLocale } from "@worker/i18n/request-locale";

const NB = "\u00a0";
const submission = {
  title: "Café Olimpico",
  submitter_name: "Camille",
  submitter_email: "camille@example.com",
  content_type: "shop",
  city: "Montreal",
  promotion_tier: "none",
} as const;

describe("e-mails in the recipient's locale", () => {
  it("a French submitter's receipt is French (types, place names, tiers), even from an English request", () => {
    const email = inLocale("en", () => receiptEmail({ ...submission, language: "fr" }, "https://example.com/s/1"));
    expect(email.subject).toBe(`Nous avons reçu «${NB}Café Olimpico${NB}»`);
    expect(email.text).toContain(`Type${NB}: Commerce · Ville${NB}: Montréal · Promotion${NB}: Aucune`);
    expect(email.html).toContain('<html lang="fr-CA">');
    expect(email.headers?.["Content-Language"]).toBe("fr-CA");
  });

  it("an English submitter's is English, even from a French request", () => {
    const email = inLocale("fr", () => receiptEmail({ ...submission, language: "en", promotion_tier: "pro" }, "https://example.com/s/1"));
    expect(email.subject).toBe("We received “Café Olimpico”");
    expect(email.text).toContain("Type: Shop · City: Montreal · Promotion: Pro");
    expect(email.text.startsWith("Hello,\n")).toBe(true);
    expect(email.text).not.toContain("Camille");
  });

  it("rejection reasons and the newsletter follow the recipient's locale", () => {
    const rejected = rejectedEmail({ ...submission, language: "fr" }, { reason: "duplicate", note: null }, "https://example.com/submit");
    expect(rejected.text).toContain(`Motif${NB}: Elle fait double emploi avec une fiche que nous avons déjà.`);
    const confirm = inLocale("en", () =>
      newsletterConfirmEmail(
        "a@example.com",
        "https://example.com/c",
        { pageUrl: "https://example.com/u", postUrl: "https://example.com/u1", preferencesUrl: "https://example.com/p" },
        "fr",
      ),
    );
    expect(confirm.text).toContain(
      `Changez de ville ou de langue, ou mettez l'infolettre de la semaine en pause${NB}:\n\nPréférences de l'infolettre${NB}: https://example.com/p`,
    );
    expect(confirm.subject).toBe("Confirmez votre abonnement à l'infolettre de Local Hype");
    expect(confirm.headers).toMatchObject({ "List-Unsubscribe": "<https://example.com/u1>", "Content-Language": "fr-CA" });
  });
});
