import { useState } from "react";
import { NEWSLETTER_TEXTS, type NewsletterAudience } from "../../../../lib/domain/fans";
import type { ArtistChoice } from "../../../../lib/domain/catalog";
import { ArtistPicker } from "../../../components/form/ArtistPicker";
import { useArtistNames } from "../../../hooks/useArtistChoices";

/**
 * AUDIENCE: all label news subscribers, and the followers of each artist
 * ticked. Artists are found with the admin's artist search (the whole
 * catalogue, by keyboard too); each one picked is listed ticked, and stays
 * listed when unticked until the form closes, so a slip is undone in place.
 */
export function AudienceField({ value, onChange }: { value: NewsletterAudience; onChange: (next: NewsletterAudience) => void }) {
  const [listed, setListed] = useState<string[]>(value.artist_ids);
  const { nameOf, remember } = useArtistNames(listed);
  const toggle = (id: string, on: boolean) =>
    onChange({ ...value, artist_ids: on ? [...value.artist_ids, id] : value.artist_ids.filter((a) => a !== id) });

  function add(artist: ArtistChoice | null) {
    if (!artist) return;
    remember(artist);
    setListed((current) => (current.includes(artist.id) ? current : [...current, artist.id]));
    if (!value.artist_ids.includes(artist.id)) toggle(artist.id, true);
  }

  return (
    <fieldset className="mt-4">
      <legend className="text-xs tracking-widest">{NEWSLETTER_TEXTS.audience}</legend>
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={value.label} onChange={(e) => onChange({ ...value, label: e.target.checked })} />
        {NEWSLETTER_TEXTS.labelNews}
      </label>
      <label htmlFor="newsletter-audience-artist" className="mt-3 block text-xs text-muted">
        {NEWSLETTER_TEXTS.followersOf}
      </label>
      <div className="mt-1 max-w-md">
        <ArtistPicker id="newsletter-audience-artist" value="" valueName="" onPick={add} exclude={value.artist_ids} addsToList />
      </div>
      <div className="mt-2 grid gap-1 sm:grid-cols-3">
        {listed.map((id) => (
          <label key={id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={value.artist_ids.includes(id)} onChange={(e) => toggle(id, e.target.checked)} />
            {nameOf(id) || id}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
