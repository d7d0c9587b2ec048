// The preferences page's procedures (signed link, no login): read and change the digest's city and
// language, pause and resume; a forged link is refused in the visitor's language.
import { describe, expect, it } from "vitest";
import { caller, outcome, type CallerOptions, type RouterInputs } from "./caller";
import { addTestSubscriber, subscriberRow } from "./subscriber-fixture";

const read = (link: RouterInputs["newsletter"]["preferences"], options: CallerOptions = {}) => outcome(caller(options).newsletter.preferences(link));
const save = (input: RouterInputs["newsletter"]["savePreferences"], options: CallerOptions = {}) =>
  outcome(caller(options).newsletter.savePreferences(input));

describe("newsletter preferences", () => {
  it("shows the address's settings through its signed link", async () => {
    const { s, t, email } = await addTestSubscriber({ city: "Vancouver", language: "fr" });
    const { status, data } = await read({ s, t });
    expect(status).toBe(200);
    expect(data).toEqual({ email, city: "Vancouver", language: "fr", paused: false, bounced: false, subscribed: true });
  });

  it("changes city and language, pauses and resumes", async () => {
    const { s, t, id } = await addTestSubscriber({ city: "Toronto" });
    expect((await save({ s, t, city: "St. John's", language: "fr", paused: true })).data).toEqual({ saved: true });
    expect(await subscriberRow(id)).toMatchObject({ city: "St. John's", language: "fr", paused: "subscriber" });
    expect((await save({ s, t, city: null, language: "en", paused: false })).data).toEqual({ saved: true });
    expect(await subscriberRow(id)).toMatchObject({ city: null, language: "en", paused: null });
  });

  it("keeps a bounce as the reason while paused, and clears it on resume", async () => {
    const { s, t, id } = await addTestSubscriber({ paused: "bounced" });
    expect((await read({ s, t })).data).toMatchObject({ paused: true, bounced: true });
    await save({ s, t, city: "Toronto", language: "en", paused: true });
    expect(await subscriberRow(id)).toMatchObject({ paused: "bounced" });
    await save({ s, t, city: "Toronto", language: "en", paused: false });
    expect(await subscriberRow(id)).toMatchObject({ paused: null });
  });

  it("an unsubscribed address is shown as such and cannot be changed", async () => {
    const { s, t, id } = await addTestSubscriber({ unsubscribed: true, city: "Toronto" });
    expect((await read({ s, t })).data).toMatchObject({ subscribed: false });
    expect((await save({ s, t, city: "Halifax", language: "en", paused: false })).data).toEqual({ saved: false });
    expect(await subscriberRow(id)).toMatchObject({ city: "Toronto" });
  });

  it("refuses a forged link (another subscriber's id) in the visitor's language", async () => {
    const { s, t } = await addTestSubscriber();
    const english = await read({ s: s + 1000, t });
    expect(english.status).toBe(400);
    expect(english.message).toBe("This newsletter link is not valid.");
    const french = await save({ s: s + 1000, t, city: null, language: "en", paused: false }, { locale: "fr" });
    expect(french.status).toBe(400);
    expect(french.message).toBe("Ce lien d'infolettre n'est pas valide.");
  });

  it("refuses a city that is not one of ours with the field's message", async () => {
    const { s, t, id } = await addTestSubscriber({ city: "Toronto" });
    const { status, fieldErrors } = await save({ s, t, city: "Atlantis", language: "en", paused: false });
    expect(status).toBe(400);
    expect(fieldErrors).toEqual({ city: ["Please choose a city from the list."] });
    expect(await subscriberRow(id)).toMatchObject({ city: "Toronto" });
  });
});
