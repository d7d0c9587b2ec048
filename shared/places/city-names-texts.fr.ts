// French place names for the pages (shared/places/place-names.ts reads them through `translations`).
export { cityNamesFr as default } from "./place-names-fr";
