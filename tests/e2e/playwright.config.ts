// Browser tests in Debian's Chromium against the production build served by workerd.
import { defineConfig } from "@playwright/test";
import { fileURLToPath } from "node:url";

const port = Number(process.env.E2E_PORT ?? 8799);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.e2e.ts",
  timeout: 30_000,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // No network here beyond loopback: keep Chromium from calling home.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    // A 5-second undo window, so the journey test sees decision e-mails go out without waiting 10 minutes;
    // bot challenges a browser solves in a moment (the production work is ALTCHA_MAX_NUMBER in wrangler.toml;
    // E2E_ALTCHA_MAX_NUMBER=100000 measures that).
    command: `bash tests/e2e/serve.sh --var UNDO_WINDOW_SECONDS:5 --var ALTCHA_MAX_NUMBER:${process.env.E2E_ALTCHA_MAX_NUMBER ?? "5000"}`,
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    url: `${baseURL}/api/trpc/health.check`,
    // A closed season to look at on the real clock (a sixth city, Halifax: tests/e2e/closed-season.sql).
    env: { E2E_PORT: String(port), E2E_FIXTURE_SQL: "tests/e2e/closed-season.sql" },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
