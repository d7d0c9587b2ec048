// The coffee shops' descriptions and tags in French (shared/voting/coffee-text.ts).
export { coffeeShopsFrench as default } from "./coffee-fr";
