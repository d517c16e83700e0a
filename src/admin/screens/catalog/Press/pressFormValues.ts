import type { PressPostFormValues } from "../../../../lib/domain/catalog";
import type { AdminPressPost } from "../../../../lib/domain/catalog";

/** Create mode: empty, unpublished. */
export const EMPTY_PRESS_FORM: PressPostFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  featured_image_url: "",
  content: "",
  is_published: false,
};

/** Form order, for showing the first failing message. */
export const PRESS_FIELD_ORDER = Object.keys(EMPTY_PRESS_FORM);

export function pressPostToFormValues(post: AdminPressPost): PressPostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? "",
    featured_image_url: post.featured_image_url ?? "",
    content: post.content,
    is_published: post.is_published,
  };
}
