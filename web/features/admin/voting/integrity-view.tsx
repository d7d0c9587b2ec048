// The admin's Vote integrity view: a season's totals, its votes per shop and hour for one day, its bursts,
// the busiest networks (by salted hash) with "Void votes", and the voids already applied. Every day and
// time is the city's, in its zone, named (as the Ballot tab shows the seasons).
import { useId, useState } from "react";
import * as clock from "@shared/time/clock";
import { format } from "@shared/i18n/messages";
import { integrityMessages } from "@shared/voting/integrity-texts";
import { BURST_FACTOR, BURST_MIN_VOTES } from "@shared/voting/vote-integrity";
import { seasonHasOpened } from "@shared/voting/award-seasons";
import { inCityTime } from "./in-city-time";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { QueryError } from "@web/components/ui/query-error";
import { QueryTable } from "@web/features/admin/ui/query-table";
import { VoidVotesDialog } from "./void-votes-dialog";
import { AdminSection } from "@web/features/admin/ui/admin-section";

type Figures = RouterOutputs["admin"]["integrity"]["get"];
type BallotCities = RouterOutputs["admin"]["ballot"]["cities"];

/** Each city with the years of its seasons that have opened, newest first. */
const openedSeasons = (cities: BallotCities) =>
  cities.map((city) => ({
    slug: city.slug,
    name: city.name,
    years: city.seasons
      .filter((season) => seasonHasOpened(season, clock.nowMs()))
      .map((season) => season.year)
      .sort((a, b) => b - a),
  }));

const FIELD = "h-10 rounded-lg border border-gray-300 bg-white px-3";

function HoursTable({ figures }: { figures: Figures }) {
  const hours = [...new Set(figures.hours.map((h) => h.hour))].sort((a, b) => a - b);
  const zone = figures.timeZone;
  const votes = (shopId: string, hour: number) => figures.hours.find((h) => h.shopId === shopId && h.hour === hour)?.votes ?? 0;
  return (
    <QueryTable
      rows={hours}
      columns={[integrityMessages.hourColumn, ...figures.shops.map((shop) => shop.name)]}
      caption={<caption className="sr-only">{format(integrityMessages.hoursCaption, { day: figures.day, zone })}</caption>}
      empty={integrityMessages.noVotesThatDay}
    >
      {(hour) => (
        <tr key={hour} className="border-b border-gray-100">
          <th scope="row" className="px-2 py-1.5 font-medium">
            {inCityTime(hour, zone, true)}
          </th>
          {figures.shops.map((shop) => (
            <td key={shop.id} className="px-2 py-1.5 tabular-nums">
              {votes(shop.id, hour)}
            </td>
          ))}
        </tr>
      )}
    </QueryTable>
  );
}

function Networks({ figures, city }: { figures: Figures; city: string }) {
  const at = (ms: number) => inCityTime(ms, figures.timeZone);
  return (
    <QueryTable
      rows={figures.networks}
      columns={[
        integrityMessages.networkColumn,
        integrityMessages.votesColumn,
        integrityMessages.votersColumn,
        integrityMessages.firstColumn,
        integrityMessages.lastColumn,
        integrityMessages.actionsColumn,
      ]}
      caption={<caption className="sr-only">{integrityMessages.networksCaption}</caption>}
      empty={integrityMessages.noNetworks}
    >
      {(network) => (
        <tr key={network.networkHash} className="border-b border-gray-100">
          <th scope="row" className="px-2 py-1.5 font-mono font-medium">
            {network.networkHash === "unrecorded" ? integrityMessages.unrecordedNetwork : network.networkHash}
          </th>
          <td className="px-2 py-1.5 tabular-nums">{network.votes}</td>
          <td className="px-2 py-1.5 tabular-nums">{network.voters}</td>
          <td className="px-2 py-1.5">{at(network.firstAt)}</td>
          <td className="px-2 py-1.5">{at(network.lastAt)}</td>
          <td className="px-2 py-1.5">
            <VoidVotesDialog city={city} year={figures.season.year} timeZone={figures.timeZone} network={network} />
          </td>
        </tr>
      )}
    </QueryTable>
  );
}

