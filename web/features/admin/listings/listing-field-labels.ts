// The words for a listing's fields and statuses in the admin Listings view: the editor's labels and the
// change trail's lines name a field the same way.
import { curationMessages as m } from "@shared/listings/curation-texts";
import { hoursMessages } from "@shared/time/hours-texts";
import { submitMessages } from "@shared/submissions/submit-texts";
import { typeFieldsMessages } from "@shared/listings/type-fields-texts";
import type { EditableField } from "@shared/listings/listing-curation-schema";
import { ALL_TYPE_FIELDS, type TypeFieldName } from "@shared/listings/type-fields";

// Functions, not constants: their texts are read in the page's language each time they are used.
export const listingFieldLabels = (): Readonly<Record<EditableField | "repeat_rule" | "status" | "featured", string>> => ({
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
  category: submitMessages.categoryLabel,
  ends_on: submitMessages.endsOnLabel,
  start_time: submitMessages.startTimeLabel,
  end_time: submitMessages.endTimeLabel,
  // The form sends the repeat; the trail records the rule the server wrote from it.
  repeat: submitMessages.repeatLabel,
  repeat_rule: submitMessages.repeatLabel,
  title_fr: m.titleFrLabel,
  description_fr: m.descriptionFrLabel,
  location_fr: m.locationFrLabel,
  tags_fr: m.tagsFrLabel,
  hours_fr: m.hoursFrLabel,
  best_time_fr: m.bestTimeFrLabel,
  cost_fr: m.costFrLabel,
  ...(Object.fromEntries(ALL_TYPE_FIELDS.map((field) => [field.name, typeFieldsMessages[field.label]])) as Record<TypeFieldName, string>),
  status: m.statusLabel,
  featured: m.featured,
});

export const statusWords = () => ({ published: m.published, unpublished: m.unpublished }) as const;
