/**
 * Rich-text rules (docs/product.md#rich-text), shared by the server that saves press
 * posts and the build that renders them: links only http, https, mailto and
 * tel; images only http(s) jpg/jpeg/gif/png or data-image sources. Anything
 * else "becomes blank".
 */
import { parseMediaReference } from "./mediaReference";

const LINK_PROTOCOL = /^(https?:|mailto:|tel:)/i;
const IMAGE_URL = /^https?:\/\/[^\s]+\.(jpe?g|gif|png)(\?[^\s]*)?(#[^\s]*)?$/i;
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif);base64,[a-z0-9+/]+=*$/i;

/** The href a link keeps when its protocol is not allowed. */
export const BLANK_LINK = "about:blank";

export function isAllowedLinkUrl(url: string): boolean {
  return LINK_PROTOCOL.test(url.trim());
}

export function isAllowedImageSrc(src: string): boolean {
  const value = src.trim();
  // An uploaded image (docs/decisions.md#uploaded-images) is the site's own path, not a remote URL.
  return IMAGE_URL.test(value) || DATA_IMAGE.test(value) || parseMediaReference(value) !== null;
}

/** The markup the editor's toolbar can produce; everything else is dropped. */
export const RICH_TEXT_ALLOWED_TAGS = [
  "p",
  "br",
  "h1",
  "h2",
  "h3",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "strike",
  "ol",
  "ul",
  "li",
  "a",
  "img",
  "blockquote",
  "pre",
  "code",
  "span",
  "div",
] as const;

/**
 * No `style`: a post must not be able to lay content over its page (a
 * full-screen fixed link posing as a sign-in form). `class` stays for the
 * editor's own classes only (see isAllowedRichTextClass), since the site's
 * utility classes could position content just as well.
 */
export const RICH_TEXT_ALLOWED_ATTRIBUTES = ["href", "target", "rel", "src", "alt", "class", "data-list", "spellcheck"] as const;

/** The editor's (Quill's) classes: alignment, indentation, code blocks. None of them is styled to position anything. */
const EDITOR_CLASS = /^ql-(align-(center|right|justify)|indent-[1-8]|direction-rtl|syntax|code-block(-container)?)$/;

export function isAllowedRichTextClass(name: string): boolean {
  return EDITOR_CLASS.test(name);
}

/** Targets a link may have: `_blank` (a new tab, with rel=noopener added) or nothing. */
export function isAllowedLinkTarget(target: string): boolean {
  return target === "_blank";
}
