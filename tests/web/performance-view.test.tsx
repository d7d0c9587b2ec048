// The admin Performance tab: p75 per page and language with its rating in words, the period it asks the
// server for, the empty state, and the same in French.
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import PerformanceView from "@web/features/admin/performance/performance-view";
import { renderWithApi } from "./api-harness";

afterEach(() => {
  cleanup();
  setLocaleSource(() => "en");
});

const figure = (p75: number, views: number, rating: string, over = false) => ({ p75, over, views, rating });
const summary = [
  {
    route: "home",
    locale: "en",
    metrics: {
      LCP: figure(2250, 40, "good"),
      INP: figure(320, 12, "needsImprovement"),
      CLS: figure(0.05, 40, "good"),
      TTFB: figure(600, 40, "good"),
    },
  },
  { route: "eventDetail", locale: "fr", metrics: { LCP: figure(60000, 3, "poor", true), INP: null, CLS: figure(0.3, 3, "poor"), TTFB: null } },
  { route: "notFound", locale: "en", metrics: { LCP: figure(900, 1, "good"), INP: null, CLS: null, TTFB: null } },
];

function cells(table: HTMLElement) {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [
      within(row).getByRole("rowheader").textContent,
      ...within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ]);
}

describe("PerformanceView", () => {
  it("shows p75 per page and language for the last 28 days, each with its rating in words", async () => {
    const { calls } = renderWithApi(<PerformanceView />, { "admin.performance.summary": () => summary });
    const table = await screen.findByRole("table", { name: "75th percentile per page and language, 28 days" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual([
      "Page",
      "Language",
      "Views",
      "Largest Contentful Paint",
      "Interaction to Next Paint",
      "Cumulative Layout Shift",
      "Time to First Byte",
    ]);
    expect(cells(table)).toEqual([
      ["/", "English", "40", "2.25 sGood", "320 msNeeds improvement", "0.05Good", "600 msGood"],
      ["/events/{city}/{slug}", "Français", "3", "over 60 sPoor", "No data", "0.30Poor", "No data"],
      ["Page not found (404)", "English", "1", "900 msGood", "No data", "No data", "No data"],
    ]);
    expect(within(table).getByText("Français").getAttribute("lang")).toBe("fr-CA");
    expect(calls).toEqual([{ path: "admin.performance.summary", input: { days: 28 } }]);
  });

  it("asks for the last 7 days when the period changes", async () => {
    const { calls } = renderWithApi(<PerformanceView />, { "admin.performance.summary": () => [] });
    expect(await screen.findByText("No measurements in this period yet.")).toBeTruthy();
    await userEvent.setup().selectOptions(screen.getByLabelText("Period"), "Last 7 days");
    expect(await screen.findByText("No measurements in this period yet.")).toBeTruthy();
    expect(calls.map((call) => call.input)).toEqual([{ days: 28 }, { days: 7 }]);
  });

  it("speaks French on French pages", async () => {
    setLocaleSource(() => "fr");
    renderWithApi(<PerformanceView />, { "admin.performance.summary": () => summary });
    const table = await screen.findByRole("table", { name: "75e centile par page et par langue, 28 jours" });
    expect(screen.getByRole("heading", { level: 2, name: "Performance" })).toBeTruthy();
    expect(cells(table)[0]).toEqual(["/", "English", "40", "2,25\u00a0sBon", "320\u00a0msÀ améliorer", "0,05Bon", "600\u00a0msBon"]);
    expect(
      within(table)
        .getAllByText("English")
        .map((cell) => cell.getAttribute("lang")),
    ).toEqual(["en-CA", "en-CA"]);
  });
});
