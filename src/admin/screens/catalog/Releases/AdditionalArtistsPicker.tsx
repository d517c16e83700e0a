import type { KeyboardEvent } from "react";
import type { ArtistChoice } from "../../../../lib/domain/catalog";
import { Button } from "../../../components/Button";
import { ArtistPicker } from "../../../components/form/ArtistPicker";
import { addAdditionalArtist, moveAdditionalArtist, removeAdditionalArtist, takenArtistIds } from "./additionalArtists";

interface Props {
  id: string;
  value: readonly string[];
  primaryId: string | null | undefined;
  onChange: (next: string[]) => void;
  /** Names of the listed artists (see useArtistNames). */
  nameOf: (artistId: string) => string;
  /** Notes a picked artist's name. */
  remember: (artist: ArtistChoice) => void;
}

/**
 * Additional artists, credited after the primary in the order listed: a
 * pick from the artist search adds one. Each row moves with its ↑/↓ buttons
 * or Alt+Arrow keys while focused.
 */
export function AdditionalArtistsPicker({ id, value, primaryId, onChange, nameOf: knownName, remember }: Props) {
  const nameOf = (artistId: string) => knownName(artistId) || artistId;

  function add(artist: ArtistChoice | null) {
    if (!artist) return;
    remember(artist);
    onChange(addAdditionalArtist(value, artist.id, primaryId));
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
      <ArtistPicker
        id={id}
        value=""
        valueName=""
        onPick={add}
        exclude={takenArtistIds(value, primaryId)}
        addsToList
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        Pick an artist to add. Credited after the primary artist, in this order. Alt+↑/↓ moves the focused artist.
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
                <Button
                  variant="ghost"
                  aria-label={`Move ${nameOf(artistId)} down`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Remove ${nameOf(artistId)}`}
                  onClick={() => onChange(removeAdditionalArtist(value, artistId))}
                >
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
