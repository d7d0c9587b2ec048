// The coffee shops' descriptions and tags in French (shared/catalogue/coffee-text.ts).
export { coffeeShopsFrench as default } from "../../catalogue/french/coffee-fr";
