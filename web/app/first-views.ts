// The first-view declarations by page (routes without one — admin, private links — fetch in
// the browser). The edge reaches this table only through the server-render entry and calls the
// declaration of the matched route; the declarations live next to their pages.
import { cityFirstView } from "@web/pages/city/first-view";
import { coffeeCityFirstView } from "@web/pages/coffee-city/first-view";
import { coffeeLandingFirstView } from "@web/pages/coffee-landing/first-view";
import { coffeeResultsFirstView } from "@web/pages/coffee-results/first-view";
import { detailFirstView } from "@web/pages/detail/first-view";
import { homeFirstView } from "@web/pages/home/first-view";
import { listFirstView } from "@web/pages/list/first-view";
import { nominateFirstView } from "@web/pages/nominate/first-view";
import { searchFirstView } from "@web/pages/search/first-view";

export const FIRST_VIEWS = {
  home: homeFirstView,
  /** Every list route (one per listing type in the registry), given its type. */
  list: listFirstView,
  /** Every detail route, given its type. */
  detail: detailFirstView,
  city: cityFirstView,
  search: searchFirstView,
  coffeeLanding: coffeeLandingFirstView,
  coffeeCity: coffeeCityFirstView,
  coffeeResults: coffeeResultsFirstView,
  nominate: nominateFirstView,
};
