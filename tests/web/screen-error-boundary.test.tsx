// A screen never leaves a blank page: a crashed one shows a friendly message with a way home, and a list
// page whose code is still loading shows its skeleton.
import { screen } from "@testing-library/react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "@web/app/app-routes";
import { ScreenErrorBoundary } from "@web/components/layout/screen-error-boundary";
import { renderWithApi } from "./api-harness";

// The list pages' code never arrives in this file: what shows meanwhile stays on screen.
vi.mock("@web/pages/list/list-route", () => new Promise(() => {}));

// Tell React this is a test environment where act() settles updates.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Crashing(): never {
  throw new Error("boom");
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("ScreenErrorBoundary", () => {
  it("replaces a crashed screen with a message, a retry and a link home", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const container = document.body.appendChild(document.createElement("div"));
    act(() => {
      createRoot(container).render(
        <MemoryRouter>
          <ScreenErrorBoundary>
            <Crashing />
          </ScreenErrorBoundary>
        </MemoryRouter>,
      );
    });
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.querySelector("h1")?.textContent).toBe("Something went wrong on this page.");
    expect(alert?.querySelector("a")?.getAttribute("href")).toBe("/");
    expect(alert?.querySelector("a")?.textContent).toBe("Return to Home");
    expect(alert?.querySelector("button")?.textContent).toBe("Try again");
    expect(console.error).toHaveBeenCalled();
  });

  it("renders its children when nothing crashes", () => {
    const container = document.body.appendChild(document.createElement("div"));
    act(() => {
      createRoot(container).render(
        <MemoryRouter>
          <ScreenErrorBoundary>
            <p>fine</p>
          </ScreenErrorBoundary>
        </MemoryRouter>,
      );
    });
    expect(container.textContent).toBe("fine");
  });
});

describe("a screen whose code is loading", () => {
  it("is a list page's skeleton on a list page (a page of placeholder cards), not a blank body", () => {
    renderWithApi(<AppRoutes />, {}, "/events");
    const loading = screen.getByRole("main").querySelector('[aria-busy="true"]');
    expect(loading?.querySelectorAll("ul > li")).toHaveLength(6);
  });
});
