// The coffee voting pages' text in French (shared/catalogue/coffee-text.ts).
export { coffeeCitiesFrench as default } from "../../catalogue/french/coffee-fr";
