// The newsletter signup's digest city: a city page's own city (in either language, as the path spells
// it; the server resolves it), else the header's selection.
import { describe, expect, it } from "vitest";
import { pageCity } from "@web/components/newsletter/send-newsletter-signup";

describe("pageCity", () => {
  it("prefers the city page's city, else the selected one", () => {
    expect(pageCity("/city/Vancouver", "Toronto")).toBe("Vancouver");
    expect(pageCity("/fr/city/Montr%C3%A9al", "Toronto")).toMatch(/^Montr(é|%C3%A9)al$/);
    expect(pageCity("/gems", "Halifax")).toBe("Halifax");
    expect(pageCity("/", "Toronto")).toBe("Toronto");
  });
});
