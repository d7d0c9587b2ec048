// The Best Coffee Shops pages' city texts in English (the default locale), keyed by city slug; the
// facts (slugs, shops, codes, ratings) stay in worker/db/seed/coffee-cities.ts.
import type { CoffeeCitySlug } from "./coffee-shop";
import type { CoffeeCityText } from "./coffee-text";

const texts: Record<CoffeeCitySlug, CoffeeCityText> = {
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

export default texts;
