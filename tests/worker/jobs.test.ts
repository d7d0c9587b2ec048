// Job postings, the spec's fifth listing type: the seeded postings listed by the real procedures
// (createCaller, real D1), leaving the lists and counts once their closing day is over in their city (by
// the one clock), their JobPosting JSON-LD at the edge, their feed, and a submitted posting's
// validation (4xx in the visitor's language) and publication with its facts.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { setClock } from "@shared/time/clock";
import type { Locale } from "@shared/i18n/locales";
import { catalogueSeedSql } from "@worker/db/catalogue-seed";
import { jobPostings } from "@worker/db/seed/job-postings";
import { inLocale } from "@worker/i18n/request-locale";
import { createContext } from "@worker/trpc/context";
import { appRouter } from "@worker/trpc/router";
import { adminCookie } from "./account-helpers";
import { ORIGIN, fetchApp, jsonLdOf, trpcMutation } from "./fetch-app";
import { storeSubmission } from "./submission-helpers";
import "./clock";

beforeAll(async () => {
  await env.DB.batch(catalogueSeedSql(jobPostings, new Date("2027-01-01T00:00:00Z")).map((sql) => env.DB.prepare(sql)));
});

/** The router as an anonymous visitor's request (in `locale`) calls it; `cookie` for a staff session. */
const caller = (cookie?: string) =>
  appRouter.createCaller(createContext(env, new Request(`${ORIGIN}/api/trpc`, { headers: cookie ? { cookie } : {} }), new Headers()));
const call = <T>(locale: Locale, work: () => Promise<T>) => inLocale(locale, work);

// The Montreal café's posting closes on 2027-01-31: Montreal is UTC−5 in winter, so the day ends at 05:00 UTC.
const CAFE = "Barista at a Mile End Café";
const BEFORE_CAFE_CLOSES = "2027-02-01T04:59:00Z";
const AFTER_CAFE_CLOSES = "2027-02-01T05:00:00Z";

describe("job postings in the lists", () => {
  it("lists every open posting on /jobs, newest type in its own list, and counts them", async () => {
    setClock(new Date("2027-01-15T12:00:00Z"));
    const page = await call("en", () => caller().listings.list({ type: "job" }));
    expect(page.items.map((item) => item.type)).toEqual(jobPostings.map(() => "job"));
    expect(page.total).toBe(jobPostings.length);
    expect(page.items.map((item) => item.path)).toContain("/jobs/montreal/barista-at-a-mile-end-cafe");
  });

  it("drops a posting at the end of its closing day in its city's time zone, from the list, the city tab and its counts", async () => {
    setClock(new Date(BEFORE_CAFE_CLOSES));
    const before = await call("en", () => caller().listings.city({ city: "Montreal", type: "job" }));
    expect(before!.counts.job).toBe(2);
    expect(before!.listings.items.map((item) => item.title)).toContain(CAFE);

    setClock(new Date(AFTER_CAFE_CLOSES));
    const after = await call("en", () => caller().listings.city({ city: "Montreal", type: "job" }));
    expect(after!.counts.job).toBe(1);
    expect(after!.listings.total).toBe(1);
    expect(after!.listings.items.map((item) => item.title)).not.toContain(CAFE);
    const all = await call("en", () => caller().listings.list({ type: "job" }));
    expect(all.total).toBe(jobPostings.length - 1);
    expect(all.items.map((item) => item.title)).not.toContain(CAFE);
    const everything = await call("en", () => caller().listings.list({ city: "Montreal" }));
    expect(everything.items.map((item) => item.title)).not.toContain(CAFE);

    // Its page stays, saying it has closed (as an ended event's does).
    const detail = await call("en", () => caller().listings.get({ type: "job", city: "montreal", slug: "barista-at-a-mile-end-cafe" }));
    expect(detail).toMatchObject({ ended: true, date: "2027-01-31" });
  });

  it("answers a posting's facts on its detail", async () => {
    setClock(new Date("2027-01-15T12:00:00Z"));
    const detail = await call("en", () => caller().listings.get({ type: "job", city: "toronto", slug: "part-time-bookseller-in-leslieville" }));
    expect(detail!.typeFields).toEqual({
      employer: "Queen East Books",
      work_hours: "Part-time, 20 hours a week",
      pay_min: 18,
      pay_max: null,
      pay_unit: "hour",
      apply_url: null,
      apply_email: "hiring@example.com",
    });
    expect(detail!.publishedOn).toBe("2027-01-01");
  });
});

