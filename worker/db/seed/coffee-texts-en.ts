// The Best Coffee Shops ballot's texts in English: each city's page texts, keyed by city slug, and each
// shop's description and tags, keyed by shop id. Seed content, like the facts in ./coffee-cities.ts.
import type { CoffeeCitySlug } from "../../../shared/voting/coffee-shop";
import type { CoffeeCityText, CoffeeShopText } from "./coffee-cities";

export const coffeeCityTextsEn: Readonly<Record<CoffeeCitySlug, CoffeeCityText>> = {
  vancouver: {
    city: "Vancouver",
    title: "Best Coffee Shops in Vancouver",
    province: "British Columbia",
    blurb: "From Main Street roasters to Gastown brew bars, Vancouver's coffee scene is as serious as its rain.",
    intro:
      "Vancouver runs on coffee, and its independent cafés are some of the best in the country. We've picked five local favourites, from pioneering roasters to tiny tasting bars. Tap the heart on the shops you love and help crown the city's best cup.",
  },
  calgary: {
    city: "Calgary",
    title: "Best Coffee Shops in Calgary",
    province: "Alberta",
    blurb: "Calgary's roasters have quietly built one of Canada's most exciting coffee cities, one award-winning shot at a time.",
    intro:
      "Behind the Stampede and the Chinooks, Calgary hides a world-class coffee culture shaped by champion baristas and homegrown roasters. These five cafés are local institutions. Cast your votes and tell us which one pours the city's best cup.",
  },
  toronto: {
    city: "Toronto",
    title: "Best Coffee Shops in Toronto",
    province: "Ontario",
    blurb: "Toronto's independent cafés range from pioneering espresso bars to sunny roastery tasting rooms.",
    intro:
      "Toronto helped spark Canada's third-wave coffee movement, and its neighbourhood cafés are still setting the pace. We've shortlisted five independents that locals swear by. Vote for your favourites and help decide which one deserves the top spot.",
  },
  montreal: {
    city: "Montreal",
    title: "Best Coffee Shops in Montreal",
    province: "Quebec",
    blurb: "Montreal pairs old-school Italian espresso bars with a new wave of roasters, from Mile End to Saint-Henri.",
    intro:
      "In Montreal, coffee is a neighbourhood ritual, whether it's a cappuccino on a Mile End terrace or a pour-over in a Saint-Henri roastery. These five cafés capture the city's mix of tradition and craft. Vote for your favourites and show some love to the baristas who keep Montreal caffeinated.",
  },
  ottawa: {
    city: "Ottawa",
    title: "Best Coffee Shops in Ottawa",
    province: "Ontario",
    blurb: "The capital's cafés are cozy, community-minded and roasting some seriously good beans.",
    intro:
      "Ottawa's coffee scene lives in its neighbourhoods, from Hintonburg roasteries to Glebe hangouts and Centretown side streets. We've picked five beloved local cafés to get the conversation started. Vote for your favourites and help the capital choose its best cup.",
  },
};

