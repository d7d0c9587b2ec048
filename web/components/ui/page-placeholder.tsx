// Stands in for a screen whose feature has not landed yet: says so plainly, shows no fake content.
import { messages } from "@shared/messages";
import { PageTitle } from "@web/components/seo/page-head";

export function PagePlaceholder({ heading }: { heading: string }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageTitle title={`${heading} | ${messages.brand.name}`} />
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      <p className="mt-3 text-gray-700">{messages.placeholder.comingSoon}</p>
    </section>
  );
}
