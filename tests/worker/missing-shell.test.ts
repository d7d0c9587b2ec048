// A deploy without the built app (no index.html among the static assets): every page answers the 503
// page in the visitor's language, with the cause in the log, never the assets' own answer nor a 500.
import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "@worker/index";
import { ORIGIN } from "./fetch-app";

/** The Worker with a static-assets binding that holds nothing, as a deploy without `vite build` would. */
const withoutShell = (path: string) =>
  worker.fetch(
    new Request(new URL(path, ORIGIN), { headers: { accept: "text/html" } }),
    { ...env, ASSETS: { fetch: () => Promise.resolve(new Response("Not Found", { status: 404 })) } as unknown as Fetcher },
    createExecutionContext(),
  );

afterEach(() => vi.restoreAllMocks());

describe("a deploy without the app's index.html", () => {
  it("answers the 503 page in English and French, and logs why", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const en = await withoutShell("/privacy");
    expect(en.status).toBe(503);
    expect(en.headers.get("retry-after")).toBe("60");
    const page = await en.text();
    expect(page).toContain("<h1>We&#39;ll be right back</h1>");
    expect(page).toContain('href="/privacy"');
    expect(logged).toHaveBeenCalledWith("The app's index.html is not among the static assets (404): was the app built before deploying?");

    const fr = await withoutShell("/fr/privacy");
    expect(fr.status).toBe(503);
    expect(await fr.text()).toContain("<h1>Nous revenons dans un instant</h1>");
  });
});
