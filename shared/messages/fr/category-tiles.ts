// The home page's category tiles in French (shared/places/home-text.ts).
export { shopCategoryTilesFr as default } from "../../places/home-data-fr";
