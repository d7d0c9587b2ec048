// The whole built-in catalogue (spec section 1: ids 1–110). Server-side only: the web app reads
// listings through tRPC so the catalogue is never bundled into the browser's JavaScript.
import type { Listing } from "../../../shared/listings/listing";
import { cityListings } from "./listings-cities";
import { gemListings } from "./listings-gems";
import { jobPostings } from "./job-postings";
import { recurringEvents } from "./recurring-events";
import { coffeeListings } from "./coffee-listings";

export const catalogue: readonly Listing[] = [...cityListings, ...gemListings];

/** Everything `npm run db:seed` writes to `listings`: the catalogue, the seeded job postings, recurring events and ballot cafés. */
export const seedListings: readonly Listing[] = [...catalogue, ...jobPostings, ...recurringEvents, ...coffeeListings];
