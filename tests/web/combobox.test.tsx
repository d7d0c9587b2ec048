// The hero's combobox, by keyboard and pointer, as the WAI-ARIA list-autocomplete pattern describes it.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Combobox } from "@web/components/search/combobox";

const CITIES = ["Toronto", "Montreal", "Vancouver", "Victoria"];

function CityBox({ onValue }: { onValue?: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <>
      <Combobox
        label="City"
        placeholder="Where?"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        suggest={(text) => CITIES.filter((city) => city.toLowerCase().startsWith(text.toLowerCase()))}
        listLabel="Suggestions"
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

afterEach(cleanup);

describe("Combobox", () => {
  it("is a labelled combobox whose list opens on focus and filters as one types", async () => {
    const user = userEvent.setup();
    render(<CityBox />);
    const box = screen.getByRole("combobox", { name: "City" });
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await user.click(box);
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(CITIES);
    await user.type(box, "v");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Vancouver", "Victoria"]);
    expect(screen.getByRole("listbox", { name: "Suggestions" })).toBeTruthy();
  });

  it("moves with the arrows (wrapping), marks the active option, and fills the box on Enter", async () => {
    const user = userEvent.setup();
    render(<CityBox />);
    const box = screen.getByRole("combobox", { name: "City" });
    await user.type(box, "v");
    await user.keyboard("{ArrowDown}");
    const [vancouver, victoria] = screen.getAllByRole("option");
    expect(box.getAttribute("aria-activedescendant")).toBe(vancouver!.id);
    expect(vancouver!.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(box.getAttribute("aria-activedescendant")).toBe(vancouver!.id);
    await user.keyboard("{ArrowUp}");
    expect(box.getAttribute("aria-activedescendant")).toBe(victoria!.id);
    await user.keyboard("{Enter}");
    expect((box as HTMLInputElement).value).toBe("Victoria");
    expect(box.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Escape and on leaving the field, keeping what was typed", async () => {
    const user = userEvent.setup();
    render(<CityBox />);
    const box = screen.getByRole("combobox", { name: "City" });
    await user.type(box, "To");
    expect(box.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect((box as HTMLInputElement).value).toBe("To");
    await user.keyboard("{ArrowDown}");
    expect(box.getAttribute("aria-expanded")).toBe("true");
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Elsewhere");
    expect(box.getAttribute("aria-expanded")).toBe("false");
  });

  it("chooses an option with the pointer", async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<CityBox onValue={(value) => chosen.push(value)} />);
    await user.click(screen.getByRole("combobox", { name: "City" }));
    await user.click(screen.getByRole("option", { name: "Montreal" }));
    expect(chosen.at(-1)).toBe("Montreal");
    expect(screen.getByRole<HTMLInputElement>("combobox", { name: "City" }).value).toBe("Montreal");
  });

  it("shows no list when nothing matches", async () => {
    const user = userEvent.setup();
    render(<CityBox />);
    const box = screen.getByRole("combobox", { name: "City" });
    await user.type(box, "zz");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });
});
