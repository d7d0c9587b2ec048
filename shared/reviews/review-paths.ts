// The reviewer's private page behind their e-mailed link: publish, edit or delete the review.
import { ROUTE_PATTERNS } from "../routing/routes";

export const reviewManagePath = (token: string) => ROUTE_PATTERNS.review.replace(":token", token);
