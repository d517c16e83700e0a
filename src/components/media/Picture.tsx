/** @jsxImportSource preact */
import { imageView } from "../../lib/domain/media/media";

export interface PictureProps {
  /** An uploaded image's reference or a pasted URL. */
  src: string;
  alt: string;
  /** Box the page reserves (pasted URLs; uploaded images use their own size, same layout through CSS). */
  width: number;
  height: number;
  /** The slot's width per breakpoint, as the layout gives it (the `sizes` attribute). */
  sizes: string;
  /**
   * lazy: below the fold; eager: in the first screen; priority: the first
   * visible image (the page's largest paint), fetched before everything else.
   */
  loading?: "lazy" | "eager" | "priority";
  className?: string;
}

/**
 * An image of a public page: for an uploaded image a <picture> offering
 * AVIF then WebP at every variant width, for a pasted URL a plain <img>.
 * Always with explicit width and height, so nothing shifts while it loads.
 */
export function Picture({ src, alt, width, height, sizes, loading = "lazy", className }: PictureProps) {
  const view = imageView(src);
  const img = {
    alt,
    className,
    loading: loading === "lazy" ? ("lazy" as const) : ("eager" as const),
    decoding: "async" as const,
    ...(loading === "priority" ? { fetchpriority: "high" as const } : {}),
  };
  if (view.kind === "img") return <img src={view.src} width={width} height={height} {...img} />;
  return (
    <picture className="block">
      {view.sources.map((source) => (
        <source key={source.type} type={source.type} srcset={source.srcset} sizes={sizes} />
      ))}
      <img src={view.src} width={view.width} height={view.height} {...img} />
    </picture>
  );
}
