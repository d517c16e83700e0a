import { useState } from "react";
import { MEDIA_MESSAGES, thumbnailPath } from "../../../lib/domain/media";
import type { MediaLibraryItem } from "../../../lib/domain/media";
import { Button } from "../../components/Button";
import { TextInput } from "../../components/form/controls";
import { useCallableQuery } from "../../hooks/useCallableQuery";
import { useMediaLibrary } from "../../hooks/useMediaLibrary";
import { STORE_SCREEN_TEXTS } from "../../../lib/domain/store";

/** What the search matches of an image: where it is used, its date and its file name (the library has no titles). */
const searchableText = (item: MediaLibraryItem) =>
  [item.url, item.created_at.toISOString().slice(0, 10), ...item.used_by.map((use) => use.label)].join(" ").toLowerCase();

export const describeMedia = (item: MediaLibraryItem) =>
  `${item.used_by.length > 0 ? item.used_by.map((use) => use.label).join(", ") : "Not used"} · ${item.width}×${item.height} · ${item.created_at.toISOString().slice(0, 10)}`;

/**
 * A physical product's images (docs/store.md#what-staff-see): the chosen
 * ones in order, each with MOVE UP, MOVE DOWN and REMOVE, and CHOOSE FROM
 * MEDIA LIBRARY, which lists the library a page at a time (LOAD MORE;
 * searched by where an image is used or its date, in the pages loaded) as
 * buttons, so a keyboard picks one with Tab and Enter. The chosen images
 * the loaded pages do not hold are asked for by id. The first image is the
 * one the site shows.
 */
export function ProductImages({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const library = useMediaLibrary(STORE_SCREEN_TEXTS.mediaLoadFailed);
  const { media } = library;
  const listed = new Set(media.map((item) => item.id));
  const missing = value.filter((id) => !listed.has(id)).sort();
  const chosen = useCallableQuery("listMedia", { ids: missing }, STORE_SCREEN_TEXTS.mediaLoadFailed, {
    enabled: !library.loading && missing.length > 0,
  });
  const byId = new Map([...(chosen.data?.media ?? []), ...media].map((item) => [item.id, item]));
  const loading = library.loading || chosen.loading;
  const needle = q.trim().toLowerCase();
  const found = media.filter((item) => !value.includes(item.id) && (!needle || searchableText(item).includes(needle)));
  const [announce, setAnnounce] = useState("");

  const move = (from: number, to: number) => {
    const next = [...value];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id!);
    onChange(next);
  };

  return (
    <fieldset className="mt-6">
      <legend className="text-xs tracking-widest">IMAGES</legend>
      <p className="mt-1 text-xs text-muted">The first image is shown on the store and the release page.</p>
      {value.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No images chosen.</p>
      ) : (
        <ol className="mt-2 space-y-2" aria-label="Chosen images" data-testid="product-images">
          {value.map((id, i) => {
            const item = byId.get(id);
            const name = `image ${i + 1}`;
            return (
              <li key={id} className="flex flex-wrap items-center gap-3" data-media-id={id}>
                {item ? (
                  <img src={thumbnailPath(item.url)} alt="" width={64} height={64} className="h-16 w-16 object-cover" />
                ) : (
                  <span className="h-16 w-16 bg-white/5" />
                )}
                <span className="min-w-0 flex-1 text-xs">{item ? describeMedia(item) : loading ? "LOADING..." : id}</span>
                <Button aria-label={`MOVE UP ${name}`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                  MOVE UP
                </Button>
                <Button aria-label={`MOVE DOWN ${name}`} disabled={i === value.length - 1} onClick={() => move(i, i + 1)}>
                  MOVE DOWN
                </Button>
                <Button aria-label={`REMOVE ${name}`} onClick={() => onChange(value.filter((other) => other !== id))}>
                  REMOVE
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <Button className="mt-2" aria-expanded={open} aria-controls="product-media-library" onClick={() => setOpen(!open)}>
        CHOOSE FROM MEDIA LIBRARY
      </Button>
      <p className="sr-only" role="status">
        {announce}
      </p>
      {open && (
        <div id="product-media-library" className="mt-2 border border-white/15 p-3">
          <TextInput
            aria-label="Search the media library"
            placeholder="Search by where an image is used"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
          {library.loading ? (
            <p className="mt-2 text-sm">LOADING...</p>
          ) : found.length === 0 ? (
            <p className="mt-2 text-sm text-muted">No images found.</p>
          ) : (
            <ul className="mt-2 grid max-h-80 grid-cols-2 gap-2 overflow-auto sm:grid-cols-4" aria-label="Media library">
              {found.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="w-full text-left text-xs hover:text-accent focus:outline focus:outline-2 focus:outline-accent"
                    aria-label={`Add image: ${describeMedia(item)}`}
                    data-media-id={item.id}
                    onClick={() => {
                      onChange([...value, item.id]);
                      setAnnounce(`Image ${value.length + 1} added.`);
                    }}
                  >
                    <img src={thumbnailPath(item.url)} alt="" className="h-20 w-full object-cover" loading="lazy" />
                    <span className="mt-1 block truncate">{describeMedia(item)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {library.more && (
            <Button className="mt-2" onClick={library.more} disabled={library.pending}>
              {MEDIA_MESSAGES.loadMore}
            </Button>
          )}
        </div>
      )}
    </fieldset>
  );
}
