// The admin Ballot view: a city's shops in ballot order (retired and later-season ones marked), with
// Edit (a dialog with name, address, image, descriptions and tags in both languages), Move up / Move
// down, Retire / Restore, Add a shop, and Add a city (its texts in both languages, zone, region and
// first season); then the city's award seasons, each with Edit season (opening and close as the city's
// wall-clock time, the final-week rule), and Add next season. Every change is audited on the server and marks the edited fields, so a re-seed keeps
// it; the public pages show it on their next request. Loaded only when its tab opens.
import { useId, useState, type FormEvent } from "react";
import { format } from "@shared/i18n/messages";
import { ballotAdminMessages as m } from "@shared/voting/ballot-admin-texts";
import { defaultSeasonWindow } from "@shared/voting/award-seasons";
import { inCityTime } from "./in-city-time";
import { cityAddInput, seasonSaveInput, shopAddInput } from "@shared/voting/ballot-admin-schema";
import { wallTimeOf } from "@shared/time/city-day";
import { secondaryButton } from "@web/components/ui/button-styles";
import { controlClass, FormField } from "@web/components/ui/form-field";
import { QueryError } from "@web/components/ui/query-error";
import { firstFieldMessages } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { QueryTable, AdminSection } from "@web/features/admin/ui/admin-section";
import { useAdminCallFailure } from "@web/features/admin/ui/use-admin-errors";
import { Fields, FormDialog, type FieldSpec } from "@web/features/admin/ui/form-dialog";

type City = RouterOutputs["admin"]["ballot"]["cities"][number];
type Shop = City["shops"][number];
type Errors = Record<string, string | undefined>;

/** Every ballot call: the ballot reloads after it; a failure marks fields or says why. */
function useBallotCall(onFieldErrors: (errors: Errors) => void = () => undefined) {
  const utils = trpc.useUtils();
  return {
    onError: useAdminCallFailure(m.saveFailed, onFieldErrors),
    onSettled: () => void utils.admin.ballot.cities.invalidate(),
  };
}

export default function BallotEditorView() {
  const cities = trpc.admin.ballot.cities.useQuery(undefined, { staleTime: 0 });
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();
  const city = cities.data?.find((c) => c.slug === chosen) ?? cities.data?.[0];
  return (
    <AdminSection heading={m.ballotHeading}>
      {cities.isError && <QueryError onRetry={() => void cities.refetch()} />}
      {cities.data && city && (
        <>
          <div className="mb-4 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={selectId} className="mb-1 block text-sm font-semibold">
                {m.cityLabel}
              </label>
              <select id={selectId} value={city.slug} onChange={(event) => setChosen(event.target.value)} className={controlClass}>
                {cities.data.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                    {c.retired ? ` (${m.retiredMark})` : ""}
                  </option>
                ))}
              </select>
            </div>
            <ShopDialog city={city} />
            <CityDialog onAdded={setChosen} />
          </div>
          <ShopList city={city} />
          <SeasonList city={city} />
        </>
      )}
    </AdminSection>
  );
}

