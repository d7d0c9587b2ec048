// A job posting's schema.org JobPosting: who hires, where, the pay as a MonetaryAmount in CAD, until when.
// Google's job results read these fields; only what the posting says is written.
import type { PayUnit } from "../../listings/type-fields";
import type { JsonLd } from "../json-ld";
import { postalAddress } from "./schema-org";
import type { ListingFacts } from "./listing-entity";

const UNIT_TEXT: Record<PayUnit, string> = { hour: "HOUR", year: "YEAR" };

/** schema.org's employmentType when the hours say it, in English or French; else none. */
export function employmentType(workHours: string | null): string | undefined {
  if (!workHours) return undefined;
  if (/full[\s-]?time|temps\s+plein/i.test(workHours)) return "FULL_TIME";
  if (/part[\s-]?time|temps\s+partiel/i.test(workHours)) return "PART_TIME";
  if (/contract|contrat/i.test(workHours)) return "CONTRACTOR";
  if (/temporary|temporaire|seasonal|saisonnier/i.test(workHours)) return "TEMPORARY";
  return undefined;
}

/** The end of the closing day: schema.org wants a date-time, and the posting is open all that day. */
const validThrough = (closesOn: string) => `${closesOn}T23:59`;

/** The JobPosting's own properties; a posting without its facts (never published so) is still a page about a job. */
export function jobPosting(listing: ListingFacts): JsonLd {
  const job = listing.typeFields;
  if (!job?.employer || job.pay_min === null || !job.pay_unit) return { "@type": "JobPosting", title: listing.title };
  const type = employmentType(job.work_hours);
  return {
    "@type": "JobPosting",
    title: listing.title,
    ...(listing.publishedOn ? { datePosted: listing.publishedOn } : {}),
    ...(listing.date ? { validThrough: validThrough(listing.date) } : {}),
    hiringOrganization: { "@type": "Organization", name: job.employer, ...(listing.website ? { sameAs: listing.website } : {}) },
    jobLocation: { "@type": "Place", address: postalAddress(listing) },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "CAD",
      value: {
        "@type": "QuantitativeValue",
        ...(job.pay_max === null ? { value: job.pay_min } : { minValue: job.pay_min, maxValue: job.pay_max }),
        unitText: UNIT_TEXT[job.pay_unit],
      },
    },
    ...(type ? { employmentType: type } : {}),
  };
}
