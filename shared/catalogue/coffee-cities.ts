// The five Best Coffee Shops cities and their shops (spec sections 2, 3, 9).
import type { CoffeeCity } from "./coffee-shop";

const img = (id: string) =>
  `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=800&h=500&q=70`;

export const coffeeCities: CoffeeCity[] = [
  {
    slug: "vancouver",
    city: "Vancouver",
    title: "Best Coffee Shops in Vancouver",
    province: "British Columbia",
    regionCode: "BC",
    blurb:
      "From Main Street roasters to Gastown brew bars, Vancouver's coffee scene is as serious as its rain.",
    intro:
      "Vancouver runs on coffee, and its independent cafés are some of the best in the country. We've picked five local favourites, from pioneering roasters to tiny tasting bars. Tap the heart on the shops you love and help crown the city's best cup.",
    ratingValue: 4.8,
    shops: [
      {
        id: "49th-parallel-main",
        name: "49th Parallel Coffee Roasters",
        description:
          "The Main Street flagship of one of Vancouver's best-known roasters pairs carefully sourced coffees with Lucky's Doughnuts made on site. Expect a bright, busy room, precise espresso and a line that moves faster than it looks.",
        image: img("1495474472287-4d71bcdd2085"),
        address: "2902 Main St",
        city: "Vancouver",
        reviews: 2100,
        tags: ["roaster", "doughnuts", "espresso"],
      },
      {
        id: "revolver-gastown",
        name: "Revolver",
        description:
          "A Gastown favourite for serious coffee drinkers, Revolver features a rotating line-up of guest roasters from around the world. Order a flight and compare espresso or filter side by side in a warm room of wood and brick.",
        image: img("1501339847302-ac426a4a7cbb"),
        address: "325 Cambie St",
        city: "Vancouver",
        reviews: 1600,
        tags: ["multi-roaster", "pour-over", "gastown"],
      },
      {
        id: "matchstick-chinatown",
        name: "Matchstick Coffee",
        description:
          "Matchstick roasts its own beans and bakes its pastries in-house, and its Chinatown café is a tall, light-filled room on East Georgia. It's a calm spot for a cortado and a croissant between gallery visits.",
        image: img("1554118811-1e0d58224f24"),
        address: "213 E Georgia St",
        city: "Vancouver",
        reviews: 900,
        tags: ["roaster", "bakery", "chinatown"],
      },
      {
        id: "nemesis-gastown",
        name: "Nemesis Coffee",
        description:
          "Nemesis brings competition-level coffee and an inventive pastry and brunch menu to a bright corner at the edge of Gastown. Its filter menu often features rare lots you won't see anywhere else in the city.",
        image: img("1509042239860-f550ce710b93"),
        address: "302 W Hastings St",
        city: "Vancouver",
        reviews: 1250,
        tags: ["specialty", "brunch", "pastries"],
      },
      {
        id: "prototype-strathcona",
        name: "Prototype Coffee",
        description:
          "Prototype is an intimate, minimalist café in Strathcona where baristas guide you through thoughtfully sourced coffees. It's as much an experience as a caffeine stop, so give yourself time to sit at the bar.",
        image: img("1445116572660-236099ec97a0"),
        address: "883 E Hastings St",
        city: "Vancouver",
        reviews: 420,
        tags: ["tasting", "minimalist", "strathcona"],
      },
    ],
  },
  {
    slug: "calgary",
    city: "Calgary",
    title: "Best Coffee Shops in Calgary",
    province: "Alberta",
    regionCode: "AB",
    blurb:
      "Calgary's roasters have quietly built one of Canada's most exciting coffee cities, one award-winning shot at a time.",
    intro:
      "Behind the Stampede and the Chinooks, Calgary hides a world-class coffee culture shaped by champion baristas and homegrown roasters. These five cafés are local institutions. Cast your votes and tell us which one pours the city's best cup.",
    ratingValue: 4.7,
    shops: [
      {
        id: "phil-and-sebastian-simmons",
        name: "Phil & Sebastian Coffee Roasters",
        description:
          "Calgary's homegrown specialty roaster has a café in the restored Simmons Building in East Village, a former mattress factory beside the Bow River. Come for meticulous espresso and stay for the riverside setting.",
        image: img("1442512595331-e89e73853f31"),
        address: "618 Confluence Way SE",
        city: "Calgary",
        reviews: 1900,
        tags: ["roaster", "east village", "riverside"],
      },
      {
        id: "monogram-altadore",
        name: "Monogram Coffee",
        description:
          "Monogram was founded by Ben Put, a multi-time Canadian Barista Champion, and its cafés are known for clean, bright coffees served without fuss. The neighbourhood shop in the southwest is a pilgrimage for espresso lovers.",
        image: img("1511920170033-f8396924c348"),
        address: "4814 16 St SW",
        city: "Calgary",
        reviews: 700,
        tags: ["espresso", "award-winning", "minimalist"],
      },
      {
        id: "analog-17th-ave",
        name: "Analog Coffee",
        description:
          "On busy 17th Avenue, Analog is the café arm of Fratello Coffee Roasters, with a long bar pulling single-origin espresso for a steady stream of regulars. It's a lively stop at any time of day, especially from a seat in the front window.",
        image: img("1497935586351-b67a49e012bf"),
        address: "740 17 Ave SW",
        city: "Calgary",
        reviews: 1400,
        tags: ["17th avenue", "espresso", "lively"],
      },
      {
        id: "rosso-ramsay",
        name: "Rosso Coffee Roasters",
        description:
          "Rosso's original café in the Ramsay neighbourhood feels like a community living room, with big tables, house-roasted espresso and a laid-back crowd. The Calgary roaster has since grown into several cafés across the city.",
        image: img("1447933601403-0c6688de566e"),
        address: "803 24 Ave SE",
        city: "Calgary",
        reviews: 650,
        tags: ["roaster", "ramsay", "community"],
      },
      {
        id: "fratello-roastery",
        name: "Fratello Coffee Roasters",
        description:
          "One of Calgary's longest-running specialty roasters, family-owned Fratello supplies cafés across Western Canada from its southeast Calgary roastery. Stop in for fresh beans, brewing gear and the seasonal single origins the team is excited about.",
        image: img("1514432324607-a09d9b4aefdd"),
        address: "4021 9 St SE",
        city: "Calgary",
        reviews: 320,
        tags: ["roaster", "beans", "family-owned"],
      },
    ],
  },
  {
    slug: "toronto",
    city: "Toronto",
    title: "Best Coffee Shops in Toronto",
    province: "Ontario",
    regionCode: "ON",
    blurb:
      "Toronto's independent cafés range from pioneering espresso bars to sunny roastery tasting rooms.",
    intro:
      "Toronto helped spark Canada's third-wave coffee movement, and its neighbourhood cafés are still setting the pace. We've shortlisted five independents that locals swear by. Vote for your favourites and help decide which one deserves the top spot.",
    ratingValue: 4.8,
    shops: [
      {
        id: "pilot-roastery",
        name: "Pilot Coffee Roasters",
        description:
          "Pilot's Leslieville roastery includes a tasting bar where you can sample the latest roasts right beside the roasting floor. It's a must-visit for Toronto coffee fans and a great place to pick up beans.",
        image: img("1453614512568-c4024d13c247"),
        address: "50 Wagstaff Dr",
        city: "Toronto",
        reviews: 800,
        tags: ["roaster", "leslieville", "tasting bar"],
      },
      {
        id: "sam-james-harbord",
        name: "Sam James Coffee Bar",
        description:
          "Sam James opened his first tiny coffee bar on Harbord Street, and it helped kick-start Toronto's specialty coffee scene. Expect expertly pulled espresso, a standing-room crowd and friendly banter across the bar.",
        image: img("1521017432531-fbd92d768814"),
        address: "688 Harbord St",
        city: "Toronto",
        reviews: 520,
        tags: ["espresso bar", "harbord village", "classic"],
      },
      {
        id: "dark-horse-spadina",
        name: "Dark Horse Espresso Bar",
        description:
          "This spacious Spadina location of the local favourite draws students and remote workers with long tables, big windows and dependable espresso drinks. It's a handy stop on the edge of Chinatown and Kensington Market.",
        image: img("1559496417-e7f25cb247f3"),
        address: "215 Spadina Ave",
        city: "Toronto",
        reviews: 1100,
        tags: ["workspace", "spadina", "espresso"],
      },
      {
        id: "quantum-king-west",
        name: "Quantum Coffee",
        description:
          "Quantum fills a bright, high-ceilinged space on King West, roasting its own beans and serving everything from straight espresso to inventive signature drinks. It's a reliable downtown spot for a meeting or a work session.",
        image: img("1461023058943-07fcbe16d735"),
        address: "460 King St W",
        city: "Toronto",
        reviews: 950,
        tags: ["roaster", "king west", "spacious"],
      },
      {
        id: "jimmys-portland",
        name: "Jimmy's Coffee",
        description:
          "The original Jimmy's occupies a cozy converted house on Portland Street, with a patio out front and creaky wooden floors inside. It's the kind of neighbourhood café where regulars linger over lattes and the staff know their orders.",
        image: img("1485808191679-5f86510681a2"),
        address: "107 Portland St",
        city: "Toronto",
        reviews: 1300,
        tags: ["cozy", "patio", "neighbourhood"],
      },
    ],
  },
  {
    slug: "montreal",
    city: "Montreal",
    title: "Best Coffee Shops in Montreal",
    province: "Quebec",
    regionCode: "QC",
    blurb:
      "Montreal pairs old-school Italian espresso bars with a new wave of roasters, from Mile End to Saint-Henri.",
    intro:
      "In Montreal, coffee is a neighbourhood ritual, whether it's a cappuccino on a Mile End terrace or a pour-over in a Saint-Henri roastery. These five cafés capture the city's mix of tradition and craft. Vote for your favourites and show some love to the baristas who keep Montreal caffeinated.",
    ratingValue: 4.7,
    shops: [
      {
        id: "cafe-olimpico-mile-end",
        name: "Café Olimpico",
        description:
          "A Mile End institution since 1970, Olimpico serves strong Italian-style espresso to a crowd of artists, students and old-timers watching soccer. Grab a cappuccino on the terrace and people-watch along Saint-Viateur.",
        image: img("1541167760496-1628856ab772"),
        address: "124 Rue Saint-Viateur O",
        city: "Montreal",
        reviews: 2400,
        tags: ["mile end", "italian", "institution"],
      },
      {
        id: "myriade-mackay",
        name: "Café Myriade",
        description:
          "Near Concordia University, Myriade helped put Montreal on the specialty coffee map with its carefully chosen multi-roaster menu and beautiful latte art. The snug café buzzes with students and coffee enthusiasts alike.",
        image: img("1498804103079-a6351b050096"),
        address: "1432 Rue Mackay",
        city: "Montreal",
        reviews: 850,
        tags: ["downtown", "specialty", "latte art"],
      },
      {
        id: "pikolo-avenue-du-parc",
        name: "Pikolo Espresso Bar",
        description:
          "Tucked into a narrow storefront on Avenue du Parc near the McGill campus, Pikolo serves meticulously made espresso, filter coffee and pastries to a loyal crowd. It's small, so arrive early if you want a seat.",
        image: img("1559925393-8be0ec4767c8"),
        address: "3418B Avenue du Parc",
        city: "Montreal",
        reviews: 700,
        tags: ["espresso bar", "milton-parc", "cozy"],
      },
      {
        id: "dispatch-saint-zotique",
        name: "Dispatch Coffee",
        description:
          "Dispatch began as a mobile coffee truck before settling into this roastery café in Little Italy, a short walk from Jean-Talon Market. Its ethically sourced beans are roasted in-house, and the bright room is perfect after a market run.",
        image: img("1493857671505-72967e2e2760"),
        address: "267 Rue Saint-Zotique O",
        city: "Montreal",
        reviews: 450,
        tags: ["roaster", "little italy", "ethical sourcing"],
      },
      {
        id: "saint-henri-notre-dame",
        name: "Café Saint-Henri",
        description:
          "In the neighbourhood that shares its name, Café Saint-Henri roasts its own beans and serves them in a lofty, industrial room on Notre-Dame Ouest. It's an ideal stop before browsing the shops along the strip or heading to Atwater Market.",
        image: img("1525610553991-2bede1a236e2"),
        address: "3632 Rue Notre-Dame O",
        city: "Montreal",
        reviews: 600,
        tags: ["roaster", "saint-henri", "industrial"],
      },
    ],
  },
  {
    slug: "ottawa",
    city: "Ottawa",
    title: "Best Coffee Shops in Ottawa",
    province: "Ontario",
    regionCode: "ON",
    blurb:
      "The capital's cafés are cozy, community-minded and roasting some seriously good beans.",
    intro:
      "Ottawa's coffee scene lives in its neighbourhoods, from Hintonburg roasteries to Glebe hangouts and Centretown side streets. We've picked five beloved local cafés to get the conversation started. Vote for your favourites and help the capital choose its best cup.",
    ratingValue: 4.7,
    shops: [
      {
        id: "happy-goat-laurel",
        name: "Happy Goat Coffee Co.",
        description:
          "Happy Goat roasts its coffee at this café on Laurel Street, just off the Hintonburg strip, and the smell of fresh beans greets you at the door. Pick up a bag of the house blend and linger over a pour-over.",
        image: img("1572442388796-11668a67e53d"),
        address: "35 Laurel St",
        city: "Ottawa",
        reviews: 500,
        tags: ["roaster", "hintonburg", "pour-over"],
      },
      {
        id: "bridgehead-roastery",
        name: "Bridgehead Roastery",
        description:
          "Ottawa's own ethical coffee company roasts its fair-trade, organic beans at this Little Italy roastery and café. The airy space is a favourite for weekend catch-ups, with the roaster at work nearby.",
        image: img("1506619216599-9d16d0903dfd"),
        address: "130 Anderson St",
        city: "Ottawa",
        reviews: 900,
        tags: ["fair trade", "roastery", "little italy"],
      },
      {
        id: "little-victories-bank",
        name: "Little Victories Coffee",
        description:
          "In the Glebe on Bank Street, Little Victories serves carefully sourced coffee alongside house-made baked goods. It's a bright, friendly spot to fuel up before a stroll along the Rideau Canal.",
        image: img("1517701550927-30cf4ba1dba5"),
        address: "801 Bank St",
        city: "Ottawa",
        reviews: 380,
        tags: ["glebe", "specialty", "baked goods"],
      },
      {
        id: "arlington-five",
        name: "Arlington Five",
        description:
          "Named for its address on a quiet Centretown side street, Arlington Five is a tiny, beloved café with strong coffee and a neighbourly feel. Its baked treats tend to disappear quickly, so don't wait until the afternoon.",
        image: img("1509785307050-d4066910ec1e"),
        address: "5 Arlington Ave",
        city: "Ottawa",
        reviews: 420,
        tags: ["centretown", "cozy", "neighbourhood"],
      },
      {
        id: "ministry-of-coffee-elgin",
        name: "Ministry of Coffee",
        description:
          "Ministry of Coffee brings a sense of fun to Elgin Street, with comfortable seating, eclectic decor and well-made espresso drinks. It's a popular meeting spot for Centretown locals from morning until evening.",
        image: img("1442975631115-c4f7b05b8a2c"),
        address: "279 Elgin St",
        city: "Ottawa",
        reviews: 650,
        tags: ["elgin street", "cozy", "espresso"],
      },
    ],
  },
];
