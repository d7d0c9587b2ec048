import { messages } from "@shared/i18n/messages";

/** A failed load: says so and offers a retry, instead of an empty page. */
export function QueryError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-900">{messages.errors.loadFailed}</p>
      <button type="button" onClick={onRetry} className="mt-3 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
        {messages.errors.tryAgain}
      </button>
    </div>
  );
}
