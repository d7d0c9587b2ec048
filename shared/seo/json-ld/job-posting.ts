// A job posting's schema.org JobPosting: who hires, where, the pay as a MonetaryAmount in CAD, until when.
// Google's job results read these fields; only what the posting says is written.
import type { PayUnit } from "../../listings/type-fields";
import type { JsonLd } from "../json-ld";
import { postalAddress } from "./schema-org";
import type { ListingFacts } from "./listing-entity";

/** A posting's facts as the detail answer carries them. */
export interface JobPosting {
  employer: string;
  /** Whole CAD per `payUnit`; `payMax` null when the pay is one figure. */
  payMin: number;
  payMax: number | null;
  payUnit: PayUnit;
  /** Free text ("Full-time, 40 hours a week"). */
  workHours: string | null;
  applyUrl: string | null;
  applyEmail: string | null;
  /** yyyy-mm-dd the posting went public. */
  postedOn: string | null;
}

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

export function jobPostingFields(listing: ListingFacts, job: JobPosting): JsonLd {
  const type = employmentType(job.workHours);
  return {
    "@type": "JobPosting",
    title: listing.title,
    ...(job.postedOn ? { datePosted: job.postedOn } : {}),
    ...(listing.date ? { validThrough: validThrough(listing.date) } : {}),
    hiringOrganization: { "@type": "Organization", name: job.employer, ...(listing.website ? { sameAs: listing.website } : {}) },
    jobLocation: { "@type": "Place", address: postalAddress(listing) },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "CAD",
      value: {
        "@type": "QuantitativeValue",
        ...(job.payMax === null ? { value: job.payMin } : { minValue: job.payMin, maxValue: job.payMax }),
        unitText: UNIT_TEXT[job.payUnit],
      },
    },
    ...(type ? { employmentType: type } : {}),
  };
}
