/** @jsxImportSource preact */
import { PUBLIC_LABELS } from "../../lib/domain/shared/publicTexts";
import { IMAGE_SIZES } from "../../lib/site/imageSizes";
import type { PressCard as PressCardView } from "../../lib/site/views";
import { Picture } from "../media/Picture";

/** Press card: home (title clamped to 2 lines) and the press list (with READ MORE). */
export function PressCard({
  post,
  clampTitle = false,
  readMore = false,
  eager = false,
  priority = false,
}: {
  post: PressCardView;
  clampTitle?: boolean;
  readMore?: boolean;
  /** In the first screen: fetched at once. */
  eager?: boolean;
  /** The page's first visible image: fetched first, never lazily. */
  priority?: boolean;
}) {
  return (
    <a href={post.href} className="group block" data-testid="press-card">
      {post.imageUrl && (
        <Picture
          src={post.imageUrl}
          alt=""
          width={1200}
          height={630}
          sizes={IMAGE_SIZES.pressGrid}
          loading={priority ? "priority" : eager ? "eager" : "lazy"}
          className="aspect-[1200/630] w-full object-cover"
        />
      )}
      <p className="mt-3 text-xs tracking-widest text-muted">{post.date}</p>
      <h3 className={`mt-1 text-lg font-bold group-hover:text-accent${clampTitle ? " line-clamp-2" : ""}`}>{post.title}</h3>
      {post.excerpt && <p className="mt-1 line-clamp-3 text-sm text-paper/80">{post.excerpt}</p>}
      {readMore && <span className="mt-3 inline-block text-xs font-bold tracking-widest text-accent">{PUBLIC_LABELS.readMore}</span>}
    </a>
  );
}
