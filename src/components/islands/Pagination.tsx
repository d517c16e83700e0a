/** @jsxImportSource preact */
import { pageNumbers } from "../../lib/domain/shared/pagination";
import { PUBLIC_LABELS } from "../../lib/domain/shared/publicTexts";
import { listQueryString, type ListQuery } from "../../lib/site/listQuery";

/**
 * Page numbers with ellipses (docs/product.md#list-filters-and-pagination). Real links (shareable, open
 * in a new tab); a plain click is handled in place.
 */
export function Pagination({ query, total, onPage }: { query: ListQuery; total: number; onPage: (page: number) => void }) {
  if (total <= 1) return null;
  const current = Math.min(query.page, total);
  const href = (page: number) => listQueryString({ ...query, page }) || "?";
  const go = (page: number) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage(page);
  };
  const link = "min-w-10 px-3 py-2 text-center text-sm tracking-widest border border-white/20 hover:border-accent";
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {current > 1 && (
        <a href={href(current - 1)} onClick={go(current - 1)} className={link} aria-label={PUBLIC_LABELS.previousPage}>
          ‹
        </a>
      )}
      {pageNumbers(current, total).map((item, i) =>
        item === "ellipsis" ? (
          <span key={`e${i}`} className="px-2 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <a
            key={item}
            href={href(item)}
            onClick={go(item)}
            aria-current={item === current ? "page" : undefined}
            aria-label={`Page ${item}`}
            className={`${link}${item === current ? " bg-paper text-ink" : ""}`}
          >
            {item}
          </a>
        ),
      )}
      {current < total && (
        <a href={href(current + 1)} onClick={go(current + 1)} className={link} aria-label={PUBLIC_LABELS.nextPage}>
          ›
        </a>
      )}
    </nav>
  );
}
