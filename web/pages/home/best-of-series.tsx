import { Icon } from "@web/components/ui/icon";
import type { IconName } from "@web/components/ui/icon-names";
import { Link } from "react-router-dom";
import { homeMessages } from "@shared/home/home-texts";
import { categoryPath, listPath, pagePaths } from "@shared/routing/paths";
import { SectionHeading } from "@web/components/ui/section-heading";

// A function, not a constant: its texts are read in the page's language each time it is used.
const bestOfCards = (): { to: string; title: string; text: string; icon: IconName }[] => [
  { to: pagePaths.coffeeLanding, title: homeMessages.bestCoffee, text: homeMessages.bestCoffeeText, icon: "coffee" },
  { to: categoryPath("Restaurants"), title: homeMessages.bestRestaurants, text: homeMessages.bestRestaurantsText, icon: "utensils-crossed" },
  { to: listPath("shop"), title: homeMessages.bestLocalShops, text: homeMessages.bestLocalShopsText, icon: "shopping-bag" },
];

export function BestOfSeries() {
  return (
    <section aria-labelledby="best-of-heading" className="mx-auto max-w-6xl px-4 py-12">
      <SectionHeading id="best-of-heading" title={homeMessages.bestOf} intro={homeMessages.bestOfIntro} />
      <ul className="grid gap-6 sm:grid-cols-3">
        {bestOfCards().map(({ to, title, text, icon }) => (
          <li key={title}>
            <Link
              to={to}
              className="flex h-full flex-col gap-3 rounded-2xl border border-gray-200 p-6 transition hover:border-brand-700 hover:shadow-md"
            >
              <Icon name={icon} className="size-8 text-brand-700" />
              <h3 className="text-lg font-bold">{title}</h3>
              <p className="text-gray-700">{text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
