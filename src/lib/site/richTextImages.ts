import { imageView } from "../domain/media";

/**
 * Uploaded images inside press content become <picture> elements with AVIF
 * and WebP candidates, explicit width and height and lazy loading; pasted
 * images stay as they are. Runs on HTML already sanitized (DOMPurify writes
 * attributes as name="value" with quotes escaped), after sanitizing, so it
 * adds markup the sanitizer would not let through on its own.
 */
const IMG = /<img\b([^>]*)>/gi;
const attribute = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(attrs)?.[1] ?? null;

export function withResponsiveImages(html: string, sizes: string): string {
  return html.replace(IMG, (tag, attrs: string) => {
    const src = attribute(attrs, "src");
    const view = src ? imageView(src) : null;
    if (!view || view.kind !== "picture") return tag;
    const alt = attribute(attrs, "alt") ?? "";
    const sources = view.sources.map((s) => `<source type="${s.type}" srcset="${s.srcset}" sizes="${sizes}">`).join("");
    return `<picture>${sources}<img src="${view.src}" alt="${alt}" width="${view.width}" height="${view.height}" loading="lazy" decoding="async"></picture>`;
  });
}
