// The home page's reference data as the page's language writes it: the French (home-data-fr.ts, through
// shared/home/category-tiles-texts.fr.ts and creator-videos.ts) over the English.
import { translations } from "../i18n/localized";
import type { ShopCategoryTile } from "./home-data";
import type { CreatorVideo } from "../places/place-types";

const TILES = translations<Record<string, ShopCategoryTile>>("category-tiles");
const VIDEO_TITLES = translations<Record<number, string>>("creator-videos");

export function categoryTileText(tile: ShopCategoryTile): ShopCategoryTile {
  return TILES[tile.name] ?? tile;
}

export function creatorVideoTitle(video: CreatorVideo): string {
  return VIDEO_TITLES[video.id] ?? video.title;
}
