// Placeholders in the shape of the shop cards while a first visit waits for the tallies.
import { votingMessages } from "@shared/voting/voting-texts";

export function ShopCardSkeletons({ count }: { count: number }) {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{votingMessages.loadingShops}</span>
      <ul aria-hidden className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl border border-gray-200 bg-white">
            <div className="aspect-[16/10] bg-gray-200 motion-safe:animate-pulse" />
            <div className="space-y-3 p-5">
              <div className="h-6 w-2/3 rounded bg-gray-200 motion-safe:animate-pulse" />
              <div className="h-4 w-full rounded bg-gray-100 motion-safe:animate-pulse" />
              <div className="h-4 w-5/6 rounded bg-gray-100 motion-safe:animate-pulse" />
              <div className="h-4 w-1/2 rounded bg-gray-100 motion-safe:animate-pulse" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
