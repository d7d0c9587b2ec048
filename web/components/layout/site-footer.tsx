import { Link } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { ROUTES, type RouteDescriptor } from "@shared/routing/routes";
import { NewsletterForm } from "@web/components/newsletter/newsletter-form";

const footerLink = "font-medium underline underline-offset-2 hover:text-ink";

/** The pages whose route says so (`inFooter` in shared/routing/routes.ts): a new page's link needs no edit here. */
const FOOTER_ROUTES = Object.values(ROUTES as Record<string, RouteDescriptor>).filter((route) => route.footer);

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-row">
        <div>
          <p className="font-semibold text-ink">{messages.brand.tagline}</p>
          <p className="mt-1">{messages.brand.copyright}</p>
          {/* The header is the spec's; other pages (privacy, the visitor's saved places) are linked from here. */}
          <p className="mt-3 flex gap-4">
            {FOOTER_ROUTES.map((route) => (
              <Link key={route.pattern} to={route.pattern} className={footerLink}>
                {messages.screens[route.screen as keyof typeof messages.screens]}
              </Link>
            ))}
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
