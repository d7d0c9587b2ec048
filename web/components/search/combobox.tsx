// An editable combobox with a suggestion list, after the WAI-ARIA APG "list autocomplete" pattern:
// opens on focus or typing; arrows move, Enter chooses, Escape or a click outside closes; choosing
// fills the box. (Radix has no combobox, and a library for this one widget would cost more than it.)
import { useId, useState, type KeyboardEvent } from "react";

interface Props {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Suggestions for the current text. */
  suggest: (text: string) => string[];
  listLabel: string;
  name?: string;
  className?: string;
}

export function Combobox({ label, placeholder, value, onChange, suggest, listLabel, name, className }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = suggest(value);
  const expanded = open && options.length > 0;

  const choose = (option: string) => {
    onChange(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        setActive((i) => (options.length === 0 ? -1 : (i + 1) % options.length));
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        setActive((i) => (options.length === 0 ? -1 : i <= 0 ? options.length - 1 : i - 1));
        break;
      case "Enter":
        if (expanded && active >= 0 && options[active] !== undefined) {
          event.preventDefault();
          choose(options[active]);
        }
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  };

  return (
    <div className={`relative ${className ?? ""}`}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-12 w-full rounded-xl border border-gray-300 bg-white px-4 text-base text-gray-900 placeholder:text-gray-500"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        // Out of the tab order (focus stays in the input, APG): a list long enough to scroll is a tab stop in
        // Chromium, and Tab landed on it just as the input's blur closed it, dropping focus to the page.
        tabIndex={-1}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the input so the click chooses instead of closing the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={`cursor-pointer px-4 py-2 text-gray-900 ${index === active ? "bg-brand-50 text-brand-800" : "hover:bg-gray-50"}`}
          >
            {option}
          </li>
        ))}
      </ul>
    </div>
  );
}
