// French typography in the texts: a no-break space (U+00A0) before a colon and inside « », so a line
// never breaks between them. Written as `${NB}` so it stays visible in the source.
export const NB = "\u00a0";
