// A short device label ("Firefox on Windows") from a User-Agent, for the People tab's session list. A
// few regexes rather than a parser library: the label only helps a person recognise their own
// sessions, and an unknown browser reads as such. Order matters: Edge and Opera say "Chrome" too,
// Chrome says "Safari", Android says "Linux", iOS says "Mac OS X".
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

const first = (table: readonly [RegExp, string][], agent: string) => table.find(([pattern]) => pattern.test(agent))?.[1] ?? null;

/** "Browser on System", one of them alone when the other is unknown, or null when neither is known. */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system;
}
