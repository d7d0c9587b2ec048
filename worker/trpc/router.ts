// The root router: one sub-router per feature. The web app imports only the *type* AppRouter.
// Staff's and owners' procedures load with their first call (tRPC's lazy router), not with every cold
// isolate that serves a visitor.
import { lazy } from "@trpc/server";
import { authRouter } from "../features/auth/auth-router";
import { awardsRouter } from "../features/voting/awards-router";
import { ballotsRouter } from "../features/voting/ballots-router";
import { botChallengeRouter } from "../features/bot-challenge/bot-challenge-router";
import { invitationsRouter } from "../features/people/invitations-router";
import { goingRouter } from "../features/going/going-router";
import { healthRouter } from "../features/health/health-router";
import { listingsRouter } from "../features/listings/listings-router";
import { newsletterRouter } from "../features/newsletter/newsletter-router";
import { nominationsRouter } from "../features/voting/nominations-router";
import { passkeysRouter } from "../features/passkeys/passkeys-router";
import { placesRouter } from "../features/places/places-router";
import { reviewsRouter } from "../features/reviews/reviews-router";
import { submissionsRouter } from "../features/submissions/submissions-router";
import { votesRouter } from "../features/voting/votes-router";
import { router } from "./init";

export const appRouter = router({
  health: healthRouter,
  listings: listingsRouter,
  places: placesRouter,
  ballots: ballotsRouter,
  votes: votesRouter,
  awards: awardsRouter,
  submissions: submissionsRouter,
  newsletter: newsletterRouter,
  reviews: reviewsRouter,
  nominations: nominationsRouter,
  going: goingRouter,
  auth: authRouter,
  passkeys: passkeysRouter,
  challenge: botChallengeRouter,
  admin: lazy(() => import("../features/admin/admin-router").then((module) => module.adminRouter)),
  invitations: invitationsRouter,
  owners: lazy(() => import("../features/owners/owners-router").then((module) => module.ownersRouter)),
  claims: lazy(() => import("../features/owners/claims-router").then((module) => module.claimsRouter)),
});

export type AppRouter = typeof appRouter;
