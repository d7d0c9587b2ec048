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
import { QueryTable, AdminSection } from "@web/features/admin/ui/admin-section";
import { Dialog } from "radix-ui";
import { apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { AdminDialog } from "@web/features/admin/ui/admin-dialog";
import { useSessionLossCheck } from "@web/features/admin/ui/use-admin-errors";
import { secondaryButton } from "@web/components/ui/button-styles";
import { wallTimeOf, wallToInstant } from "@shared/time/city-day";

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

// "Void votes" for one network of the integrity view: the window (in the city's zone, prefilled with the
// network's first and last vote) and a required reason. A Radix dialog: focus trapped, Escape cancels, focus returns to
// the button. Refusals show in the dialog, in the admin's language.
interface Props {
  city: string;
  year: number;
  /** The city's zone: the window's fields are its wall clock. */
  timeZone: string;
  network: { networkHash: string; firstAt: number; lastAt: number };
}

const MINUTE = 60_000;
/** A moment as a datetime-local value on the city's clock, to the minute ("2026-11-20T09:00"). */
const toField = (ms: number, zone: string) => new Date(wallTimeOf(ms, zone)).toISOString().slice(0, 16);
/** The field's minute, from its first millisecond (`to` takes the whole minute). */
const fromField = (value: string, zone: string, wholeMinute = false) =>
  wallToInstant(Date.parse(`${value}:00Z`), zone) + (wholeMinute ? MINUTE - 1 : 0);

const DIALOG_FIELD = "mt-1 h-10 w-full rounded-lg border border-gray-300 px-3";

function VoidVotesDialog({ city, year, timeZone, network }: Props) {
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(toField(network.firstAt, timeZone));
  const [to, setTo] = useState(toField(network.lastAt, timeZone));
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = { from: useId(), to: useId(), reason: useId(), hint: useId(), error: useId() };
  const utils = trpc.useUtils();
  const sessionLost = useSessionLossCheck();
  const voidVotes = trpc.admin.integrity.void.useMutation({
    onSuccess: ({ removed }) => {
      notify.success(format(integrityMessages.voided, { removed }));
      setOpen(false);
      void utils.admin.integrity.get.invalidate();
    },
    onError: (cause) => {
      if (sessionLost(cause)) return;
      setError(apiReason(cause) ?? integrityMessages.voidFailed);
    },
  });

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      trigger={
        <button type="button" className="rounded-full border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50">
          {integrityMessages.voidButton}
        </button>
      }
      title={format(integrityMessages.voidTitle, { network: network.networkHash })}
      description={integrityMessages.voidDescription}
      size="sm"
    >
      <form
        className="mt-4 space-y-4"
        aria-describedby={error ? ids.error : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (voidVotes.isPending) return;
          setError(null);
          voidVotes.mutate({
            city,
            year,
            networkHash: network.networkHash,
            fromMs: fromField(from, timeZone),
            toMs: fromField(to, timeZone, true),
            reason,
          });
        }}
      >
        {error && (
          <p id={ids.error} role="alert" className="text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.from} className="font-semibold">
              {format(integrityMessages.fromLabel, { zone: timeZone })}
            </label>
            <input
              id={ids.from}
              type="datetime-local"
              required
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              className={DIALOG_FIELD}
            />
          </div>
          <div>
            <label htmlFor={ids.to} className="font-semibold">
              {format(integrityMessages.toLabel, { zone: timeZone })}
            </label>
            <input id={ids.to} type="datetime-local" required value={to} onChange={(event) => setTo(event.target.value)} className={DIALOG_FIELD} />
          </div>
        </div>
        <div>
          <label htmlFor={ids.reason} className="font-semibold">
            {integrityMessages.reasonLabel}
          </label>
          <textarea
            id={ids.reason}
            required
            minLength={3}
            maxLength={500}
            aria-describedby={ids.hint}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            className="mt-1 w-full rounded-lg border border-gray-300 p-2"
          />
          <p id={ids.hint} className="text-sm text-gray-700">
            {integrityMessages.reasonHint}
          </p>
        </div>
        <div className="flex justify-end gap-2">
          <Dialog.Close className={secondaryButton}>{integrityMessages.cancel}</Dialog.Close>
          <button
            type="submit"
            disabled={voidVotes.isPending}
            className="rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {integrityMessages.confirmVoid}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
