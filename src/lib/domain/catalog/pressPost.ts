/** Press posts: the stored document, the admin form, and the published_at rule. */
import { z } from "zod";
import { LIMITS } from "../shared/constants";
import { htmlToText } from "../shared/htmlText";
import { CONTENT_REQUIRED, SLUG_REQUIRED, TITLE_REQUIRED, tooLong } from "../shared/validationTexts";
import { idSchema, nullableText, optionalText, optionalImageUrl, slugField, trimmedRequired } from "../shared/fields";

const L = LIMITS.press;

/** A press post as stored and read back. */
export const pressPostSchema = z.object({
  /** Document id. */
  id: idSchema,
  title: z.string(),
  /** URL part of /press/{slug}. */
  slug: z.string(),
  /** HTML from the rich-text editor; sanitized when rendered. */
  content: z.string(),
  /** Card text, clamped to 3 lines. */
  excerpt: nullableText(),
  featured_image_url: nullableText(),
  is_published: z.boolean().default(false),
  /** Set on every save while published; null while a draft. Orders the public list. */
  published_at: z.date().nullable().default(null),
  /** User id of the staff member who last saved it (set by the server on every save). */
  author_id: z.string(),
  created_at: z.date(),
});

export type PressPost = z.output<typeof pressPostSchema>;

/**
 * True when HTML holds no visible text and no image: an emptied rich-text
 * editor still produces markup such as "<p><br></p>".
 */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return htmlToText(html) === "";
}

/** The admin press form. author_id and published_at are set by the server, not the form. */
export const pressPostInputSchema = z.object({
  title: trimmedRequired(L.title, TITLE_REQUIRED),
  slug: slugField(L.slug, SLUG_REQUIRED),
  excerpt: optionalText(L.excerpt),
  featured_image_url: optionalImageUrl(L.imageUrl),
  /** Required; an editor left blank counts as empty. At most LIMITS.press.content characters. */
  content: z
    .string({ error: CONTENT_REQUIRED })
    .max(L.content, { error: tooLong(L.content), abort: true })
    .refine((html) => !isBlankHtml(html), CONTENT_REQUIRED),
  is_published: z.boolean().default(false),
});

export type PressPostFormValues = z.input<typeof pressPostInputSchema>;
export type PressPostInput = z.output<typeof pressPostInputSchema>;

/**
 * published_at to store on save (docs/product.md#admin-press): the current time whenever
 * the post is saved as published — even if it already was — else null.
 */
export function resolvePublishedAt(isPublished: boolean, now: Date): Date | null {
  return isPublished ? now : null;
}
