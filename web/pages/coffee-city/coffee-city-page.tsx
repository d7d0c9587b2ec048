// /best-coffee-shops/{city}: one of the five city voting pages; any other slug is the 404 page (the
// edge already answered it with HTTP 404).
import { useParams } from "react-router-dom";
import { coffeeCities } from "@shared/catalogue/coffee-cities";
import { NotFoundScreen } from "@web/components/layout/not-found-screen";
import { PageHead } from "@web/components/seo/page-head";
import { useOrigin } from "@web/lib/origin";
import { CityVoting } from "@web/features/voting/city-voting";

export default function CoffeeCityPage() {
  const origin = useOrigin();
  const { city: slug } = useParams();
  const city = coffeeCities.find((c) => c.slug === slug);
  if (!city) return <NotFoundScreen />;
  return (
    <>
      <PageHead meta={(builders) => builders.coffeeCityMeta(city, origin)} />
      {/* Keyed by city: moving between cities starts from that city's own stored votes. */}
      <CityVoting key={city.slug} city={city} />
    </>
  );
}
