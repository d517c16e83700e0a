import { useState } from "react";
import toast from "react-hot-toast";
import { call } from "../../../../lib/client/callables";
import { deriveSpotifyAlbumUrl, parseSpotifyAlbumId } from "../../../../lib/domain/catalog";
import { RELEASE_TOASTS } from "../../../../lib/domain/shared";
import type { AdminRelease } from "../../../../lib/domain/catalog";
import { LINK_ATTRIBUTIONS, isPlatformLink, platformLabel } from "../../../../lib/domain/catalog";
import { Button } from "../../../components/Button";
import { useBusyAction } from "../../../hooks/useBusyAction";

const FETCHED_AT = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });

interface Props {
  /** The saved release being edited; null while it is not saved yet. */
  release: AdminRelease | null;
  /** The ISRC and album ID as currently typed in the form. */
  readIds: () => { isrc: string | null | undefined; spotifyAlbumId: string | null | undefined };
  onGenerated: () => void;
}

/**
 * Multi-platform links (docs/product.md#multi-platform-links): generates the release's streaming
 * links for 30+ platforms from its ISRC or Spotify album, through song.link.
 */
export function DspLinksSection({ release, readIds, onGenerated }: Props) {
  const [links, setLinks] = useState<Record<string, string>>(release?.dsp_links ?? {});
  const [fetchedAt, setFetchedAt] = useState<Date | null>(release?.dsp_links_fetched_at ?? null);
  const { busy, run } = useBusyAction();
  const hasLinks = Object.keys(links).length > 0;

  async function generate() {
    if (!release) {
      toast.error(RELEASE_TOASTS.saveReleaseFirst);
      return;
    }
    const ids = readIds();
    const isrc = ids.isrc?.trim().toUpperCase() || null;
    const albumId = parseSpotifyAlbumId(ids.spotifyAlbumId) ?? (ids.spotifyAlbumId?.trim() || null);
    if (!isrc && !albumId) {
      toast.error(RELEASE_TOASTS.isrcOrAlbumIdMissing);
      return;
    }
    const request = { releaseId: release.id, spotifyUrl: deriveSpotifyAlbumUrl(albumId), isrc };
    await run(
      "generateDspLinks",
      () => call("generateDspLinks", request),
      RELEASE_TOASTS.dspLinksFailed,
      (result) => {
        if (!result.success) return void toast.error(result.message || RELEASE_TOASTS.dspLinksFetchFailed);
        setLinks(result.platforms);
        setFetchedAt(result.fetchedAt);
        // Nothing found is an answer, not a success to celebrate.
        if (Object.keys(result.platforms).length > 0) toast.success(RELEASE_TOASTS.dspLinksGenerated);
        else toast(RELEASE_TOASTS.dspLinksNoneFound);
        onGenerated();
      },
    );
  }

  return (
    <section aria-labelledby="dsp-links-title" className="mt-8 border-t border-white/10 pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="dsp-links-title" className="text-sm font-bold tracking-widest">
          MULTI-PLATFORM LINKS
        </h3>
        <Button variant="primary" disabled={busy} onClick={() => void generate()}>
          {busy ? "GENERATING..." : hasLinks ? "REFRESH LINKS" : "GENERATE LINKS"}
        </Button>
      </div>
      <p className="mt-1 text-xs text-muted">Streaming links for 30+ platforms, found from the ISRC or the Spotify album.</p>
      {fetchedAt && <p className="mt-2 text-xs text-muted">Last fetched: {FETCHED_AT.format(fetchedAt)}</p>}
      {hasLinks && (
        <>
          <ul aria-label="Streaming links" className="mt-3 space-y-1 text-sm">
            {Object.entries(links)
              .filter(([platform]) => isPlatformLink(platform))
              .map(([platform, url]) => (
                <li key={platform} className="flex gap-2">
                  <span className="w-32 shrink-0 text-muted">{platformLabel(platform)}</span>
                  <a href={url} target="_blank" rel="noopener noreferrer" className="truncate underline hover:text-accent">
                    {url}
                  </a>
                </li>
              ))}
          </ul>
          <p className="mt-2 flex flex-wrap gap-x-3 text-xs text-muted">
            {LINK_ATTRIBUTIONS.filter(({ key }) => links[key]).map(({ key, text }) => (
              <a key={key} href={links[key]} target="_blank" rel="noopener noreferrer" className="underline">
                {text}
              </a>
            ))}
          </p>
        </>
      )}
    </section>
  );
}
