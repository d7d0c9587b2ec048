import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { OriginProvider } from "@web/lib/origin";
import { SelectedCityProvider } from "@web/lib/selected-city";
import { createTrpcClient, trpc } from "@web/lib/trpc";

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}

interface Props {
  queryClient: QueryClient;
  origin: string;
  /** My city, as the edge rendered the page for it (null: none chosen). */
  myCity: string | null;
  children: ReactNode;
}

/** Everything screens rely on; the same tree on the server and in the browser. */
export function AppProviders({ queryClient, origin, myCity, children }: Props) {
  const [trpcClient] = useState(createTrpcClient);
  return (
    <OriginProvider origin={origin}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <SelectedCityProvider initialCity={myCity}>{children}</SelectedCityProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </OriginProvider>
  );
}
