// Coffee ballots of a test's own. A test that casts votes, voids them or edits a ballot makes its own city
// through the admin API (the ballot editor's calls), so no other browser test can move its counts and it
// moves no one else's: the five seeded cities stay as the seed left them for the tests that read them.
import { randomInt } from "node:crypto";
import { request as requests, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN, randomIp } from "./accounts";
import { baseURL } from "./playwright.config";

export interface OwnShop {
  id: string;
  name: string;
}

export interface OwnBallotCity {
  slug: string;
  /** The city's name, the same in English and French. */
  name: string;
  /** In ballot order. */
  shops: OwnShop[];
}

/** A new ballot city, its season open for the current year, with `shopNames` as its shops (a fresh admin session of its own makes it). */
export async function ownBallotCity(shopNames: string[] = ["Original Beans"]): Promise<OwnBallotCity> {
  const slug = `e2e-city-${randomInt(1_000_000)}`;
  const name = `Testville ${slug.slice(-6)}`;
  return asAdmin(async (admin) => {
    const city = await admin.post("/api/trpc/admin.ballot.addCity", {
      data: {
        slug,
        city_en: name,
        city_fr: name,
        province_en: "Nova Scotia",
        province_fr: "Nouvelle-Écosse",
        region_code: "NS",
        time_zone: "America/Halifax",
        blurb_en: "A city for a browser test.",
        blurb_fr: "Une ville pour un test.",
        intro_en: "Shops on this ballot exist only in tests.",
        intro_fr: "Les cafés de ce palmarès n'existent que dans les tests.",
        season_year: new Date().getUTCFullYear(),
      },
    });
    if (!city.ok()) throw new Error(`addCity failed: ${city.status()} ${await city.text()}`);
    const shops: OwnShop[] = [];
    for (const [index, shopName] of shopNames.entries()) {
      const shop = await admin.post("/api/trpc/admin.ballot.addShop", {
        data: { city: slug, name: shopName, address: `${index + 1} Test St`, description_en: "A shop for a browser test." },
      });
      if (!shop.ok()) throw new Error(`addShop failed: ${shop.status()} ${await shop.text()}`);
      shops.push({ id: ((await shop.json()) as { result: { data: { id: string } } }).result.data.id, name: shopName });
    }
    return { slug, name, shops };
  });
}

/** Closes an own city's season now, as an admin closing it early does: its counts are final from here. */
export async function closeSeasonNow(slug: string, year: number): Promise<void> {
  // The close is a wall time in the city's zone (America/Halifax), to the second; a second back, so it has passed.
  const closes = new Date(Date.now() - 1000).toLocaleString("sv-SE", { timeZone: "America/Halifax" }).replace(" ", "T");
  await asAdmin(async (admin) => {
    const saved = await admin.post("/api/trpc/admin.ballot.saveSeason", {
      data: { city: slug, year, opens: `${year}-01-01T00:00`, closes, hideFinalWeek: false },
    });
    if (!saved.ok()) throw new Error(`saveSeason failed: ${saved.status()} ${await saved.text()}`);
  });
}

/** Runs `calls` with a fresh admin session of its own. */
async function asAdmin<T>(calls: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const admin = await requests.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, "cf-connecting-ip": randomIp() } });
  try {
    const login = await admin.post("/api/trpc/auth.login", { data: E2E_ADMIN });
    if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
    return await calls(admin);
  } finally {
    await admin.dispose();
  }
}

/** Five shop names for a city page with a full ballot. */
export const FIVE_SHOPS = ["Alder Roasters", "Birch Espresso", "Cedar Cups", "Dogwood Drip", "Elm Street Brew"];