function ShopList({ city }: { city: City }) {
  const calls = useBallotCall();
  const reorder = trpc.admin.ballot.reorderShops.useMutation({ ...calls, onSuccess: () => notify.success(m.reordered) });
  const retire = trpc.admin.ballot.setShopRetired.useMutation({
    ...calls,
    onSuccess: (_answer, input) => {
      const name = city.shops.find((shop) => shop.id === input.id)?.name ?? input.id;
      notify.success(format(input.retired ? m.retired : m.restored, { name }));
    },
  });
  const ids = city.shops.map((shop) => shop.id);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    reorder.mutate({ city: city.slug, ids: next });
  };
  return (
    <ol aria-label={city.name} className="space-y-3">
      {city.shops.map((shop, index) => (
        <li key={shop.id} className="flex flex-wrap items-center gap-3 rounded-2xl border border-gray-200 bg-white p-4">
          <div className="min-w-48 flex-1">
            <h3 className={`font-bold ${shop.retired ? "text-gray-600 line-through" : ""}`}>{shop.name}</h3>
            <p className="text-sm text-gray-700">
              {shop.address}
              {shop.retired && ` · ${m.retiredMark}`}
              {shop.fromYear !== null && ` · ${format(m.fromYearMark, { year: shop.fromYear })}`}
            </p>
          </div>
          <ShopDialog city={city} shop={shop} />
          <button type="button" className={secondaryButton} disabled={index === 0 || reorder.isPending} onClick={() => move(index, -1)}>
            <span aria-hidden>↑</span>
            <span className="sr-only">{format(m.moveUp, { name: shop.name })}</span>
          </button>
          <button type="button" className={secondaryButton} disabled={index === ids.length - 1 || reorder.isPending} onClick={() => move(index, 1)}>
            <span aria-hidden>↓</span>
            <span className="sr-only">{format(m.moveDown, { name: shop.name })}</span>
          </button>
          <button
            type="button"
            className={secondaryButton}
            aria-label={`${shop.retired ? m.restore : m.retire} ${shop.name}`}
            disabled={retire.isPending}
            onClick={() => retire.mutate({ city: city.slug, id: shop.id, retired: !shop.retired })}
          >
            {shop.retired ? m.restore : m.retire}
          </button>
        </li>
      ))}
    </ol>
  );
}

const SHOP_FIELDS = (): FieldSpec[] => [
  { name: "name", label: m.shopNameLabel, required: true },
  { name: "address", label: m.shopAddressLabel, required: true },
  { name: "image", label: m.shopImageLabel, hint: m.shopImageHint },
  { name: "description_en", label: m.descriptionEnLabel, required: true, multi: true },
  { name: "description_fr", label: m.descriptionFrLabel, hint: m.descriptionFrHint, multi: true, lang: "fr-CA" },
  { name: "tags_en", label: m.tagsEnLabel, hint: m.tagsHint },
  { name: "tags_fr", label: m.tagsFrLabel, hint: m.tagsHint, lang: "fr-CA" },
];

const shopValues = (shop?: Shop): Record<string, string> => ({
  name: shop?.name ?? "",
  address: shop?.address ?? "",
  image: shop?.image ?? "",
  description_en: shop?.description_en ?? "",
  description_fr: shop?.description_fr ?? "",
  tags_en: shop?.tags_en.join(", ") ?? "",
  tags_fr: shop?.tags_fr.join(", ") ?? "",
});

/** Edit a shop, or (without one) add a shop to the city. */
function ShopDialog({ city, shop }: { city: City; shop?: Shop }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(() => shopValues(shop));
  const [errors, setErrors] = useState<Errors>({});
  const calls = useBallotCall(setErrors);
  const done = (text: string) => {
    setOpen(false);
    notify.success(text);
  };
  const update = trpc.admin.ballot.updateShop.useMutation({ ...calls, onSuccess: () => done(m.saved) });
  const add = trpc.admin.ballot.addShop.useMutation({
    ...calls,
    onSuccess: () => done(format(m.shopAdded, { name: values.name ?? "", city: city.name })),
  });

  const openChange = (next: boolean) => {
    if (next) {
      setValues(shopValues(shop));
      setErrors({});
    }
    setOpen(next);
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = shopAddInput.safeParse({ city: city.slug, ...values });
    if (!parsed.success) return setErrors(firstFieldMessages(parsed.error.flatten().fieldErrors));
    if (shop) update.mutate({ ...parsed.data, id: shop.id });
    else add.mutate(parsed.data);
  }
  return (
    <FormDialog
      trigger={shop ? m.editShop : m.addShop}
      triggerLabel={shop ? `${m.editShop} ${shop.name}` : undefined}
      title={shop ? format(m.editShopHeading, { name: shop.name }) : format(m.addShopHeading, { city: city.name })}
      open={open}
      onOpenChange={openChange}
      onSubmit={submit}
      saving={update.isPending || add.isPending}
    >
      <Fields specs={SHOP_FIELDS()} values={values} errors={errors} onChange={(name, value) => setValues({ ...values, [name]: value })} />
    </FormDialog>
  );
}

