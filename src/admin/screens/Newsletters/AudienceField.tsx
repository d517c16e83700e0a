import { useEffect, useState } from "react";
import { call } from "../../../lib/client/callables";
import { NEWSLETTER_TEXTS, type NewsletterAudience } from "../../../lib/domain/fans";
import type { ArtistChoice } from "../../../lib/domain/catalog/contract";

/** AUDIENCE: all label news subscribers, and the followers of each artist ticked. */
export function AudienceField({ value, onChange }: { value: NewsletterAudience; onChange: (next: NewsletterAudience) => void }) {
  const [artists, setArtists] = useState<ArtistChoice[]>([]);
  useEffect(() => {
    let current = true;
    // The label's artists by name (the first ones; a small label has a few dozen). Without artists view the list stays empty: label news only.
    call("listArtistChoices", { q: "", ids: value.artist_ids, for_release: null })
      .then((answer) => current && setArtists([...answer.artists, ...answer.named.filter((n) => !answer.artists.some((a) => a.id === n.id))]))
      .catch((error: unknown) => console.error("listArtistChoices failed", error));
    return () => {
      current = false;
    };
    // Loaded once: the ticked ones are among the answer from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const toggle = (id: string, on: boolean) => onChange({ ...value, artist_ids: on ? [...value.artist_ids, id] : value.artist_ids.filter((a) => a !== id) });

  return (
    <fieldset className="mt-4">
      <legend className="text-xs tracking-widest">{NEWSLETTER_TEXTS.audience}</legend>
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={value.label} onChange={(e) => onChange({ ...value, label: e.target.checked })} />
        {NEWSLETTER_TEXTS.labelNews}
      </label>
      {artists.length > 0 && <p className="mt-3 text-xs text-muted">{NEWSLETTER_TEXTS.followersOf}</p>}
      <div className="mt-1 grid gap-1 sm:grid-cols-3">
        {artists.map((artist) => (
          <label key={artist.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={value.artist_ids.includes(artist.id)} onChange={(e) => toggle(artist.id, e.target.checked)} />
            {artist.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
