// A pressed-or-not choice above a list: the city filter, "Open now" (green when pressed), "List" / "Map"
// and "Near me" share this look, so they read as one row of choices.
import type { ReactNode } from "react";

interface PillToggleProps {
  pressed: boolean;
  onClick: () => void;
  /** The pressed look, the brand's unless told. */
  pressedLook?: string;
  children: ReactNode;
}

export function PillToggle({ pressed, onClick, pressedLook = "border-brand-700 bg-brand-700 text-white", children }: PillToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`rounded-full border px-4 py-1.5 text-sm font-medium ${pressed ? pressedLook : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50"}`}
    >
      {children}
    </button>
  );
}
