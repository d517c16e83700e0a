import { createRequire } from "node:module";
import type DOMPurifyFactory from "dompurify";
import type { JSDOM as JSDOMType } from "jsdom";
import {
  BLANK_LINK,
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_TAGS,
  isAllowedImageSrc,
  isAllowedLinkTarget,
  isAllowedLinkUrl,
  isAllowedRichTextClass,
} from "../domain/shared";
import { breakableSpaces } from "../domain/shared";

/**
 * Sanitizes press-post HTML with DOMPurify under docs/product.md#rich-text. Runs when
 * a post is saved (functions) and again when it is rendered (site build).
 * jsdom, not happy-dom: DOMPurify misbehaves under happy-dom.
 */
let purifier: ReturnType<typeof DOMPurifyFactory> | undefined;

function getPurifier() {
  if (purifier) return purifier;
  // Loaded on first use, DOMPurify with it: jsdom takes seconds to load, and every
  // function of the bundle would pay that at start-up, not only the one that sanitizes.
  const require = createRequire(import.meta.url);
  const { JSDOM } = require("jsdom") as { JSDOM: typeof JSDOMType };
  const createDOMPurify = require("dompurify") as typeof DOMPurifyFactory;
  const window = new JSDOM("").window;
  purifier = createDOMPurify(window as unknown as Parameters<typeof DOMPurifyFactory>[0]);
  // The product (docs/product.md#rich-text) turns a disallowed link blank rather than removing it; DOMPurify
  // would drop it, so set it aside before and put the blank back after.
  const blanked = new WeakSet<Element>();
  purifier.addHook("beforeSanitizeAttributes", (node) => {
    const href = node.getAttribute?.("href");
    if (node.tagName === "A" && href !== null && href !== undefined && !isAllowedLinkUrl(href)) {
      blanked.add(node);
      node.removeAttribute("href");
    }
  });
  purifier.addHook("afterSanitizeAttributes", (node) => {
    const classes = node.getAttribute?.("class");
    if (classes !== null && classes !== undefined) {
      const kept = classes.split(/\s+/).filter(isAllowedRichTextClass);
      if (kept.length > 0) node.setAttribute("class", kept.join(" "));
      else node.removeAttribute("class");
    }
    if (node.tagName === "A") {
      if (blanked.has(node)) node.setAttribute("href", BLANK_LINK);
      const target = node.getAttribute("target");
      if (target !== null && !isAllowedLinkTarget(target)) node.removeAttribute("target");
      if (node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
    }
    if (node.tagName === "IMG") {
      const src = node.getAttribute("src");
      if (src === null || !isAllowedImageSrc(src)) node.removeAttribute("src");
    }
  });
  return purifier;
}

/**
 * The stored and published form of a post's HTML: DOMPurify's, with spaces
 * a line can break at (breakableSpaces: no client can store a paragraph of
 * words joined by non-breaking spaces).
 */
export function sanitizeRichText(html: string): string {
  const clean = getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
  });
  return breakableSpaces(clean);
}
