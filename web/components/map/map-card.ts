// A pin's card, opened on the map by a click on the pin: its title as a link to the listing's page, its
// type and its neighbourhood (or city), and on a near list's map how far it is. Built as DOM nodes with
// text only (a title is never markup), in the page's language. The distance rules come from the list's
// chunk, which loaded them already.
import { pathInLocale } from "@shared/i18n/active-locale";
import { listingType } from "@shared/listings/listing-type-registry";
import type { BrowsableType } from "@shared/listings/listing-types";
import { placeName } from "@shared/places/place-names";
import { textLang } from "@web/lib/text-lang";
import type { MapPin } from "./map-pins";

type Pin = Extract<MapPin, { kind: "pin" }>;

/** The pin's neighbourhood (named by the tile in the page's language) and city. */
export function whereText(pin: Pin): string {
  return pin.areaName ? `${pin.areaName}, ${placeName(pin.city)}` : placeName(pin.city);
}

/** "Hidden Gem · Mile End, Montreal", and on a near list's map " · 1.2 km · 15 min walk". */
export function pinFacts(pin: Pin, howFar?: (point: { lat: number; lon: number }) => string): string {
  const facts = `${listingType(pin.type as BrowsableType).label} · ${whereText(pin)}`;
  return howFar ? `${facts} · ${howFar(pin)}` : facts;
}

export function pinCard(pin: Pin, howFar?: (point: { lat: number; lon: number }) => string): HTMLElement {
  const card = document.createElement("div");
  const link = document.createElement("a");
  link.href = pathInLocale(pin.url);
  link.textContent = pin.title;
  link.className = "font-semibold text-brand-800 underline";
  const lang = textLang(pin.lang);
  if (lang) link.lang = lang;
  const facts = document.createElement("p");
  facts.className = "mt-1 text-gray-700";
  facts.textContent = pinFacts(pin, howFar);
  card.append(link, facts);
  return card;
}
