// tRPC is initialised once, here. Feature routers import only these builders.
import { initTRPC } from "@trpc/server";
import { ZodError, z } from "zod";
import type { Context } from "./context";

const t = initTRPC.context<Context>().create({
  // No data transformer: dates travel as ISO strings.
  errorFormatter({ shape, error }) {
    return {
      ...shape,
      data: {
        ...shape.data,
        // Field-level messages for forms; never internal details.
        fieldErrors: error.cause instanceof ZodError ? z.flattenError(error.cause).fieldErrors : null,
        stack: undefined,
      },
    };
  },
});

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
