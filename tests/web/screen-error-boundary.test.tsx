// A crashed screen shows a friendly message with a way home, never a blank page.
import { act } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScreenErrorBoundary } from "@web/components/layout/screen-error-boundary";

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
