/** @jsxImportSource preact */
import type { ComponentChildren } from "preact";
import { PUBLIC_LABELS } from "../../lib/domain/shared/publicTexts";

/** A link to another site, opened in a new tab, saying so to screen readers. */
export function NewTabLink({
  href,
  className,
  platform,
  children,
}: {
  href: string;
  className: string;
  platform?: string;
  children: ComponentChildren;
}) {
  return (
    <a href={href} data-listen-platform={platform} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {PUBLIC_LABELS.opensInNewTab}</span>
    </a>
  );
}

/** A release's Spotify album link, on release cards and the artist page's Spotify list. */
export function ListenOnSpotify({ href, platform }: { href: string; platform?: string }) {
  return (
    <NewTabLink href={href} platform={platform} className="mt-2 inline-block text-xs tracking-widest text-accent hover:underline">
      {PUBLIC_LABELS.listenOnSpotify} <span aria-hidden="true">↗</span>
    </NewTabLink>
  );
}
