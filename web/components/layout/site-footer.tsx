import { Link } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { pagePaths } from "@shared/routing/paths";
import { NewsletterForm } from "@web/components/newsletter/newsletter-form";

const footerLink = "font-medium underline underline-offset-2 hover:text-ink";

export function SiteFooter() {
  return (
    <footer className="border-t border-gray-200 bg-gray-50 pb-20 md:pb-0">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 text-sm text-gray-700 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="font-semibold text-ink">{messages.brand.tagline}</p>
          <p className="mt-1">{messages.brand.copyright}</p>
          {/* The header is the spec's; the visitor's saved places are linked from here. */}
          <p className="mt-3 flex gap-4">
            <Link to={pagePaths.privacy} className={footerLink}>
              {messages.screens.privacy}
            </Link>
            <Link to={pagePaths.saved} className={footerLink}>
              {messages.screens.saved}
            </Link>
          </p>
        </div>
        <div>
          <h2 id="footer-newsletter" className="text-base font-semibold text-ink">
            {messages.newsletter.heading}
          </h2>
          <p className="mt-1 mb-3">{messages.newsletter.intro}</p>
          <NewsletterForm labelledBy="footer-newsletter" />
        </div>
      </div>
    </footer>
  );
}
