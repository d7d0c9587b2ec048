import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { SelectedCityProvider } from "@web/lib/selected-city";
import { createTrpcClient, trpc } from "@web/lib/trpc";

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  );
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <SelectedCityProvider>{children}</SelectedCityProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
