// Validation strings (English; the default locale).

const texts = {
  required: "{field} is required.",
  tooLong: "{field} must be at most {max} characters.",
  email: "Please enter a valid email address.",
  contentType: "Please choose a content type.",
  category: "Please choose one of the listed categories.",
  city: "Please choose a city from the list.",
  date: "Please enter a real date as YYYY-MM-DD.",
  tagCount: "Please use at most {max} tags.",
  tagLength: "Each tag must be at most {max} characters.",
  tier: "Please choose a promotion tier: none, basic or pro.",
  language: "Please choose English or French.",
  imageKey: "The image reference is not valid. Please choose the image again.",
  imageMissing: "The uploaded image was not found. Please choose it again.",
  imageType: "Images must be PNG, JPG or GIF.",
  imageSize: "Images must be 10MB or smaller.",
  imageEmpty: "The image file is empty.",
  imageTrailingData: "This image is damaged or has extra data after its end. Please save it again as PNG, JPG or GIF.",
  imagePixels: "Images must be at most {megapixels} megapixels. Please save a smaller copy.",
  imageAspect: "Images must be at most {ratio} times as wide as they are tall, or as tall as they are wide.",
  website: "Please enter a website such as example.com or https://example.com.",
  phone: "Please enter a phone number such as (514) 555-0123.",
  // A job posting (shared/listings/type-fields-schema.ts).
  pay: "Please enter the pay as a whole number of dollars.",
  payRange: "The top of the pay range must be at least its bottom.",
  payUnit: "Please choose whether the pay is per hour or per year.",
  applyWay: "Please give a link or an e-mail address to apply.",
  closingDate: "Please enter the posting's closing date.",
  // An event's schedule (shared/events/event-timing-schema.ts).
  time: "Please enter a time as HH:MM (24-hour).",
  needsDate: "Please enter the event's date first.",
  needsStartTime: "Please enter a start time before an end time.",
  endsBeforeStart: "The end date must be on or after the start date.",
  untilBeforeStart: "The last date must be on or after the start date.",
  tooFarAhead: "Please enter a date at most {years} years from today.",
  weekdays: "Please choose at least one day of the week.",
  repeat: "Please choose how the event repeats.",
  // Where a listing stands (shared/places/place-fields-schema.ts, worker/features/listings/listing-place.ts).
  pointOutside: "This point is outside {city}.",
  point: "Please give both a latitude and a longitude, in degrees.",
  area: "Please choose one of the city's neighbourhoods.",
  // The map picker's look-up (shared/places/place-lookup-schema.ts).
  lookupQuery: "Please type {min} to {max} characters to find a place.",
  // The Saved page's cards (shared/saved/saved-places-schema.ts).
  savedIds: "Please ask for 1 to {max} saved places at a time.",
  savedId: "A saved place's id must be a whole number above zero.",
} as const;

export default texts;
