// The Saved page's query: cards of saved listings by id, the ids no longer listed, and its input's limits.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SAVED_PLACES_MAX } from "@shared/saved/saved-places";
import { caller, outcome } from "./caller";

describe("listings.saved", () => {
  it("answers the published listings' cards in the order asked, and no description", async () => {
    const { status, data } = await outcome(caller().listings.saved({ ids: [3, 1, 2] }));
    expect(status).toBe(200);
    expect(data!.items.map((card) => card.id)).toEqual([3, 1, 2]);
    expect(data!.unlisted).toEqual([]);
    expect(data!.items[0]!.path).toMatch(/^\/[a-z]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
    expect(data!.items[0]).not.toHaveProperty("description");
  });

  it("marks a listing that was unpublished, and ids that never existed, as no longer listed", async () => {
    await env.DB.prepare("UPDATE listings SET status = 'unpublished', published_at = NULL WHERE id = 5").run();
    try {
      const { data } = await outcome(caller().listings.saved({ ids: [4, 5, 999999, 6] }));
      expect(data!.items.map((card) => card.id)).toEqual([4, 6]);
      expect(data!.unlisted).toEqual([5, 999999]);
    } finally {
      await env.DB.prepare("UPDATE listings SET status = 'published', published_at = updated_at WHERE id = 5").run();
    }
    const { data } = await outcome(caller().listings.saved({ ids: [5] }));
    expect(data!.items.map((card) => card.id)).toEqual([5]);
  });

  it(`takes up to ${SAVED_PLACES_MAX} ids in one question (past D1's 100 bound parameters)`, async () => {
    const ids = Array.from({ length: SAVED_PLACES_MAX }, (_, i) => i + 1);
    const { status, data } = await outcome(caller().listings.saved({ ids }));
    expect(status).toBe(200);
    expect(data!.items.length + data!.unlisted.length).toBe(SAVED_PLACES_MAX);
    expect(data!.items.length).toBeGreaterThan(100);
  });

  it("refuses too many, none, or ids that are not listing ids with a 400 and a message in the page's language", async () => {
    const tooMany = Array.from({ length: SAVED_PLACES_MAX + 1 }, (_, i) => i + 1);
    const cases: [unknown, string, string][] = [
      [{ ids: tooMany }, "Please ask for 1 to 200 saved places at a time.", "Veuillez demander de 1 à 200 lieux enregistrés à la fois."],
      [{ ids: [] }, "Please ask for 1 to 200 saved places at a time.", "Veuillez demander de 1 à 200 lieux enregistrés à la fois."],
      [
        { ids: [0] },
        "A saved place's id must be a whole number above zero.",
        "L'identifiant d'un lieu enregistré doit être un nombre entier supérieur à zéro.",
      ],
      [
        { ids: ["1"] },
        "A saved place's id must be a whole number above zero.",
        "L'identifiant d'un lieu enregistré doit être un nombre entier supérieur à zéro.",
      ],
      [
        { ids: [1.5] },
        "A saved place's id must be a whole number above zero.",
        "L'identifiant d'un lieu enregistré doit être un nombre entier supérieur à zéro.",
      ],
    ];
    for (const [input, english, french] of cases) {
      const en = await outcome(caller().listings.saved(input as never));
      expect(en.status).toBe(400);
      expect(en.code).toBe("BAD_REQUEST");
      expect(JSON.stringify(en.fieldErrors)).toContain(english);
      const fr = await outcome(caller({ locale: "fr" }).listings.saved(input as never));
      expect(fr.status).toBe(400);
      expect(JSON.stringify(fr.fieldErrors)).toContain(french);
    }
    // @ts-expect-error -- a field the schema does not know is what this sends
    const extra = await outcome(caller().listings.saved({ ids: [1], more: true }));
    expect(extra.status).toBe(400);
  });
});
