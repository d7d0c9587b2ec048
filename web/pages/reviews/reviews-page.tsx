// /reviews/how-it-works: the rules, and above them, when the address carries a reviewer's token in its
// fragment (their e-mailed link: shared/reviews/review-paths.ts), their own review. The fragment is read
// once hydrated: the server never sees it, and renders the rules alone.
import { useLocation } from "react-router-dom";
import { useHydrated } from "@web/lib/use-hydrated";
import ReviewManagePage from "./review-manage-page";
import ReviewRulesPage from "./review-rules-page";

const TOKEN = /^#([A-Za-z0-9_-]{43})$/;

export default function ReviewsPage() {
  const hash = useLocation().hash;
  const token = useHydrated() ? TOKEN.exec(hash)?.[1] : undefined;
  return token ? <ReviewManagePage token={token} /> : <ReviewRulesPage />;
}
