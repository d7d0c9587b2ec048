// The words for a listing's fields in the admin Listings view: the editor's labels and the change
// trail's lines name a field the same way.
import { curationMessages as m } from "@shared/messages/curation";
import { hoursMessages } from "@shared/messages/hours";
import type { EditableField } from "@shared/schemas/listing-curation";

// A function, not a constant: its texts are read in the page's language each time it is used.
export const listingFieldLabels = (): Readonly<Record<EditableField | "status" | "featured", string>> => ({
  title: m.titleLabel,
  description: m.descriptionLabel,
  location: m.locationLabel,
  date: m.dateLabel,
  tags: m.tagsLabel,
  website: m.websiteLabel,
  address: m.addressLabel,
  phone: m.phoneLabel,
  hours: m.hoursLabel,
  best_time: m.bestTimeLabel,
  cost: m.costLabel,
  opening_hours: hoursMessages.openingHours,
  title_fr: m.titleFrLabel,
  description_fr: m.descriptionFrLabel,
  location_fr: m.locationFrLabel,
  tags_fr: m.tagsFrLabel,
  hours_fr: m.hoursFrLabel,
  best_time_fr: m.bestTimeFrLabel,
  cost_fr: m.costFrLabel,
  status: m.statusLabel,
  featured: m.featured,
});
