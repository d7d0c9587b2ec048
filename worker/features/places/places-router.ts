// Places as the forms use them: the map picker's look-up over our own neighbourhoods and listings.
import { placeLookupInput } from "@shared/places/place-lookup-schema";
import { publicProcedure, router } from "../../trpc/init";
import { lookupPlaces } from "./place-lookup";

export const placesRouter = router({
  // The same answer for everyone (the city's published places), so it may be cached like any content.
  lookup: publicProcedure.input(placeLookupInput).query(({ ctx, input }) => lookupPlaces(ctx, input)),
});
