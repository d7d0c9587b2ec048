// Browser tests in Debian's Chromium (its headless shell) against the production build served by `npm start`'s server (Miniflare).
import { defineConfig } from "@playwright/test";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Debian's Chromium headless shell when installed (tests/e2e/ensure-chromium.sh), else its full browser. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/** One server, with a database of its own, per Playwright worker: on E2E_PORT, E2E_PORT + 1, … */
const WORKERS = 2;
const firstPort = Number(process.env.E2E_PORT ?? 8799);
const urlOf = (port: number) => `http://localhost:${port}`;
// Playwright sets TEST_PARALLEL_INDEX in each worker process before it loads this file and the tests (the
// runner has none: index 0). Each worker's tests therefore talk to their own server and never see another
// worker's writes; tests in one worker run one after another.
export const baseURL = urlOf(firstPort + Number(process.env.TEST_PARALLEL_INDEX ?? 0));
// One id per run, so the servers prepare one fresh database between them and each copies it (serve.sh);
// `npm test` sets it for validate and the browser tests, so the database is prepared beside vitest.
const run = (process.env.E2E_RUN ??= `${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.e2e.ts",
  timeout: 30_000,
  retries: 0,
  workers: WORKERS,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: {
      executablePath: chromium,
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
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    // A 5-second undo window, so the journey test sees decision e-mails go out without waiting 10 minutes;
    // bot challenges a browser solves in a moment (the production work is ALTCHA_MAX_NUMBER in wrangler.toml;
    // E2E_ALTCHA_MAX_NUMBER=100000 measures that).
    command: `bash tests/e2e/serve.sh --var UNDO_WINDOW_SECONDS:5 --var ALTCHA_MAX_NUMBER:${process.env.E2E_ALTCHA_MAX_NUMBER ?? "5000"}`,
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    url: `${urlOf(firstPort + index)}/api/trpc/health.check`,
    env: {
      E2E_RUN: run,
      E2E_PORT: String(firstPort + index),
      E2E_STATE: `.wrangler/e2e-state-${index}`,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
