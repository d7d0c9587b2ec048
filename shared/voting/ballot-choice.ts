// A ballot city as the nomination form's choice, apart from the catalogue's schemas so that the page
// that shows the form loads no zod for it.
import type { CoffeeCity } from "./coffee-shop";

/** A ballot city as a form's choice: its slug and its name in the page's language. */
export type BallotChoice = Pick<CoffeeCity, "slug" | "city">;
export const ballotChoice = ({ slug, city }: BallotChoice): BallotChoice => ({ slug, city });
