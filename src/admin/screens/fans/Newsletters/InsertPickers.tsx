import { useState } from "react";
import { call } from "../../../../lib/client/callables";
import { NEWSLETTER_TEXTS } from "../../../../lib/domain/fans";
import { escapeHtml } from "../../../../lib/domain/shared";
import type { AdminRelease } from "../../../../lib/domain/catalog";
import { MEDIA_MESSAGES } from "../../../../lib/domain/media";
import { releasePath } from "../../../../lib/site/paths";
import { Button } from "../../../components/Button";
import { TextInput } from "../../../components/form/controls";
import { useMediaLibrary } from "../../../hooks/useMediaLibrary";

/**
 * A release card as the editor keeps it: the cover, the title linking to the
 * release page (absolute: the admin is on the site's origin, and an email
 * has no page to be relative to), the artists. Quill turns it into its own
 * formats (image, header, link).
 */
export function releaseCardHtml(release: AdminRelease, origin: string): string {
  const primary = release.release_artists.find((a) => a.is_primary)?.artist ?? release.release_artists[0]?.artist ?? null;
  const url = primary ? `${origin}${releasePath(primary.slug, release.slug)}` : `${origin}/releases`;
  const artists = release.release_artists.flatMap((a) => (a.artist ? [a.artist.name] : [])).join(", ");
  const cover = release.image_url ? `<p><img src="${escapeHtml(release.image_url)}" alt="${escapeHtml(release.title)}"></p>` : "";
  return `${cover}<h3><a href="${escapeHtml(url)}">${escapeHtml(release.title)}</a></h3><p>${escapeHtml(artists)}</p>`;
}

type Open = "release" | "image" | null;

/** INSERT RELEASE (from the catalogue, searched by title) and IMAGE FROM LIBRARY (the uploaded images), each put in at the cursor. */
export function InsertPickers({ onInsert }: { onInsert: (html: string) => void }) {
  const [open, setOpen] = useState<Open>(null);
  const [q, setQ] = useState("");
  const [releases, setReleases] = useState<AdminRelease[]>([]);
  const [imagesShown, setImagesShown] = useState(false);
  // Read when IMAGE FROM LIBRARY is first opened, a page at a time.
  const library = useMediaLibrary(MEDIA_MESSAGES.loadFailed, { enabled: imagesShown });
  const { media } = library;

  function show(which: Open) {
    setOpen(open === which ? null : which);
    if (which === "release") void searchReleases("");
    if (which === "image") setImagesShown(true);
  }

  async function searchReleases(text: string) {
    setQ(text);
    try {
      setReleases((await call("listAdminReleases", { q: text, last: false })).releases);
    } catch (error) {
      console.error("listAdminReleases failed", error);
    }
  }

  const pick = (html: string) => {
    onInsert(html);
    setOpen(null);
  };

  return (
    <div className="my-2">
      <div className="flex gap-2">
        <Button aria-expanded={open === "release"} onClick={() => show("release")}>
          {NEWSLETTER_TEXTS.insertRelease}
        </Button>
        <Button aria-expanded={open === "image"} onClick={() => show("image")}>
          {NEWSLETTER_TEXTS.insertImage}
        </Button>
      </div>
      {open === "release" && (
        <div className="mt-2 border border-white/15 p-3">
          <TextInput aria-label="Search releases" value={q} onChange={(e) => void searchReleases(e.target.value)} />
          <ul className="mt-2 max-h-60 overflow-auto">
            {releases.map((release) => (
              <li key={release.id}>
                <button
                  type="button"
                  className="w-full py-1 text-left text-sm hover:text-accent"
                  onClick={() => pick(releaseCardHtml(release, window.location.origin))}
                >
                  {release.title}
                  {release.primary_artist_name ? ` · ${release.primary_artist_name}` : ""}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {open === "image" && (
        <ul className="mt-2 grid max-h-60 grid-cols-4 gap-2 overflow-auto border border-white/15 p-3">
          {media.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                aria-label={`Insert image ${index + 1}`}
                onClick={() => pick(`<p><img src="${escapeHtml(item.url)}"></p>`)}
              >
                <img src={item.url} alt="" className="h-20 w-full object-cover" />
              </button>
            </li>
          ))}
          {library.more && (
            <li className="col-span-4">
              <Button onClick={library.more} disabled={library.pending}>
                {MEDIA_MESSAGES.loadMore}
              </Button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
