// The creator videos' titles in French (shared/home/home-text.ts).
export { creatorVideoTitlesFr as default } from "./home-data-fr";
