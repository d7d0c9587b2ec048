// The API's answer types, straight from the router (type-only: nothing of the Worker runs here).
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@worker/trpc/router";

export type RouterOutputs = inferRouterOutputs<AppRouter>;
