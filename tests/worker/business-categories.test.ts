// Over HTTP: rows read come from the API's x-d1-rows-read header, and the edge cache keys pages.
// The 16 business categories as a listing attribute (decision 0117): the shop list filtered by one
// (?category=, shops and gems of it, on its index), the submit form's choice published on approval, the
// admin's choice kept by the seed, and the edge cache keying only a valid category.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { nowMs, setClock } from "@shared/time/clock";
import { catalogue } from "@worker/db/seed/listings";
import { catalogueSeedSql } from "@worker/db/catalogue-seed";
import { adminCookie } from "./account-helpers";
import { fetchApp, trpcMutation, trpcQuery, type RouterOutputs } from "./fetch-app";
import { storeSubmission, submissionRow } from "./submission-helpers";

type Page = RouterOutputs["listings"]["list"];
const how = (res: Response) => res.headers.get("x-page-cache");

async function list(input: Record<string, unknown>) {
  const res = await fetchApp(`/api/trpc/listings.list?input=${encodeURIComponent(JSON.stringify(input))}`);
  const body = await res.json<{ result?: { data: Page }; error?: { message: string } }>();
  return { status: res.status, body, rowsRead: Number(res.headers.get("x-d1-rows-read")) };
}

describe("the shop list by business category", () => {
  beforeEach(() => setClock(nowMs()));

  it("lists the shops and gems of one category, counted, reading about one page of rows", async () => {
    const { status, body, rowsRead } = await list({ type: "shop", category: "bakeries" });
    expect(status).toBe(200);
    const page = body.result!.data;
    // Strathcona Sourdough Co. (a shop) and Orchard Crumb Bakehouse (a gem), in id order.
    expect(page.items.map((l) => [l.id, l.title, l.type])).toEqual([
      [29, "Strathcona Sourdough Co.", "shop"],
      [95, "Orchard Crumb Bakehouse", "gem"],
    ]);
    expect(page.total).toBe(2);
    expect(rowsRead).toBeLessThanOrEqual(12);
    const spas = (await list({ type: "shop", category: "spas", city: "Calgary" })).body.result!.data;
    expect(spas.items.map((l) => l.title)).toEqual(["Kensington Float & Salt"]);
    expect(spas.total).toBe(1);
  });

  it("refuses a category that is not one of the 16, or on another list, with a clear 400", async () => {
    const junk = await list({ type: "shop", category: "pawn-shops" });
    expect(junk.status).toBe(400);
    expect(junk.body.error?.message).toContain("Choose one of the 16 business categories.");
    const stories = await list({ type: "story", category: "bakeries" });
    expect(stories.status).toBe(400);
    expect(stories.body.error?.message).toContain("A category filters the shop list only.");
  });

  it("renders the active category with a link to every category, in English and in French", async () => {
    const en = await (await fetchApp("/shop?category=bakeries")).text();
    expect(en).toContain("Category: Bakeries");
    expect(en).toContain("Strathcona Sourdough Co.");
    expect(en).not.toContain("Parkdale Paper &amp; Press");
    expect(en).toMatch(/<a [^>]*href="\/shop"[^>]*>All categories<\/a>/);
    const fr = await (await fetchApp("/fr/shop?category=bakeries&city=Vancouver")).text();
    expect(fr).toContain("Catégorie\u00a0: Boulangeries");
    expect(fr).toMatch(/<a [^>]*href="\/fr\/shop\?city=Vancouver"[^>]*>Toutes les catégories<\/a>/);
  });

  it("keys the edge cache by a valid category only: junk shares the unfiltered page", async () => {
    const plain = await fetchApp("/shop?open=now&page=1");
    expect(how(plain)).toBe("MISS");
    const html = await plain.text();
    await vi.waitFor(async () => expect(how(await fetchApp("/shop?open=now&page=1"))).toBe("HIT"));
    const junk = await fetchApp("/shop?open=now&page=1&category=%3Cscript%3E");
    expect(how(junk)).toBe("HIT");
    expect(await junk.text()).toBe(html);
    // A category on another list is ignored there, and so by the key.
    const storiesFirst = await fetchApp("/stories?page=2");
    expect(how(storiesFirst)).toBe("MISS");
    await vi.waitFor(async () => expect(how(await fetchApp("/stories?category=bakeries&page=2"))).toBe("HIT"));
    // A valid one is a page of its own.
    expect(how(await fetchApp("/shop?open=now&page=1&category=bookstores"))).toBe("MISS");
  });
});

describe("a listing's category from the submit form and the listing editor", () => {
  it("a submitted café's category is stored and published with it; a story keeps none", async () => {
    const id = await storeSubmission({ title: "Rue Bernard Bakehouse", content_type: "shop", city: "Montreal", category: "bakeries" });
    expect((await submissionRow(id))?.category).toBe("bakeries");
    const story = await storeSubmission({ title: "A Story About Bread", content_type: "story", category: "bakeries" });
    expect((await submissionRow(story))?.category).toBeNull();
    const { cookie } = await adminCookie();
    const approved = await trpcMutation("admin.submissions.review", { id, status: "approved" }, { cookie });
    expect(approved.status).toBe(200);
    const page = (await list({ type: "shop", category: "bakeries", city: "Montreal" })).body.result!.data;
    expect(page.items.map((l) => l.title)).toEqual(["Rue Bernard Bakehouse"]);
  });

  it("the submit procedure refuses a category that is not one of the 16 with the field's message", async () => {
    const bad = await trpcMutation("submissions.create", { category: "casinos" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Please choose one of the listed categories.");
  });

  it("an admin's category survives the seed; a story cannot get one", async () => {
    const { cookie } = await adminCookie();
    const detail = async (id: number) =>
      (await trpcQuery<{ fields: Record<string, unknown> }>("admin.listings.get", { id }, { cookie })).body.result!.data.fields;
    const fields = await detail(11);
    expect(fields.category).toBeNull();
    const saved = await trpcMutation<{ changed: string[] }>("admin.listings.update", { id: 11, ...fields, category: "music-venues" }, { cookie });
    expect(saved.body.result?.data.changed).toEqual(["category"]);
    await env.DB.batch(catalogueSeedSql(catalogue).map((sql) => env.DB.prepare(sql)));
    const row = await env.DB.prepare("SELECT category, edited_fields FROM listings WHERE id = 11").first<{
      category: string;
      edited_fields: string;
    }>();
    expect(row).toEqual({ category: "music-venues", edited_fields: '["category"]' });
    const story = await trpcMutation<unknown>("admin.listings.update", { id: 1, ...(await detail(1)), category: "bars" }, { cookie });
    expect(story.status).toBe(400);
    expect(JSON.stringify(story.body)).toContain("Only shops and hidden gems have a business category.");
  });
});
