// The home page's category tiles in French (shared/home/home-text.ts).
export { shopCategoryTilesFr as default } from "./home-data-fr";
