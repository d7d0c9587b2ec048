// French typography in the texts: a no-break space (U+00A0) before a colon and inside « », so a line
// never breaks between them. Written as `${NB}` so it stays visible in the source.
export const NB = "\u00a0";

/**
 * A sentence whose last value already ends in a period ("… since Nov 24, 8:25 a.m.") keeps one period,
 * not two.
 */
export function sentence(text: string): string {
  return text.replace(/\.\.$/, ".");
}
