// A link preview's view of a listing page: the og:image the edge wrote is a PNG the browser decodes
// at 1200×630, and after a move within the app the page's own head tags name the same image.
import { expect, test } from "./test";
import { listCards } from "./api";
import { open } from "./open";

test("a listing page's og:image is a 1200×630 PNG", async ({ page }) => {
  const [gem] = await listCards(page.request, { type: "gem" });
  await open(page, gem!.path);
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toMatch(new RegExp(`/og${gem!.path}\\.png\\?v=\\d+$`));
  expect(await page.locator('meta[name="twitter:image"]').getAttribute("content")).toBe(image);

  const answer = await page.request.get(image!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/png");
  const size = await page.evaluate(async (src) => {
    const picture = new Image();
    picture.src = src;
    await picture.decode();
    return [picture.naturalWidth, picture.naturalHeight];
  }, image!);
  expect(size).toEqual([1200, 630]);

  // After a move within the app, the page's own head tags name its image by the same content version.
  const version = new URL(image!).searchParams.get("v");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gems" }).click();
  await expect(page).toHaveURL(/\/gems$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new URL(`/og/gems.png?v=${version}`, page.url()).href);
});
