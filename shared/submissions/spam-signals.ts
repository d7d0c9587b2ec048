// What makes a submission look like spam to a moderator, read from its own text: many links, shouting in
// capitals, the same word over and over. The queue shows the signals found and why; it only hints, the
// moderator decides (the server keeps no other signal per submission: the bot challenge and the rate
// limits refuse before a submission exists).

/** Links in the title and description from which the card warns. */
const SPAM_LINKS_MIN = 3;
/** Share of capitals among the letters (of at least SPAM_CAPS_LETTERS_MIN) that reads as shouting. */
const SPAM_CAPS_SHARE = 0.7;
const SPAM_CAPS_LETTERS_MIN = 12;
/** A word (3 letters or more) this many times, and at least a quarter of all words, is repeated text. */
const SPAM_REPEATS_MIN = 4;

type SpamSignal = { kind: "links"; count: number } | { kind: "caps" } | { kind: "repeated"; word: string; count: number };

export function spamSignals({ title, description }: { title: string; description: string }): SpamSignal[] {
  const text = `${title}\n${description}`;
  const signals: SpamSignal[] = [];
  const links = text.match(/\bhttps?:\/\/|\bwww\./giu)?.length ?? 0;
  if (links >= SPAM_LINKS_MIN) signals.push({ kind: "links", count: links });
  // Capitals and repeats are read in the words around the links, not in their addresses.
  const prose = text.replace(/\S*(?:https?:\/\/|www\.)\S*/giu, " ");
  const letters = prose.match(/\p{L}/gu) ?? [];
  const capitals = letters.filter((letter) => letter !== letter.toLowerCase()).length;
  if (letters.length >= SPAM_CAPS_LETTERS_MIN && capitals >= letters.length * SPAM_CAPS_SHARE) signals.push({ kind: "caps" });
  const words = prose.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const [word, count] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), ["", 0]);
  if (count >= SPAM_REPEATS_MIN && count * 4 >= words.length) signals.push({ kind: "repeated", word, count });
  return signals;
}
