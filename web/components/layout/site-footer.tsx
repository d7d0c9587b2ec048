import { messages } from "@shared/messages";

export function SiteFooter() {
  return (
    <footer className="border-t border-gray-200 bg-gray-50 pb-20 md:pb-0">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm text-gray-700">
        <p className="font-semibold text-ink">{messages.brand.tagline}</p>
        <p className="mt-1">{messages.brand.copyright}</p>
      </div>
    </footer>
  );
}
