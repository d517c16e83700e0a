import { useState, type KeyboardEvent } from "react";
import type { ArtistChoice } from "../../../lib/domain/contracts/content";
import { Button } from "../../components/Button";
import { Select } from "../../components/form/controls";
import {
  addAdditionalArtist,
  availableAdditionalArtists,
  moveAdditionalArtist,
  removeAdditionalArtist,
} from "./additionalArtists";

interface Props {
  id: string;
  artists: readonly ArtistChoice[];
  value: readonly string[];
  primaryId: string | null | undefined;
  onChange: (next: string[]) => void;
}

/**
 * Additional artists, credited after the primary in the order listed. Each
 * row moves with its ↑/↓ buttons or Alt+Arrow keys while focused.
 */
export function AdditionalArtistsPicker({ id, artists, value, primaryId, onChange }: Props) {
  const [choice, setChoice] = useState("");
  const nameOf = (artistId: string) => artists.find((a) => a.id === artistId)?.name ?? artistId;
  const available = availableAdditionalArtists(artists, value, primaryId);

  function add() {
    if (!choice) return;
    onChange(addAdditionalArtist(value, choice, primaryId));
    setChoice("");
  }

  function move(index: number, delta: -1 | 1) {
    onChange(moveAdditionalArtist(value, index, delta));
    // Keep focus on the moved row so the keyboard can keep moving it.
    requestAnimationFrame(() => document.getElementById(`${id}-row-${index + delta}`)?.focus());
  }

  function onRowKey(event: KeyboardEvent<HTMLLIElement>, index: number) {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    move(index, event.key === "ArrowUp" ? -1 : 1);
  }

  return (
    <div>
      <div className="flex gap-2">
        <Select id={id} value={choice} onChange={(e) => setChoice(e.target.value)} aria-describedby={`${id}-hint`}>
          <option value="">Select an artist to add</option>
          {available.map((artist) => (
            <option key={artist.id} value={artist.id}>
              {artist.name}
            </option>
          ))}
        </Select>
        <Button className="mt-1 shrink-0" onClick={add} disabled={!choice}>
          ADD ARTIST
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        Credited after the primary artist, in this order. Alt+↑/↓ moves the focused artist.
      </p>
      {value.length > 0 && (
        <ol aria-label="Additional artists" className="mt-2 space-y-1">
          {value.map((artistId, index) => (
            <li
              key={artistId}
              id={`${id}-row-${index}`}
              tabIndex={0}
              onKeyDown={(e) => onRowKey(e, index)}
              className="flex items-center justify-between gap-2 border border-white/10 px-3 py-1.5 text-sm focus:border-accent"
            >
              <span>
                {index + 1}. {nameOf(artistId)}
              </span>
              <span className="flex gap-1">
                <Button variant="ghost" aria-label={`Move ${nameOf(artistId)} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                  ↑
                </Button>
                <Button variant="ghost" aria-label={`Move ${nameOf(artistId)} down`} disabled={index === value.length - 1} onClick={() => move(index, 1)}>
                  ↓
                </Button>
                <Button variant="ghost" aria-label={`Remove ${nameOf(artistId)}`} onClick={() => onChange(removeAdditionalArtist(value, artistId))}>
                  ✕
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
