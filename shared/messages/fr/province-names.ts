// French province and territory names for the pages (shared/places/place-names.ts).
export { provinceNamesFr as default } from "../../places/place-names-fr";
