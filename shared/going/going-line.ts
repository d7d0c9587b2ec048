// The event page's line under "Register Now": "42 going · 8 places left", "Full · join the waitlist",
// or "42 going" with no limit. Pure, so the page and the tests word it alike.
import { format } from "../i18n/messages";
import { goingMessages as m } from "./going-texts";

export function goingLine(places: { going: number; left: number | null }): string {
  if (places.left === null) return format(m.goingUnlimited, { going: places.going });
  if (places.left === 0) return m.fullLine;
  return format(places.left === 1 ? m.goingLineOne : m.goingLine, { going: places.going, left: places.left });
}
