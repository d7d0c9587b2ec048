// The home page's search suggestions in French (shared/places/home-text.ts).
export { businessCategoriesFr as default } from "../../places/home-data-fr";
