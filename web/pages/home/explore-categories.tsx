import { Icon } from "@web/components/ui/icon";
import type { IconName } from "@web/components/ui/icon-names";
import { Link } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { homeMessages } from "@shared/home/home-texts";
import { SHOP_CATEGORY_TILES } from "@shared/home/home-data";
import { LISTING_TYPE_REGISTRY } from "@shared/listings/listing-type-registry";
import { categoryPath, listPath } from "@shared/routing/paths";
import { SectionHeading } from "@web/components/ui/section-heading";
import { categoryTileText } from "@shared/home/home-text";

// A function, not a constant: its texts are read in the page's language each time it is used.
const typeTiles = (): { to: string; title: string; text: string; icon: IconName }[] =>
  LISTING_TYPE_REGISTRY.map(({ type, icon }) => ({
    to: listPath(type),
    title: messages.listPages[type],
    text: homeMessages.typeTiles[type],
    icon,
  }));

const tileClass = "flex h-full flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-5 transition hover:border-brand-700 hover:shadow-md";

export function ExploreCategories() {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-12">
      <SectionHeading id="categories-heading" title={homeMessages.exploreCategories} />
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {typeTiles().map(({ to, title, text, icon }) => (
          <li key={to}>
            <Link to={to} className={tileClass}>
              <Icon name={icon} className="size-7 text-brand-700" />
              <span className="font-bold">{title}</span>
              <span className="text-sm text-gray-700">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3">
        {SHOP_CATEGORY_TILES.map((tile) => (
          <li key={tile.name}>
            <Link to={categoryPath(tile.name)} className={tileClass}>
              <Icon name="store" className="size-6 text-brand-700" />
              <span className="font-bold">{categoryTileText(tile).name}</span>
              <span className="text-sm text-gray-700">{categoryTileText(tile).description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
