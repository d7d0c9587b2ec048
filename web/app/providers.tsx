import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { SelectedCityProvider } from "@web/lib/selected-city";
import { primeRouteData } from "@web/lib/route-data";
import { createTrpcClient, trpc } from "@web/lib/trpc";

function createQueryClient() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
  primeRouteData(client);
  return client;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <SelectedCityProvider>{children}</SelectedCityProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
