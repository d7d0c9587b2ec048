// The root router: one sub-router per feature. The web app imports only the *type* AppRouter.
import { healthRouter } from "../features/health/health-router";
import { newsletterRouter } from "../features/newsletter/newsletter-router";
import { submissionsRouter } from "../features/submissions/submissions-router";
import { router } from "./init";

export const appRouter = router({
  health: healthRouter,
  submissions: submissionsRouter,
  newsletter: newsletterRouter,
});

export type AppRouter = typeof appRouter;
