// The submit page in Chromium against the real Worker, D1 and R2 (the newsletter form is in journey.e2e.ts).
// Each test presents its own client IP (workerd trusts CF-Connecting-IP locally; Cloudflare sets it in
// production), so per-IP rate limits only trip where a test means them to.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Request } from "./test";
import { open } from "./open";
import { firstCallInput, openWithScriptHeld } from "./before-hydration";
import { randomInt } from "node:crypto";

/** A real 2×2 PNG (the Worker refuses anything that does not end at the image's end marker). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4AWI6Y2z8H4SZGKAAAAAA//9GCLHHAAAABklEQVQDADraBGceUPKyAAAAAElFTkSuQmCC",
  "base64",
);

const randomIp = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
});

/** Collects the requests that would send a submission or an image. */
function watchSends(page: Page) {
  const sent: Request[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.includes("submissions.create") || url.includes("/api/uploads")) sent.push(request);
  });
  return sent;
}

/** A form control of the submit form (not the footer's newsletter field), by its label. */
function field(page: Page, label: string) {
  return page.getByRole("main").getByLabel(label);
}

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

async function fillValidForm(page: Page, title = "Sunday Jazz by the Pond") {
  await field(page, "Your name").fill("Jean Tremblay");
  await field(page, "Email").fill("jean@example.ca");
  await field(page, "Title").fill(title);
  await field(page, "Content type").selectOption({ label: "Event" });
  await field(page, "Description").fill("Free live jazz every Sunday afternoon by the pond.");
  await field(page, "City").selectOption("Montreal");
  await field(page, "Location").fill("Parc La Fontaine");
  await field(page, "Date").fill("2024-07-14");
  await field(page, "Tags").fill("Music, live jazz, music");
}

const submitButton = (page: Page) => page.getByRole("button", { name: /^Submit (for Free|& Pay \$\d+)$|^Submitting\.\.\.$/ });

