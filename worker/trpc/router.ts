// The root router: one sub-router per feature. The web app imports only the *type* AppRouter.
import { healthRouter } from "../features/health/health-router";
import { votesRouter } from "../features/votes/votes-router";
import { router } from "./init";

export const appRouter = router({
  health: healthRouter,
  votes: votesRouter,
});

export type AppRouter = typeof appRouter;
