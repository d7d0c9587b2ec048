// Renders a component inside the app's providers with a tRPC client whose link answers from the test's
// own handlers instead of the network, and records every call. Component tests check what a screen sends
// and how it shows answers and refusals; the procedures themselves are tested in the Workers pool.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { SelectedCityProvider } from "@web/lib/selected-city";
import { render, type RenderResult } from "@testing-library/react";
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { observable } from "@trpc/server/observable";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { Toaster } from "sonner";
import { toasterMounted } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import type { AppRouter } from "@worker/trpc/router";

export type Handler = (input: unknown) => unknown;
export interface Call {
  path: string;
  input: unknown;
}

/** A refusal as the server sends it: code, HTTP status and, for BAD_REQUEST, field messages. */
export function refusal(code: TRPC_ERROR_CODE_KEY, message: string, fieldErrors?: Record<string, string[]>) {
  const httpStatus = { BAD_REQUEST: 400, NOT_FOUND: 404, CONFLICT: 409, TOO_MANY_REQUESTS: 429, INTERNAL_SERVER_ERROR: 500 }[code as string] ?? 400;
  return TRPCClientError.from<AppRouter>({
    error: { message, code: -32600, data: { code, httpStatus, ...(fieldErrors ? { fieldErrors } : {}) } },
  } as Parameters<typeof TRPCClientError.from>[0]);
}

function handlerLink(handlers: Record<string, Handler>, calls: Call[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const handler = handlers[op.path];
        Promise.resolve()
          .then(() => {
            if (!handler) throw refusal("NOT_FOUND", `No handler for ${op.path} in this test.`);
            return handler(op.input);
          })
          .then((data) => {
            observer.next({ result: { type: "data", data } });
            observer.complete();
          })
          .catch((error: unknown) =>
            observer.error(error instanceof TRPCClientError ? (error as TRPCClientError<AppRouter>) : TRPCClientError.from(error as Error)),
          );
      });
}

/** Renders `ui` with the app's tRPC and React Query providers, a router at `path`, my city (none by default) and the toaster. */
export function renderWithApi(
  ui: ReactElement,
  handlers: Record<string, Handler>,
  path = "/",
  myCity: string | null = null,
): RenderResult & { calls: Call[] } {
  const calls: Call[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const client = trpc.createClient({ links: [handlerLink(handlers, calls)] });
  const result = render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <SelectedCityProvider initialCity={myCity}>
            {ui}
            <Toaster />
          </SelectedCityProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </trpc.Provider>,
  );
  toasterMounted();
  return Object.assign(result, { calls });
}
