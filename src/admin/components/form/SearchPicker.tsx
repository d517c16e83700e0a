import { useEffect, useState, type KeyboardEvent } from "react";
import { ADMIN_LIST_TEXTS, LOADING_TEXTS } from "../../../lib/domain/shared";
import type { ArtistChoice } from "../../../lib/domain/catalog/contract";
import { useArtistSearch, type ReleaseAction } from "../../hooks/useArtistChoices";
import { control } from "./controls";

interface Props {
  id: string;
  /** The chosen artist's id, "" for none. */
  value: string;
  /** The chosen artist's name, shown in the box while it is not being edited. */
  valueName: string;
  /** A pick, or null when the box was emptied. */
  onPick: (artist: ArtistChoice | null) => void;
  /** Offer only artists the caller holds this releases action for. */
  forRelease?: ReleaseAction | null;
  /** Artists not offered (the primary and those already credited). */
  exclude?: readonly string[];
  /** Empty the box after a pick: the picker adds to a list. */
  addsToList?: boolean;
  "aria-describedby"?: string;
}

/**
 * An artist chosen among the label's artists by typing part of a name: the
 * server answers the first 20 matches (1,000 artists do not fit a select).
 * The ARIA combobox pattern: typing, a click or ↓ opens the list, ↑/↓ move,
 * Enter picks, Escape closes and restores the chosen artist.
 */
export function ArtistPicker({ id, value, valueName, onPick, forRelease = null, exclude = [], addsToList = false, ...aria }: Props) {
  const [text, setText] = useState(addsToList ? "" : valueName);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = addsToList ? "" : valueName;
  // The name may arrive after the id (resolved by the server): show it unless the box is being edited.
  useEffect(() => {
    if (!open) setText(shown);
  }, [shown, open]);
  // The box showing the chosen artist lists from the start; typing searches.
  const results = useArtistSearch(text === shown ? "" : text, open, forRelease);
  const options = (results ?? []).filter((artist) => !exclude.includes(artist.id));
  const optionId = (artist: ArtistChoice) => `${id}-option-${artist.id}`;
  const current = open ? options[Math.min(active, options.length - 1)] : undefined;

  function pick(artist: ArtistChoice) {
    onPick(artist);
    setText(addsToList ? "" : artist.name);
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
        placeholder={ADMIN_LIST_TEXTS.pickArtist}
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
      <ul id={`${id}-options`} role="listbox" aria-label={ADMIN_LIST_TEXTS.pickArtist} hidden={!open || options.length === 0} className="absolute z-10 max-h-64 w-full overflow-auto border border-white/20 bg-ink text-sm">
        {options.map((artist) => (
          <li
            key={artist.id}
            id={optionId(artist)}
            role="option"
            aria-selected={artist === current}
            // Keeps the focus in the box, so the click picks before the box's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(artist)}
            className={`cursor-pointer px-3 py-1.5 ${artist === current ? "bg-white/15" : ""}`}
          >
            {artist.name}
          </li>
        ))}
      </ul>
      {open && options.length === 0 && (
        <p role="status" className="absolute z-10 w-full border border-white/20 bg-ink px-3 py-1.5 text-sm text-muted">
          {results === null ? LOADING_TEXTS.generic : ADMIN_LIST_TEXTS.noArtistMatches}
        </p>
      )}
    </div>
  );
}