const CITY_FIELDS = (): FieldSpec[] => [
  { name: "slug", label: m.slugLabel, hint: m.slugHint, required: true },
  { name: "season_year", label: m.seasonYearLabel, hint: m.seasonYearHint, required: true },
  { name: "city_en", label: m.cityNameEnLabel, required: true },
  { name: "city_fr", label: m.cityNameFrLabel, required: true, lang: "fr-CA" },
  { name: "province_en", label: m.provinceEnLabel, required: true },
  { name: "province_fr", label: m.provinceFrLabel, required: true, lang: "fr-CA" },
  { name: "region_code", label: m.regionLabel, hint: m.regionHint, required: true },
  { name: "time_zone", label: m.timeZoneLabel, hint: m.timeZoneHint, required: true },
  { name: "blurb_en", label: m.blurbEnLabel, required: true, multi: true },
  { name: "blurb_fr", label: m.blurbFrLabel, required: true, multi: true, lang: "fr-CA" },
  { name: "intro_en", label: m.introEnLabel, required: true, multi: true },
  { name: "intro_fr", label: m.introFrLabel, required: true, multi: true, lang: "fr-CA" },
];

function CityDialog({ onAdded }: { onAdded: (slug: string) => void }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({ season_year: String(new Date().getFullYear()) });
  const [errors, setErrors] = useState<Errors>({});
  const calls = useBallotCall(setErrors);
  const add = trpc.admin.ballot.addCity.useMutation({
    ...calls,
    onSuccess: ({ slug }) => {
      setOpen(false);
      notify.success(format(m.cityAdded, { city: values.city_en ?? slug }));
      onAdded(slug);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = cityAddInput.safeParse(values);
    if (!parsed.success) return setErrors(firstFieldMessages(parsed.error.flatten().fieldErrors));
    add.mutate(parsed.data);
  }
  return (
    <FormDialog trigger={m.addCity} title={m.addCityHeading} open={open} onOpenChange={setOpen} onSubmit={submit} saving={add.isPending}>
      <Fields specs={CITY_FIELDS()} values={values} errors={errors} onChange={(name, value) => setValues({ ...values, [name]: value })} />
    </FormDialog>
  );
}

type SeasonsView = RouterOutputs["admin"]["ballot"]["seasons"];
type Season = SeasonsView["seasons"][number];

/** An instant as the city's wall clock, as a datetime-local field takes it ("YYYY-MM-DDTHH:MM:SS"). */
const wallValue = (iso: string, zone: string) => new Date(wallTimeOf(Date.parse(iso), zone)).toISOString().slice(0, 19);

function SeasonList({ city }: { city: City }) {
  const seasons = trpc.admin.ballot.seasons.useQuery({ city: city.slug }, { staleTime: 0 });
  const data = seasons.data;
  const zone = data?.timeZone ?? "";
  const latest = data?.seasons.at(-1);
  const nextYear = latest ? latest.year + 1 : new Date().getFullYear();
  return (
    <AdminSection heading={m.seasonsHeading} level={3} className="mt-8">
      <QueryTable
        query={seasons}
        rows={data?.seasons}
        columns={[m.seasonYearColumn, m.seasonOpensColumn, m.seasonClosesColumn, m.seasonHiddenColumn]}
        actions
        empty={m.seasonsNone}
      >
        {(season) => (
          <tr key={season.year} className="border-b border-gray-100">
            <th scope="row" className="p-2">
              {season.year}
            </th>
            <td className="p-2">{inCityTime(Date.parse(season.opensAt), zone)}</td>
            <td className="p-2">{inCityTime(Date.parse(season.closesAt), zone)}</td>
            <td className="p-2">{season.hideFinalWeek ? m.yes : m.no}</td>
            <td className="p-2">
              <SeasonDialog city={city} timeZone={zone} season={season} year={season.year} />
            </td>
          </tr>
        )}
      </QueryTable>
      {data && (
        <div className="mt-3">
          <SeasonDialog city={city} timeZone={zone} year={nextYear} />
        </div>
      )}
    </AdminSection>
  );
}

const seasonValues = (year: number, zone: string, season?: Season) => {
  const window = season ?? defaultSeasonWindow(year, zone);
  return { opens: wallValue(window.opensAt, zone), closes: wallValue(window.closesAt, zone), hideFinalWeek: season?.hideFinalWeek ?? false };
};

/** Edit a season, or (without one) add the season of `year` with the default window. */
function SeasonDialog({ city, timeZone, season, year }: { city: City; timeZone: string; season?: Season; year: number }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(() => seasonValues(year, timeZone, season));
  const [errors, setErrors] = useState<Errors>({});
  const utils = trpc.useUtils();
  const calls = useBallotCall(setErrors);
  const save = trpc.admin.ballot.saveSeason.useMutation({
    ...calls,
    onSuccess: () => {
      setOpen(false);
      notify.success(format(m.seasonSaved, { year }));
    },
    onSettled: () => {
      calls.onSettled();
      void utils.admin.ballot.seasons.invalidate({ city: city.slug });
    },
  });
  const id = useId();
  const openChange = (next: boolean) => {
    if (next) {
      setValues(seasonValues(year, timeZone, season));
      setErrors({});
    }
    setOpen(next);
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = seasonSaveInput.safeParse({ city: city.slug, year, ...values });
    if (!parsed.success) return setErrors(firstFieldMessages(parsed.error.flatten().fieldErrors));
    save.mutate(parsed.data);
  }
  const hint = format(m.seasonTimesHint, { city: city.name, zone: timeZone });
  // The server refuses an editor's move of an opened season's window; the form says so up front.
  const locked = season?.windowLocked ?? false;
  return (
    <FormDialog
      trigger={season ? m.editSeason : m.addSeason}
      triggerLabel={season ? format(m.editSeasonLabel, { year }) : undefined}
      title={format(season ? m.editSeasonHeading : m.addSeasonHeading, { year, city: city.name })}
      open={open}
      onOpenChange={openChange}
      onSubmit={submit}
      saving={save.isPending}
    >
      {errors.year && <p className="text-sm text-red-700 sm:col-span-2">{errors.year}</p>}
      {locked && (
        <p id={`${id}-locked`} className="text-sm text-gray-700 sm:col-span-2">
          {m.seasonWindowAdminOnly}
        </p>
      )}
      {(["opens", "closes"] as const).map((field) => (
        <FormField
          key={field}
          id={`${id}-${field}`}
          label={field === "opens" ? m.seasonOpensLabel : m.seasonClosesLabel}
          hint={hint}
          required
          error={errors[field]}
        >
          {(control) => (
            <input
              {...control}
              name={field}
              type="datetime-local"
              step={1}
              value={values[field]}
              disabled={locked}
              aria-describedby={locked ? `${control["aria-describedby"] ?? ""} ${id}-locked`.trim() : control["aria-describedby"]}
              onChange={(e) => setValues({ ...values, [field]: e.target.value })}
              className={`${controlClass} disabled:bg-gray-100`}
            />
          )}
        </FormField>
      ))}
      <label className="flex items-center gap-2 sm:col-span-2">
        <input
          type="checkbox"
          name="hideFinalWeek"
          checked={values.hideFinalWeek}
          onChange={(e) => setValues({ ...values, hideFinalWeek: e.target.checked })}
        />
        {m.hideFinalWeekLabel}
      </label>
    </FormDialog>
  );
}
