// Links that open a maps search (spec: shop directions from the encoded address; coffee cards search
// on name, address and city).
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

type Place = { title: string; address?: string | null | undefined; location: string; city: string };

/**
 * What a listing's "Get Directions" searches for. The catalogue's addresses are full postal addresses
 * ("…, Toronto, ON M6K 1L9": a province code after a comma) and are searched as they are; a submitter's is often the street alone
 * ("1234 9 Ave SE"), which finds that street in every city, so it gets the name and the city, as the
 * coffee cards do. Without an address: the name, the neighbourhood and the city.
 */
export function directionsQuery({ title, address, location, city }: Place): string {
  if (!address) return `${title}, ${location}, ${city}`;
  return /,\s*[A-Z]{2}\b/.test(address) ? address : `${title}, ${address}, ${city}`;
}
