// Collects Content-Security-Policy violations a page reports (the browser fires
// `securitypolicyviolation`; Chromium also logs them), so a test can assert there were none.
import type { Page } from "@playwright/test";

export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on("console", (msg) => {
    if (msg.text().includes("CSP violation") || msg.text().includes("Content Security Policy")) violations.push(msg.text());
  });
  return violations;
}
