// Coffee shops for the Best Coffee Shops voting pages (spec section 3, "Coffee shop").
import "../schemas/zod-setup";
import { z } from "zod";

export const COFFEE_CITY_SLUGS = ["vancouver", "calgary", "toronto", "montreal", "ottawa"] as const;
export type CoffeeCitySlug = (typeof COFFEE_CITY_SLUGS)[number];

export const coffeeShopSchema = z.strictObject({
  /** Stable slug id, unique within the city, e.g. "49th-parallel-main". */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(2),
  description: z.string().min(40),
  image: z.url({ protocol: /^https$/ }).optional(),
  address: z.string().min(5),
  city: z.string().min(2),
  reviews: z.number().int().positive(),
  tags: z.array(z.string().min(2).max(30)).min(1).max(5),
});
export type CoffeeShop = z.infer<typeof coffeeShopSchema>;

export const coffeeCitySchema = z.strictObject({
  slug: z.enum(COFFEE_CITY_SLUGS),
  /** City name as shown, e.g. "Montreal". */
  city: z.string(),
  /** Page title, e.g. "Best Coffee Shops in Vancouver". */
  title: z.string(),
  province: z.string(),
  /** ISO 3166-2 subdivision code without the country, e.g. "BC". */
  regionCode: z.enum(["BC", "AB", "ON", "QC"]),
  /** One or two sentences for the landing card. */
  blurb: z.string().min(40),
  /** Intro paragraph for the city voting page. */
  intro: z.string().min(80),
  /** Fixed rating value used in the structured data. */
  ratingValue: z.number(),
  shops: z.array(coffeeShopSchema).length(5),
});
export type CoffeeCity = z.infer<typeof coffeeCitySchema>;
