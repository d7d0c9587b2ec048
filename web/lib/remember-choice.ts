// A visitor's choices the edge needs, kept for a year in a cookie; none holds anything private:
// the language (the home address opens in it, worker/i18n/remembered-locale.ts) and my city (home and
// lists are rendered for it, worker/http/my-city.ts, which validates the value).
const ONE_YEAR = 365 * 24 * 60 * 60;

export function rememberChoice(cookie: string, value: string): void {
  document.cookie = `${cookie}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
}
