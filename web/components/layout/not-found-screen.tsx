// The 404 screen: the not-found page, and any page whose route matched but whose data names nothing.
import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { PageTitle } from "@web/components/seo/page-head";
import { pagePaths } from "@shared/routing/paths";

export function NotFoundScreen() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageTitle title={`${messages.notFound.heading} | ${messages.brand.name}`} />
      <p className="text-6xl font-extrabold text-brand-700">{messages.notFound.status}</p>
      <h1 className="mt-4 text-2xl font-bold">{messages.notFound.heading}</h1>
      <Link to={pagePaths.home} className="mt-6 inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        {messages.notFound.returnHome}
      </Link>
    </section>
  );
}