export const coffeeShopTextsEn: Readonly<Record<string, CoffeeShopText>> = {
  "49th-parallel-main": {
    description:
      "The Main Street flagship of one of Vancouver's best-known roasters pairs carefully sourced coffees with Lucky's Doughnuts made on site. Expect a bright, busy room, precise espresso and a line that moves faster than it looks.",
    tags: ["roaster", "doughnuts", "espresso"],
  },
  "revolver-gastown": {
    description:
      "A Gastown favourite for serious coffee drinkers, Revolver features a rotating line-up of guest roasters from around the world. Order a flight and compare espresso or filter side by side in a warm room of wood and brick.",
    tags: ["multi-roaster", "pour-over", "gastown"],
  },
  "matchstick-chinatown": {
    description:
      "Matchstick roasts its own beans and bakes its pastries in-house, and its Chinatown café is a tall, light-filled room on East Georgia. It's a calm spot for a cortado and a croissant between gallery visits.",
    tags: ["roaster", "bakery", "chinatown"],
  },
  "nemesis-gastown": {
    description:
      "Nemesis brings competition-level coffee and an inventive pastry and brunch menu to a bright corner at the edge of Gastown. Its filter menu often features rare lots you won't see anywhere else in the city.",
    tags: ["specialty", "brunch", "pastries"],
  },
  "prototype-strathcona": {
    description:
      "Prototype is an intimate, minimalist café in Strathcona where baristas guide you through thoughtfully sourced coffees. It's as much an experience as a caffeine stop, so give yourself time to sit at the bar.",
    tags: ["tasting", "minimalist", "strathcona"],
  },
  "phil-and-sebastian-simmons": {
    description:
      "Calgary's homegrown specialty roaster has a café in the restored Simmons Building in East Village, a former mattress factory beside the Bow River. Come for meticulous espresso and stay for the riverside setting.",
    tags: ["roaster", "east village", "riverside"],
  },
  "monogram-altadore": {
    description:
      "Monogram was founded by Ben Put, a multi-time Canadian Barista Champion, and its cafés are known for clean, bright coffees served without fuss. The neighbourhood shop in the southwest is a pilgrimage for espresso lovers.",
    tags: ["espresso", "award-winning", "minimalist"],
  },
  "analog-17th-ave": {
    description:
      "On busy 17th Avenue, Analog is the café arm of Fratello Coffee Roasters, with a long bar pulling single-origin espresso for a steady stream of regulars. It's a lively stop at any time of day, especially from a seat in the front window.",
    tags: ["17th avenue", "espresso", "lively"],
  },
  "rosso-ramsay": {
    description:
      "Rosso's original café in the Ramsay neighbourhood feels like a community living room, with big tables, house-roasted espresso and a laid-back crowd. The Calgary roaster has since grown into several cafés across the city.",
    tags: ["roaster", "ramsay", "community"],
  },
  "fratello-roastery": {
    description:
      "One of Calgary's longest-running specialty roasters, family-owned Fratello supplies cafés across Western Canada from its southeast Calgary roastery. Stop in for fresh beans, brewing gear and the seasonal single origins the team is excited about.",
    tags: ["roaster", "beans", "family-owned"],
  },
  "pilot-roastery": {
    description:
      "Pilot's Leslieville roastery includes a tasting bar where you can sample the latest roasts right beside the roasting floor. It's a must-visit for Toronto coffee fans and a great place to pick up beans.",
    tags: ["roaster", "leslieville", "tasting bar"],
  },
  "sam-james-harbord": {
    description:
      "Sam James opened his first tiny coffee bar on Harbord Street, and it helped kick-start Toronto's specialty coffee scene. Expect expertly pulled espresso, a standing-room crowd and friendly banter across the bar.",
    tags: ["espresso bar", "harbord village", "classic"],
  },
  "dark-horse-spadina": {
    description:
      "This spacious Spadina location of the local favourite draws students and remote workers with long tables, big windows and dependable espresso drinks. It's a handy stop on the edge of Chinatown and Kensington Market.",
    tags: ["workspace", "spadina", "espresso"],
  },
  "quantum-king-west": {
    description:
      "Quantum fills a bright, high-ceilinged space on King West, roasting its own beans and serving everything from straight espresso to inventive signature drinks. It's a reliable downtown spot for a meeting or a work session.",
    tags: ["roaster", "king west", "spacious"],
  },
  "jimmys-portland": {
    description:
      "The original Jimmy's occupies a cozy converted house on Portland Street, with a patio out front and creaky wooden floors inside. It's the kind of neighbourhood café where regulars linger over lattes and the staff know their orders.",
    tags: ["cozy", "patio", "neighbourhood"],
  },
  "cafe-olimpico-mile-end": {
    description:
      "A Mile End institution since 1970, Olimpico serves strong Italian-style espresso to a crowd of artists, students and old-timers watching soccer. Grab a cappuccino on the terrace and people-watch along Saint-Viateur.",
    tags: ["mile end", "italian", "institution"],
  },
  "myriade-mackay": {
    description:
      "Near Concordia University, Myriade helped put Montreal on the specialty coffee map with its carefully chosen multi-roaster menu and beautiful latte art. The snug café buzzes with students and coffee enthusiasts alike.",
    tags: ["downtown", "specialty", "latte art"],
  },
  "pikolo-avenue-du-parc": {
    description:
      "Tucked into a narrow storefront on Avenue du Parc near the McGill campus, Pikolo serves meticulously made espresso, filter coffee and pastries to a loyal crowd. It's small, so arrive early if you want a seat.",
    tags: ["espresso bar", "milton-parc", "cozy"],
  },
  "dispatch-saint-zotique": {
    description:
      "Dispatch began as a mobile coffee truck before settling into this roastery café in Little Italy, a short walk from Jean-Talon Market. Its ethically sourced beans are roasted in-house, and the bright room is perfect after a market run.",
    tags: ["roaster", "little italy", "ethical sourcing"],
  },
  "saint-henri-notre-dame": {
    description:
      "In the neighbourhood that shares its name, Café Saint-Henri roasts its own beans and serves them in a lofty, industrial room on Notre-Dame Ouest. It's an ideal stop before browsing the shops along the strip or heading to Atwater Market.",
    tags: ["roaster", "saint-henri", "industrial"],
  },
  "happy-goat-laurel": {
    description:
      "Happy Goat roasts its coffee at this café on Laurel Street, just off the Hintonburg strip, and the smell of fresh beans greets you at the door. Pick up a bag of the house blend and linger over a pour-over.",
    tags: ["roaster", "hintonburg", "pour-over"],
  },
  "bridgehead-roastery": {
    description:
      "Ottawa's own ethical coffee company roasts its fair-trade, organic beans at this Little Italy roastery and café. The airy space is a favourite for weekend catch-ups, with the roaster at work nearby.",
    tags: ["fair trade", "roastery", "little italy"],
  },
  "little-victories-bank": {
    description:
      "In the Glebe on Bank Street, Little Victories serves carefully sourced coffee alongside house-made baked goods. It's a bright, friendly spot to fuel up before a stroll along the Rideau Canal.",
    tags: ["glebe", "specialty", "baked goods"],
  },
  "arlington-five": {
    description:
      "Named for its address on a quiet Centretown side street, Arlington Five is a tiny, beloved café with strong coffee and a neighbourly feel. Its baked treats tend to disappear quickly, so don't wait until the afternoon.",
    tags: ["centretown", "cozy", "neighbourhood"],
  },
  "ministry-of-coffee-elgin": {
    description:
      "Ministry of Coffee brings a sense of fun to Elgin Street, with comfortable seating, eclectic decor and well-made espresso drinks. It's a popular meeting spot for Centretown locals from morning until evening.",
    tags: ["elgin street", "cozy", "espresso"],
  },
};
