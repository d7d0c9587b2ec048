// Over HTTP: the feeds are edge responses.
// A listing's text cannot break or forge the Atom feeds: a strict XML parser reads every feed as valid,
// with exactly the entries the database holds, and the hostile text comes back as text. The listing is
// stored straight in D1 (as older data, or any path that skipped the form's cleaning, would be).
import { env } from "cloudflare:test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { submissionInputSchema } from "@shared/submissions/submission-schema";
import { createDb } from "@worker/db/client";
import { insertSubmission } from "@worker/features/submissions/submission-queries";
import { makeSubmissionInput } from "../unit/factories";
import { adminCookie } from "./account-helpers";
import { fetchApp, trpcMutation } from "./fetch-app";

const FORGED_TITLE = "Harbour ]]> ]]></title></entry><entry><id>https://evil.example/</id><title>Forged";
const FORGED_SUMMARY =
  "Quiet ]]> ]]></summary></entry><entry><id>https://evil.example/2</id><title>Forged</title></entry> <img src=x onerror=alert(1)>";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name === "entry" });
type Text = string | { "#text": string };
const text = (value: Text) => (typeof value === "string" ? value : value["#text"]);
/** What a feed reader shows for a `type="html"` element: its HTML entities decoded. */
const shown = (html: string) =>
  html.replace(/&#(\d+);|&(amp|lt|gt|quot);/g, (_, code: string | undefined, name: string | undefined) =>
    code ? String.fromCharCode(Number(code)) : ({ amp: "&", lt: "<", gt: ">", quot: '"' } as Record<string, string>)[name!]!,
  );

async function publishRaw(title: string, description: string) {
  const data = submissionInputSchema.parse(makeSubmissionInput({ content_type: "gem", city: "Halifax" }));
  const id = await insertSubmission(createDb(env.DB), { ...data, title, description }, new Date());
  const { cookie } = await adminCookie();
  expect((await trpcMutation("admin.submissions.review", { id, status: "approved" }, { cookie })).status).toBe(200);
}

describe("Atom feeds with hostile listing text", () => {
  it("stay valid XML with no forged entry, and show the text as written", async () => {
    await publishRaw(`${FORGED_TITLE}\uFFFF\u000B`, `${FORGED_SUMMARY}\uFFFE`);
    for (const path of ["/feeds/gems.atom", "/feeds/city/halifax.atom", "/fr/feeds/gems.atom"]) {
      const xml = await (await fetchApp(path)).text();
      expect(XMLValidator.validate(xml), path).toBe(true);
      const entries = (parser.parse(xml) as { feed: { entry: { id: string; title: Text; summary?: Text }[] } }).feed.entry;
      expect(
        entries.some((entry) => entry.id.includes("evil.example")),
        path,
      ).toBe(false);
      const ours = entries.find((entry) => shown(text(entry.title)).startsWith("Harbour"))!;
      expect(shown(text(ours.title))).toBe(FORGED_TITLE);
      expect(shown(text(ours.summary!))).toBe(FORGED_SUMMARY);
      // The markup reaches readers as text to show, never as an element to run.
      expect(text(ours.summary!)).not.toContain("<img");
    }
  });
});
