// One listing as the admin editor receives it (`admin.listings.get`), for component tests: a catalogue
// shop with free-text hours and no structured ones, every field overridable.
import { NO_TYPE_FIELDS } from "@shared/listings/type-fields-schema";
import type { CurationDetail } from "@web/features/admin/ui/admin-types";

export function curationDetail(overrides: Partial<CurationDetail> = {}, fields: Partial<CurationDetail["fields"]> = {}): CurationDetail {
  const base: CurationDetail = {
    id: 26,
    source: "catalogue",
    submission_id: null,
    status: "published",
    type: "shop",
    city: "Vancouver",
    slug: "main-street-mercantile",
    featured: false,
    promoted: null,
    published_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    edited_fields: [],
    public_path: "/shop/vancouver/main-street-mercantile",
    fields: {
      title: "Main Street Mercantile",
      description: "Vintage finds and local makers.",
      location: "Main Street",
      date: null,
      tags: ["vintage", "makers"],
      website: null,
      address: null,
      phone: null,
      hours: "Mon-Sat: 10AM-6PM",
      best_time: null,
      cost: null,
      opening_hours: null,
      category: "boutiques",
      ends_on: null,
      start_time: null,
      end_time: null,
      ...NO_TYPE_FIELDS,
      title_fr: null,
      description_fr: null,
      location_fr: null,
      tags_fr: null,
      hours_fr: null,
      best_time_fr: null,
      cost_fr: null,
    },
    schedule: { repeat: null, repeatShown: true, repeatText: null },
    place: { area: "mount-pleasant", lat: 49.2634, lon: -123.1007 },
    changes: [],
  };
  return { ...base, ...overrides, fields: { ...base.fields, ...fields } };
}
