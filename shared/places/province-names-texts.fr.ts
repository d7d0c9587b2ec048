// French province and territory names for the pages (shared/places/place-names.ts).
export { provinceNamesFr as default } from "./place-names-fr";
