// Coffee shops for the Best Coffee Shops voting pages (spec section 3, "Coffee shop"). The ballot lives in
// D1 (worker/features/voting); the five seeded cities below are the spec's, and a further city is data.
import "../forms/zod-setup";
import { z } from "zod";

/** The cities the seed puts on the ballot (worker/db/seed/coffee-cities.ts). */
export const COFFEE_CITY_SLUGS = ["vancouver", "calgary", "toronto", "montreal", "ottawa"] as const;
export type CoffeeCitySlug = (typeof COFFEE_CITY_SLUGS)[number];

/** A ballot city's slug (its URL segment), and a shop's id within its city. */
export const POLL_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const POLL_SLUG_MAX = 60;

export const coffeeShopSchema = z.strictObject({
  /** Stable slug id, unique within the city, e.g. "49th-parallel-main". */
  id: z.string().regex(POLL_SLUG).max(POLL_SLUG_MAX),
  name: z.string().min(2),
  description: z.string().min(40),
  image: z.url({ protocol: /^https$/ }).optional(),
  address: z.string().min(5),
  city: z.string().min(2),
  reviews: z.number().int().positive(),
  tags: z.array(z.string().min(2).max(30)).min(1).max(5),
  /** The path of the shop's own listing page, set by the server when it has a published one. */
  listingPath: z.string().optional(),
});
export type CoffeeShop = z.infer<typeof coffeeShopSchema>;

export const coffeeCitySchema = z.strictObject({
  slug: z.string().regex(POLL_SLUG).max(POLL_SLUG_MAX),
  /** City name as shown, e.g. "Montreal". */
  city: z.string(),
  /** Page title, e.g. "Best Coffee Shops in Vancouver". */
  title: z.string(),
  province: z.string(),
  /** ISO 3166-2 subdivision code without the country, e.g. "BC". */
  regionCode: z.string().regex(/^[A-Z]{2}$/),
  /** One or two sentences for the landing card. */
  blurb: z.string().min(40),
  /** Intro paragraph for the city voting page. */
  intro: z.string().min(80),
  /** Fixed rating value used in the structured data. */
  ratingValue: z.number(),
  /** The seeded cities have five shops each (spec); the ballot may hold more. */
  shops: z.array(coffeeShopSchema).min(1),
});
export type CoffeeCity = z.infer<typeof coffeeCitySchema>;
