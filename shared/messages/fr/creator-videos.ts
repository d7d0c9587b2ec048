// The creator videos' titles in French (shared/places/home-text.ts).
export { creatorVideoTitlesFr as default } from "../../places/home-data-fr";
