// The coffee voting pages' text in French (shared/voting/coffee-text.ts).
export { coffeeCitiesFrench as default } from "./coffee-fr";