function SeasonFigures({ figures, city }: { figures: Figures; city: string }) {
  const shopName = (id: string) => figures.shops.find((shop) => shop.id === id)?.name ?? id;
  const at = (ms: number) => inCityTime(ms, figures.timeZone);
  return (
    <div className="space-y-8">
      <p role="status" className="font-semibold">
        {format(integrityMessages.summary, { counted: figures.counted, removed: figures.removed })}
      </p>
      <AdminSection heading={integrityMessages.hoursHeading} level={3}>
        <HoursTable figures={figures} />
      </AdminSection>
      <AdminSection heading={integrityMessages.burstsHeading} level={3}>
        <p className="mb-2 text-sm text-gray-700">{format(integrityMessages.burstsIntro, { min: BURST_MIN_VOTES, factor: BURST_FACTOR })}</p>
        {figures.bursts.length === 0 ? (
          <p className="text-gray-700">{integrityMessages.noBursts}</p>
        ) : (
          <ul className="list-disc pl-6">
            {figures.bursts.map((burst) => (
              <li key={`${burst.shopId}-${burst.hour}`}>
                {format(integrityMessages.burstLine, {
                  shop: shopName(burst.shopId),
                  votes: burst.votes,
                  hour: inCityTime(burst.hour, figures.timeZone, true),
                })}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
      <AdminSection heading={integrityMessages.networksHeading} level={3}>
        <Networks figures={figures} city={city} />
      </AdminSection>
      <AdminSection heading={integrityMessages.voidsHeading} level={3}>
        {figures.voids.length === 0 ? (
          <p className="text-gray-700">{integrityMessages.noVoids}</p>
        ) : (
          <ul className="list-disc space-y-1 pl-6">
            {figures.voids.map((record) => (
              <li key={record.id}>
                {format(integrityMessages.voidLine, {
                  removed: record.removed,
                  network: record.networkHash,
                  from: at(record.fromMs),
                  to: at(record.toMs),
                  by: record.byEmail,
                  at: at(record.at),
                  reason: record.reason,
                })}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </div>
  );
}

export default function IntegrityView() {
  // The ballot the Ballot tab edits: every city with its seasons; those that have opened can be reviewed.
  const seasons = trpc.admin.ballot.cities.useQuery(undefined, { select: openedSeasons });
  const [city, setCity] = useState("");
  const [year, setYear] = useState(0);
  const [day, setDay] = useState("");
  const ids = { city: useId(), year: useId(), day: useId() };
  const chosenCity = city || seasons.data?.[0]?.slug || "";
  const chosen = seasons.data?.find((entry) => entry.slug === chosenCity);
  const cityName = chosen?.name ?? "";
  const years = chosen?.years ?? [];
  const chosenYear = years.includes(year) ? year : (years[0] ?? 0);
  const figures = trpc.admin.integrity.get.useQuery(
    { city: chosenCity, year: chosenYear, ...(day ? { day } : {}) },
    { enabled: Boolean(chosenCity && chosenYear) },
  );

  return (
    <AdminSection heading={integrityMessages.heading} intro={integrityMessages.intro}>
      {seasons.isError && <QueryError onRetry={() => void seasons.refetch()} />}
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={ids.city} className="mb-1 block text-sm font-semibold">
            {integrityMessages.cityLabel}
          </label>
          <select id={ids.city} className={FIELD} value={chosenCity} onChange={(event) => setCity(event.target.value)}>
            {seasons.data?.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.year} className="mb-1 block text-sm font-semibold">
            {integrityMessages.yearLabel}
          </label>
          <select id={ids.year} className={FIELD} value={chosenYear} onChange={(event) => setYear(Number(event.target.value))}>
            {years.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.day} className="mb-1 block text-sm font-semibold">
            {format(integrityMessages.dayLabel, { zone: figures.data?.timeZone ?? "" })}
          </label>
          <input
            id={ids.day}
            type="date"
            className={FIELD}
            value={day || (figures.data?.day ?? "")}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
      </div>
      {figures.data && (
        <p className="mb-4 text-sm text-gray-700">{format(integrityMessages.zoneNote, { city: cityName, zone: figures.data.timeZone })}</p>
      )}
      {figures.isError ? (
        <p role="alert" className="text-red-700">
          {integrityMessages.loadFailed}
        </p>
      ) : figures.data ? (
        <SeasonFigures figures={figures.data} city={chosenCity} />
      ) : null}
    </AdminSection>
  );
}
