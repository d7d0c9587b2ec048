// The one way the web app talks to the Worker: the tRPC React client over React Query.
import { httpBatchLink } from "@trpc/client";
import { activeLocale } from "@shared/i18n/active-locale";
import { MAX_BATCH_SIZE } from "@shared/api/api-batch";
import { LOCALE_HEADER } from "@shared/i18n/locales";
import { createTRPCReact } from "@trpc/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@worker/trpc/router";

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    // The page's locale travels with every call: answers (texts, errors) come back in the page's language.
    links: [httpBatchLink({ url: "/api/trpc", maxItems: MAX_BATCH_SIZE, headers: () => ({ [LOCALE_HEADER]: activeLocale() }) })],
  });
}

/** Answer types straight from the router, never hand-copied. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type ListingSummary = RouterOutputs["listings"]["list"]["items"][number];
export type ListingDetail = NonNullable<RouterOutputs["listings"]["get"]>;
