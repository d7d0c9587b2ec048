// Images never show broken: with the photo host failing, every visible image on the public pages is
// a loaded picture (the generated artwork), whether the photo failed before the page hydrated or after;
// with the photo host working, photos stay photos (lazy ones too).
import { expect, test, type Page } from "./test";
import { listCards } from "./api";
import { open } from "./open";

const PHOTO_HOST = "https://images.unsplash.com/**";
/** A valid 1×1 PNG: what a working photo host answers in the "photos load" test. */
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

interface ImageState {
  src: string;
  loaded: boolean;
}

/**
 * Every <img> the visitor could see (rendered, not hidden), and whether it holds a picture. A lazy
 * image the quick scroll passed before the browser asked for it is asked for now (as a visitor
 * scrolling to it would), so the check waits on its real outcome instead of on lazy-loading timing.
 */
function visibleImages(page: Page): Promise<ImageState[]> {
  return page.evaluate(() => {
    const images = [...document.images].filter((image) => image.checkVisibility());
    for (const image of images) if (!image.complete && image.loading === "lazy") image.loading = "eager";
    return images.map((image) => ({ src: image.currentSrc || image.src, loaded: image.complete && image.naturalWidth > 0 }));
  });
}

/** Scrolls to the bottom in steps so every lazy image is asked for, then back to the top. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
}

const isArtwork = (src: string) => src.startsWith("data:image/svg+xml");

async function publicPages(page: Page): Promise<string[]> {
  const [story] = await listCards(page.request, { type: "story" });
  const [shop] = await listCards(page.request, { type: "shop" });
  return ["/", "/stories", "/shop", story!.path, shop!.path, "/city/Toronto", "/best-coffee-shops", "/best-coffee-shops/toronto"];
}

test.describe("images with the photo host down", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(PHOTO_HOST, (route) => route.abort("connectionrefused"));
  });

  test("no visible image is broken on home, lists, details, city and coffee pages", async ({ page }) => {
    for (const path of await publicPages(page)) {
      await open(page, path);
      await scrollThrough(page);
      // Pages that render in the browser show skeletons first: wait for images, then for all of them
      // to be loaded artwork.
      await expect
        .poll(
          async () => {
            const images = await visibleImages(page);
            if (images.length === 0) return ["no visible image yet"];
            return images.filter((image) => !image.loaded || !isArtwork(image.src)).map((image) => image.src);
          },
          { message: path, timeout: 15_000 },
        )
        .toEqual([]);
    }
  });

  test("a photo that failed before hydration becomes the artwork", async ({ page }) => {
    // Hold the app's JavaScript until the server-rendered photos have failed, so React hydrates a
    // page whose error events are already over.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/stories", { waitUntil: "commit" });
    await page.waitForFunction(() => {
      const broken = [...document.images].filter(
        (image) => image.src.startsWith("https://images.unsplash.com/") && image.complete && image.naturalWidth === 0,
      );
      (window as unknown as { brokenBeforeHydration: HTMLImageElement[] }).brokenBeforeHydration = broken;
      return broken.length > 0;
    });
    expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    // Hydration keeps the server's elements: the very images that were broken now hold the artwork.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { brokenBeforeHydration: HTMLImageElement[] }).brokenBeforeHydration
            .filter((image) => !(image.isConnected && image.src.startsWith("data:image/svg+xml") && image.naturalWidth > 0))
            .map((image) => image.src),
        ),
      )
      .toEqual([]);
  });
});

test("with the photo host up, photos stay photos, lazy ones included", async ({ page }) => {
  await page.route(PHOTO_HOST, (route) => route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }));
  await open(page, "/stories");
  await scrollThrough(page);
  await expect.poll(async () => (await visibleImages(page)).filter((image) => !image.loaded).map((image) => image.src)).toEqual([]);
  const images = await visibleImages(page);
  expect(images.length).toBeGreaterThan(3);
  expect(images.filter((image) => isArtwork(image.src))).toEqual([]);
});
