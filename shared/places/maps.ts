// Links that open a maps search (spec: shop directions from the encoded address; coffee cards search
// on name, address and city).
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