describe("a posting's page at the edge", () => {
  it("describes it as a JobPosting: employer, place, pay in CAD per hour or year, dates, employment type", async () => {
    setClock(new Date("2027-01-15T12:00:00Z"));
    const res = await fetchApp("/jobs/vancouver/studio-assistant-at-a-granville-island-pottery", { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    const posting = jsonLdOf(await res.text()).find((entity) => entity["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      title: "Studio Assistant at a Granville Island Pottery",
      datePosted: "2027-01-01",
      validThrough: "2027-05-31T23:59",
      hiringOrganization: { "@type": "Organization", name: "Island Clay Studio" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Vancouver", addressRegion: "BC", addressCountry: "CA" },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "CAD",
        value: { "@type": "QuantitativeValue", minValue: 48000, maxValue: 52000, unitText: "YEAR" },
      },
      employmentType: "FULL_TIME",
    });
    expect(typeof posting!.description).toBe("string");
  });

  it("has a French twin under /fr with the list heading in French", async () => {
    setClock(new Date("2027-01-15T12:00:00Z"));
    const res = await fetchApp("/fr/jobs", { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title[^>]*>Emplois locaux dans les villes canadiennes/);
    expect(html).toContain('href="/fr/jobs/toronto/line-cook-at-a-kensington-market-taqueria"');
  });

  it("offers the type's Atom feed of new postings", async () => {
    const res = await fetchApp("/feeds/jobs.atom");
    expect(res.status).toBe(200);
    const feed = await res.text();
    expect(feed).toContain("<![CDATA[Kitchen Manager in Osborne Village]]>");
    // A closed posting has left it.
    setClock(new Date(AFTER_CAFE_CLOSES));
    expect(await (await fetchApp("/feeds/jobs.atom")).text()).not.toContain(CAFE);
  });
});

describe("submitting a posting", () => {
  const posting = {
    title: "Weekend Dishwasher",
    description: "A busy brunch spot needs a dishwasher for Saturday and Sunday mornings.",
    content_type: "job",
    city: "Toronto",
    location: "Leslieville",
    submitter_name: "Ada Tester",
    submitter_email: "ada@example.com",
    date: "2027-06-30",
    employer: "Leslieville Brunch House",
    pay_min: "18",
    pay_max: "",
    pay_unit: "hour",
    work_hours: "Part-time, weekends",
    apply_url: "",
    apply_email: "",
  } as const;

  /** The refusal's code and field messages for `input` in `locale`. */
  const refusal = async (locale: Locale, input: Record<string, unknown>) => {
    const error = await call(locale, () => caller().submissions.create(input as never)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TRPCError);
    const { code, cause } = error as TRPCError & { cause?: { issues?: { path: string[]; message: string }[] } };
    return { code, issues: Object.fromEntries((cause?.issues ?? []).map((issue) => [issue.path.join("."), issue.message])) };
  };

  it("refuses a posting without a way to apply, a pay unit or a closing date, in the visitor's language", async () => {
    const en = await refusal("en", { ...posting, pay_unit: "", date: "" });
    expect(en.code).toBe("BAD_REQUEST");
    expect(en.issues).toEqual({
      apply_url: "Please give a link or an e-mail address to apply.",
      pay_unit: "Please choose whether the pay is per hour or per year.",
      date: "Please enter the posting's closing date.",
    });
    const fr = await refusal("fr", { ...posting, pay_min: "20", pay_max: "15", apply_email: "emplois@example.com" });
    expect(fr.issues).toEqual({ pay_max: "Le haut de la fourchette salariale doit être au moins égal au bas." });
  });

  it("answers HTTP 400 with the French message over the API", async () => {
    const { status, body } = await trpcMutation("submissions.create", { ...posting, employer: "" }, { "x-locale": "fr" });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain("Le champ «\u00a0Employeur\u00a0» est obligatoire.");
  });

  it("publishes an approved posting with its facts, and keeps them off other types", async () => {
    setClock(new Date("2027-01-15T12:00:00Z"));
    const id = await storeSubmission({ ...posting, apply_email: "jobs@example.com" });
    const shop = await storeSubmission({ content_type: "shop", employer: "Ignored Inc.", pay_min: "10" });
    const { cookie } = await adminCookie();
    for (const submission of [id, shop]) await call("en", () => caller(cookie).admin.submissions.review({ id: submission, status: "approved" }));
    const detail = await call("en", () => caller().listings.get({ type: "job", city: "toronto", slug: "weekend-dishwasher" }));
    expect(detail!.typeFields).toMatchObject({
      employer: "Leslieville Brunch House",
      pay_min: 18,
      pay_unit: "hour",
      apply_email: "jobs@example.com",
    });
    const row = await env.DB.prepare("SELECT employer, pay_min FROM listings WHERE submission_id = ?").bind(shop).first();
    expect(row).toEqual({ employer: null, pay_min: null });
  });
});

describe("editing a posting", () => {
  /** The refusal's code and message, or null when the call succeeds. */
  async function refusalOf(work: Promise<unknown>) {
    try {
      await work;
      return null;
    } catch (error) {
      if (error instanceof TRPCError) return `${error.code}: ${error.message}`;
      throw error;
    }
  }

  it("changes a posting's pay, and refuses a posting's facts on another type", async () => {
    setClock(new Date("2027-01-15T12:00:00Z"));
    const { cookie } = await adminCookie();
    const admin = caller(cookie);
    const { fields } = await call("en", () => admin.admin.listings.get({ id: 216 }));
    await call("en", () => admin.admin.listings.update({ id: 216, ...fields, pay_min: "54000", repeat: undefined }));
    const detail = await call("en", () => caller().listings.get({ type: "job", city: "winnipeg", slug: "kitchen-manager-in-osborne-village" }));
    expect(detail!.typeFields).toMatchObject({ pay_min: 54000, pay_max: 58000, pay_unit: "year" });

    const shop = await call("en", () => admin.admin.listings.get({ id: 26 }));
    expect(
      await refusalOf(
        call("en", () =>
          admin.admin.listings.update({
            id: 26,
            ...shop.fields,
            employer: "Someone",
            pay_min: "20",
            pay_unit: "hour",
            apply_email: "a@example.com",
            date: "2027-06-30",
          } as never),
        ),
      ),
    ).toBe("BAD_REQUEST: Only job postings have an employer, pay and a way to apply.");
  });
});