test.describe("submit page", () => {
  test("what is typed before the page's script runs is kept and sent (the edge sends the form as HTML)", async ({ page }) => {
    // The entry script is held back until the fields are filled: the form is the edge's HTML alone.
    const sent = watchSends(page);
    const hydrate = await openWithScriptHeld(page, "/submit");
    await fillValidForm(page, "Typed Before Hydration");
    // Not sendable yet: the browser would send the form itself, as a GET with the e-mail in the address.
    await expect(submitButton(page)).toBeDisabled();
    await hydrate();
    await submitButton(page).click();
    await expect(toast(page, "Submission Successful!")).toBeVisible();
    expect(sent).toHaveLength(1);
    const sentInput = firstCallInput(sent[0]!);
    expect(sentInput).toMatchObject({
      title: "Typed Before Hydration",
      content_type: "event",
      city: "Montreal",
      location: "Parc La Fontaine",
      date: "2024-07-14",
      submitter_email: "jean@example.ca",
    });
  });

  test("a full free submission with an image succeeds once, then the form resets", async ({ page }) => {
    await open(page, "/submit");
    await fillValidForm(page);
    await field(page, "Image").setInputFiles({ name: "pond.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByText("Selected: pond.png")).toBeVisible();

    // Hold the create call until the sending state has been seen and a second submit attempted.
    const creates: Request[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/trpc/submissions.create**", async (route) => {
      creates.push(route.request());
      await released;
      await route.continue();
    });
    const answered = page.waitForResponse((res) => res.url().includes("submissions.create"));

    await page.getByRole("button", { name: "Submit for Free" }).click();
    const sending = page.getByRole("button", { name: "Submitting..." });
    await expect(sending).toBeDisabled();
    await field(page, "Title").press("Enter");
    release();
    expect((await answered).status()).toBe(200);

    const success = toast(page, "Submission Successful!");
    await expect(success).toBeVisible();
    await expect(success).toContainText(
      "Thank you! Your submission has been received and is pending admin approval. You'll be notified once it's published.",
    );
    expect(creates).toHaveLength(1);

    const sentInput = firstCallInput(creates[0]!);
    expect(sentInput).toMatchObject({
      title: "Sunday Jazz by the Pond",
      content_type: "event",
      city: "Montreal",
      date: "2024-07-14",
      tags: ["Music", "live jazz"],
      promotion_tier: "none",
      submitter_email: "jean@example.ca",
    });
    expect(String(sentInput?.image_key)).toMatch(/^[0-9a-f-]{36}\.png$/);
    // With the token the upload answered: only the uploader can attach the image.
    expect(String(sentInput?.image_token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sentInput).not.toHaveProperty("price");
    // The server accepted the key only because the image is in the bucket; until an admin approves the
    // submission, nobody else can read it (admins see it in the dashboard, see admin.e2e.ts).
    const image = await page.request.get(`/api/uploads/${String(sentInput?.image_key)}`);
    expect(image.status()).toBe(404);

    // Reset: every field empty, no tier, no image.
    for (const label of ["Your name", "Email", "Title", "Description", "Location", "Date", "Tags"]) {
      await expect(field(page, label), label).toHaveValue("");
    }
    await expect(field(page, "Content type")).toHaveValue("");
    await expect(field(page, "City")).toHaveValue("");
    await expect(field(page, "Image")).toHaveValue("");
    await expect(page.getByText("Selected: pond.png")).toBeHidden();
    await expect(page.getByRole("button", { name: "Pro $99" })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("button", { name: "Submit for Free" })).toBeEnabled();
  });

  test("past the allowance the verification step opens: cancelled, the reason shows and the form keeps its values; verified, it is sent", async ({
    page,
  }) => {
    const ip = randomIp();
    await page.setExtraHTTPHeaders({ "cf-connecting-ip": ip });
    await open(page, "/submit");
    // Use up this client's allowance directly against the API.
    const origin = new URL(page.url()).origin;
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post("/api/trpc/submissions.create", {
        headers: { origin, "cf-connecting-ip": ip },
        data: {
          title: `Burst ${i}`,
          description: "Filling the allowance.",
          content_type: "gem",
          city: "Toronto",
          location: "Downtown",
          submitter_name: "Burst",
          submitter_email: "burst@example.com",
        },
      });
      expect(res.status()).toBe(200);
    }

    await fillValidForm(page, "One Too Many");
    await page.getByRole("button", { name: "Submit for Free" }).click();
    const step = page.getByRole("dialog", { name: "Quick check" });
    await step.getByRole("button", { name: "Cancel" }).click();
    await expect(step).toBeHidden();
    const failed = toast(page, "Submission Failed");
    await expect(failed).toContainText(
      "There was an error submitting your content. Please try again. Too many attempts from your network. Please complete the verification to continue.",
    );
    await expect(failed).toHaveAttribute("data-type", "error");
    await expect(field(page, "Title")).toHaveValue("One Too Many");
    await expect(page.getByRole("button", { name: "Submit for Free" })).toBeEnabled();

    await page.getByRole("button", { name: "Submit for Free" }).click();
    await step.getByRole("button", { name: "Verify" }).click();
    await expect(toast(page, "Submission Successful!")).toBeVisible();
    await expect(field(page, "Title")).toHaveValue("");
  });

  test("a file of the wrong type is refused as soon as it is chosen; an image the server refuses is shown on the image field, and nothing is created", async ({
    page,
  }) => {
    const sent = watchSends(page);
    await open(page, "/submit");
    await field(page, "Image").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expect(field(page, "Image")).toHaveAccessibleDescription(/Images must be PNG, JPG or GIF\./);
    await expect(field(page, "Image")).toHaveValue("");
    await fillValidForm(page);
    // Declares PNG, so the browser lets it through; the Worker reads the bytes and refuses it.
    await field(page, "Image").setInputFiles({
      name: "not-really.png",
      mimeType: "image/png",
      buffer: Buffer.from("<svg>definitely not a png</svg>"),
    });
    await page.getByRole("button", { name: "Submit for Free" }).click();
    await expect(toast(page, "Submission Failed")).toContainText("Images must be PNG, JPG or GIF.");
    await expect(field(page, "Image")).toHaveAttribute("aria-invalid", "true");
    expect(sent.map((r) => new URL(r.url()).pathname)).toEqual(["/api/uploads"]);
  });

  test("can be completed with the keyboard alone", async ({ page }) => {
    await open(page, "/submit");
    const name = field(page, "Your name");
    await name.focus();
    await page.keyboard.type("Kim Keyboard");

    const next = async (label: string) => {
      await page.keyboard.press("Tab");
      await expect(field(page, label)).toBeFocused();
    };
    await next("Email");
    await page.keyboard.type("kim@example.com");
    await next("Title");
    await page.keyboard.type("Tabbing Through Halifax");
    await next("Content type");
    await page.keyboard.type("Hidden");
    await expect(field(page, "Content type")).toHaveValue("gem");
    // A gem may have a business category (decision 0117); none is kept.
    await next("Business category");
    await next("Language of your listing");
    await next("Description");
    await page.keyboard.type("A quiet garden you can only reach by keyboard.");
    await next("City");
    await page.keyboard.type("Halifax");
    await expect(field(page, "City")).toHaveValue("Halifax");
    await next("Location");
    await page.keyboard.type("South End");
    // Halifax's neighbourhoods and the optional point (latitude, longitude), none chosen.
    await next("Neighbourhood");
    await next("Latitude");
    await next("Longitude");
    // The map picker's button comes next; pressing it is not needed.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Choose on a map" })).toBeFocused();
    // The place's optional street address, website and phone.
    await next("Street address");
    await page.keyboard.type("5 Spring Garden Rd");
    await next("Website");
    await page.keyboard.type("quietgarden.example");
    await next("Phone");
    // A gem has no date (only events and job postings do); then its optional opening hours: an "Add hours"
    // per weekday, the day-closed date (three segments) and "Add date".
    await expect(field(page, "Date")).toHaveCount(0);
    const monday = page.getByRole("button", { name: "Add hours on Monday" });
    for (let presses = 0; presses < 3 && !(await monday.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press("Tab");
    }
    await expect(monday).toBeFocused();
    for (let presses = 0; presses < 15 && !(await field(page, "Tags").evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press("Tab");
    }
    await expect(field(page, "Tags")).toBeFocused();
    await page.keyboard.type("garden, quiet");
    await next("Image");

    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Basic $39" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Basic $39" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Basic $39" })).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Pro $99" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Submit & Pay $39" })).toBeFocused();
    await page.keyboard.press("Enter");

    // A paid tier goes on to the checkout (the local test checkout: no Stripe key), also by keyboard.
    await expect(page).toHaveURL(/\/payments\/test-checkout\//);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Pay $39.00" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("payment-status")).toHaveText("Paid");
  });

  test("tier cards toggle and name the price; no serious or critical accessibility violations, before and after validation", async ({ page }) => {
    // Toasts fade in; without motion axe measures their final colours, not a frame of the animation.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/submit");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const seriousOrWorse = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join(", ")}`);

    expect(await seriousOrWorse()).toEqual([]);

    // The tier cards toggle, and the submit button names the price.
    const basic = page.getByRole("button", { name: "Basic $39" });
    const pro = page.getByRole("button", { name: "Pro $99" });
    await expect(basic).toHaveAttribute("aria-pressed", "false");
    await expect(pro).toHaveAttribute("aria-pressed", "false");
    await expect(pro).toHaveAccessibleDescription(/^BEST VALUE Advanced SEO optimization/);
    await expect(page.getByText("BEST VALUE")).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit for Free" })).toBeVisible();

    await basic.click();
    await expect(basic).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Submit & Pay $39" })).toBeVisible();

    await pro.click();
    await expect(pro).toHaveAttribute("aria-pressed", "true");
    await expect(basic).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("button", { name: "Submit & Pay $99" })).toBeVisible();

    // Clicking the chosen card again deselects it.
    await pro.click();
    await expect(pro).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("button", { name: "Submit for Free" })).toBeVisible();

    // Anywhere on a card counts, not just its title.
    const feature = await page.getByText("Podcast opportunity").boundingBox();
    if (!feature) throw new Error("feature text not laid out");
    await page.mouse.click(feature.x + feature.width / 2, feature.y + feature.height / 2);
    await expect(pro).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "Submit & Pay $99" }).click();
    await expect(toast(page, "Missing Information")).toBeVisible();
    expect(await seriousOrWorse()).toEqual([]);

    await fillValidForm(page);
    await page.getByRole("button", { name: "Submit & Pay $99" }).click();
    // A paid tier goes on to the (local test) checkout instead of the toast.
    await expect(page).toHaveURL(/\/payments\/test-checkout\//);
    expect(await seriousOrWorse()).toEqual([]);
  });
});
