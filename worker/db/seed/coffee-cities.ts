// The five Best Coffee Shops cities and their shops (spec sections 2, 3, 9): the facts here, their texts
// (titles, blurbs, intros, descriptions, tags) in ./coffee-texts-en.ts and ./coffee-texts-fr.ts. Seed
// content: worker/db/ballot-seed.ts writes it into D1, where the app reads it.
import type { CoffeeCity, CoffeeCitySlug, CoffeeShop } from "../../../shared/voting/coffee-shop";
import { coffeeCityTextsEn, coffeeShopTextsEn } from "./coffee-texts-en";

export type CoffeeCityText = Pick<CoffeeCity, "city" | "title" | "province" | "blurb" | "intro">;
export type CoffeeShopText = Pick<CoffeeShop, "description" | "tags">;
export type CoffeeCityFacts = Omit<CoffeeCity, keyof CoffeeCityText | "slug" | "shops"> & {
  slug: CoffeeCitySlug;
  shops: Omit<CoffeeShop, keyof CoffeeShopText>[];
};

const img = (id: string) => `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=800&h=500&q=70`;

/** The seeded ballot's facts (worker/db/ballot-seed.ts writes them into D1). */
export const COFFEE_CITY_FACTS: readonly CoffeeCityFacts[] = [
  {
    slug: "vancouver",
    regionCode: "BC",
    ratingValue: 4.8,
    shops: [
      {
        id: "49th-parallel-main",
        name: "49th Parallel Coffee Roasters",
        image: img("1495474472287-4d71bcdd2085"),
        address: "2902 Main St",
        city: "Vancouver",
        reviews: 2100,
      },
      {
        id: "revolver-gastown",
        name: "Revolver",
        image: img("1501339847302-ac426a4a7cbb"),
        address: "325 Cambie St",
        city: "Vancouver",
        reviews: 1600,
      },
      {
        id: "matchstick-chinatown",
        name: "Matchstick Coffee",
        image: img("1554118811-1e0d58224f24"),
        address: "213 E Georgia St",
        city: "Vancouver",
        reviews: 900,
      },
      {
        id: "nemesis-gastown",
        name: "Nemesis Coffee",
        image: img("1509042239860-f550ce710b93"),
        address: "302 W Hastings St",
        city: "Vancouver",
        reviews: 1250,
      },
      {
        id: "prototype-strathcona",
        name: "Prototype Coffee",
        image: img("1445116572660-236099ec97a0"),
        address: "883 E Hastings St",
        city: "Vancouver",
        reviews: 420,
      },
    ],
  },
  {
    slug: "calgary",
    regionCode: "AB",
    ratingValue: 4.7,
    shops: [
      {
        id: "phil-and-sebastian-simmons",
        name: "Phil & Sebastian Coffee Roasters",
        image: img("1442512595331-e89e73853f31"),
        address: "618 Confluence Way SE",
        city: "Calgary",
        reviews: 1900,
      },
      {
        id: "monogram-altadore",
        name: "Monogram Coffee",
        image: img("1511920170033-f8396924c348"),
        address: "4814 16 St SW",
        city: "Calgary",
        reviews: 700,
      },
      {
        id: "analog-17th-ave",
        name: "Analog Coffee",
        image: img("1497935586351-b67a49e012bf"),
        address: "740 17 Ave SW",
        city: "Calgary",
        reviews: 1400,
      },
      {
        id: "rosso-ramsay",
        name: "Rosso Coffee Roasters",
        image: img("1447933601403-0c6688de566e"),
        address: "803 24 Ave SE",
        city: "Calgary",
        reviews: 650,
      },
      {
        id: "fratello-roastery",
        name: "Fratello Coffee Roasters",
        image: img("1514432324607-a09d9b4aefdd"),
        address: "4021 9 St SE",
        city: "Calgary",
        reviews: 320,
      },
    ],
  },
  {
    slug: "toronto",
    regionCode: "ON",
    ratingValue: 4.8,
    shops: [
      {
        id: "pilot-roastery",
        name: "Pilot Coffee Roasters",
        image: img("1453614512568-c4024d13c247"),
        address: "50 Wagstaff Dr",
        city: "Toronto",
        reviews: 800,
      },
      {
        id: "sam-james-harbord",
        name: "Sam James Coffee Bar",
        image: img("1521017432531-fbd92d768814"),
        address: "688 Harbord St",
        city: "Toronto",
        reviews: 520,
      },
      {
        id: "dark-horse-spadina",
        name: "Dark Horse Espresso Bar",
        image: img("1559496417-e7f25cb247f3"),
        address: "215 Spadina Ave",
        city: "Toronto",
        reviews: 1100,
      },
      {
        id: "quantum-king-west",
        name: "Quantum Coffee",
        image: img("1461023058943-07fcbe16d735"),
        address: "460 King St W",
        city: "Toronto",
        reviews: 950,
      },
      {
        id: "jimmys-portland",
        name: "Jimmy's Coffee",
        image: img("1485808191679-5f86510681a2"),
        address: "107 Portland St",
        city: "Toronto",
        reviews: 1300,
      },
    ],
  },
  {
    slug: "montreal",
    regionCode: "QC",
    ratingValue: 4.7,
    shops: [
      {
        id: "cafe-olimpico-mile-end",
        name: "Café Olimpico",
        image: img("1541167760496-1628856ab772"),
        address: "124 Rue Saint-Viateur O",
        city: "Montreal",
        reviews: 2400,
      },
      {
        id: "myriade-mackay",
        name: "Café Myriade",
        image: img("1498804103079-a6351b050096"),
        address: "1432 Rue Mackay",
        city: "Montreal",
        reviews: 850,
      },
      {
        id: "pikolo-avenue-du-parc",
        name: "Pikolo Espresso Bar",
        image: img("1559925393-8be0ec4767c8"),
        address: "3418B Avenue du Parc",
        city: "Montreal",
        reviews: 700,
      },
      {
        id: "dispatch-saint-zotique",
        name: "Dispatch Coffee",
        image: img("1493857671505-72967e2e2760"),
        address: "267 Rue Saint-Zotique O",
        city: "Montreal",
        reviews: 450,
      },
      {
        id: "saint-henri-notre-dame",
        name: "Café Saint-Henri",
        image: img("1525610553991-2bede1a236e2"),
        address: "3632 Rue Notre-Dame O",
        city: "Montreal",
        reviews: 600,
      },
    ],
  },
  {
    slug: "ottawa",
    regionCode: "ON",
    ratingValue: 4.7,
    shops: [
      {
        id: "happy-goat-laurel",
        name: "Happy Goat Coffee Co.",
        image: img("1572442388796-11668a67e53d"),
        address: "35 Laurel St",
        city: "Ottawa",
        reviews: 500,
      },
      {
        id: "bridgehead-roastery",
        name: "Bridgehead Roastery",
        image: img("1506619216599-9d16d0903dfd"),
        address: "130 Anderson St",
        city: "Ottawa",
        reviews: 900,
      },
      {
        id: "little-victories-bank",
        name: "Little Victories Coffee",
        image: img("1517701550927-30cf4ba1dba5"),
        address: "801 Bank St",
        city: "Ottawa",
        reviews: 380,
      },
      {
        id: "arlington-five",
        name: "Arlington Five",
        image: img("1509785307050-d4066910ec1e"),
        address: "5 Arlington Ave",
        city: "Ottawa",
        reviews: 420,
      },
      {
        id: "ministry-of-coffee-elgin",
        name: "Ministry of Coffee",
        image: img("1442975631115-c4f7b05b8a2c"),
        address: "279 Elgin St",
        city: "Ottawa",
        reviews: 650,
      },
    ],
  },
];

/** Each city with its English texts, as the seed writes them (the tests' view of the ballot). */
export const coffeeCities: readonly CoffeeCity[] = COFFEE_CITY_FACTS.map((facts) => ({
  ...facts,
  ...coffeeCityTextsEn[facts.slug],
  shops: facts.shops.map((shop) => ({ ...shop, ...coffeeShopTextsEn[shop.id]! })),
}));
