import { useEffect, useState, type KeyboardEvent } from "react";
import { LOADING_TEXTS } from "../../../lib/domain/shared";
import { useSearchResults } from "../../hooks/useSearchResults";
import { control } from "./controls";

/** One thing a picker offers: its id and the name it is listed and shown by. */
export interface PickerChoice {
  id: string;
  name: string;
}

export interface SearchPickerProps<T extends PickerChoice> {
  id: string;
  /** The chosen item's id, "" for none. */
  value: string;
  /** The chosen item's name, shown in the box while it is not being edited. */
  valueName: string;
  /** A pick, or null when the box was emptied. */
  onPick: (item: T | null) => void;
  /** Items not offered (an artist picker: the primary and those already credited). */
  exclude?: readonly string[];
  /** Empty the box after a pick: the picker adds to a list. */
  addsToList?: boolean;
  "aria-describedby"?: string;
}

interface SearchPickerConfig<T extends PickerChoice> {
  /** Asks the server for the first matches of what is typed ("" lists from the start). */
  search: (text: string) => Promise<T[]>;
  /** What else the matches depend on: a change asks again. */
  searchScope?: string;
  /** The toast when the server cannot answer. */
  searchFailed: string;
  /** The box's placeholder and the list's name. */
  placeholder: string;
  noMatches: string;
}

/**
 * A thing chosen among many (the label's artists, its releases) by typing
 * part of its name: the server answers the first 20 matches of the whole
 * catalogue (1,000 do not fit a select). The ARIA combobox pattern: typing,
 * a click or ↓ opens the list, ↑/↓ move, Enter picks, Escape closes and
 * restores the chosen item.
 */
export function SearchPicker<T extends PickerChoice>({
  id,
  value,
  valueName,
  onPick,
  exclude = [],
  addsToList = false,
  search,
  searchScope = "",
  searchFailed,
  placeholder,
  noMatches,
  ...aria
}: SearchPickerProps<T> & SearchPickerConfig<T>) {
  const [text, setText] = useState(addsToList ? "" : valueName);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = addsToList ? "" : valueName;
  // The name may arrive after the id (resolved by the server): show it unless the box is being edited.
  useEffect(() => {
    if (!open) setText(shown);
  }, [shown, open]);
  // The box showing the chosen artist lists from the start; typing searches.
  const results = useSearchResults(text === shown ? "" : text, open, search, searchFailed, searchScope);
  const options = (results ?? []).filter((item) => !exclude.includes(item.id));
  const optionId = (item: T) => `${id}-option-${item.id}`;
  const current = open ? options[Math.min(active, options.length - 1)] : undefined;

  function pick(item: T) {
    onPick(item);
    setText(addsToList ? "" : item.name);
    setOpen(false);
  }

  function leave() {
    setOpen(false);
    if (!addsToList && text.trim() === "" && value) onPick(null);
    else setText(shown);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      const last = Math.max(0, options.length - 1);
      setActive((n) => (event.key === "ArrowDown" ? Math.min(Math.min(n, last) + 1, last) : Math.max(Math.min(n, last) - 1, 0)));
    } else if (event.key === "Enter" && current) {
      event.preventDefault();
      pick(current);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setText(shown);
    }
  }

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-options`}
        aria-activedescendant={current ? optionId(current) : undefined}
        aria-describedby={aria["aria-describedby"]}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={leave}
        className={control}
      />
      <ul
        id={`${id}-options`}
        role="listbox"
        aria-label={placeholder}
        hidden={!open || options.length === 0}
        className="absolute z-10 max-h-64 w-full overflow-auto border border-white/20 bg-ink text-sm"
      >
        {options.map((item) => (
          <li
            key={item.id}
            id={optionId(item)}
            role="option"
            aria-selected={item === current}
            // Keeps the focus in the box, so the click picks before the box's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(item)}
            className={`cursor-pointer px-3 py-1.5 ${item === current ? "bg-white/15" : ""}`}
          >
            {item.name}
          </li>
        ))}
      </ul>
      {open && options.length === 0 && (
        <p role="status" className="absolute z-10 w-full border border-white/20 bg-ink px-3 py-1.5 text-sm text-muted">
          {results === null ? LOADING_TEXTS.generic : noMatches}
        </p>
      )}
    </div>
  );
}
