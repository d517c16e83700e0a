import { HttpsError } from "firebase-functions/https";
import { writeRequirements } from "../../../src/lib/domain/access";
import { NEWSLETTER_ERRORS, newsletterCan } from "../../../src/lib/domain/fans";
import { createContent } from "../../../src/lib/data/catalog/contentTransactions";
import { freePostSlug, newsletterPost } from "../../../src/lib/server/fans/newsletterAdmin";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/** A sent newsletter as a published press post, one click (press draft and publish, as creating a published post needs). */
export const publishNewsletterAsPost = defineCallable(
  "publishNewsletterAsPost",
  { access: access.all("press", () => writeRequirements(null, { artistId: null, isPublished: true })), audit: "content" },
  async ({ id }, { repos, caller, writer }) => {
    const newsletter = await repos.newsletters.get(id);
    if (!newsletter) throw new HttpsError("not-found", NEWSLETTER_ERRORS.notFound);
    if (!newsletterCan.publishAsPost(newsletter.status)) throw new HttpsError("failed-precondition", NEWSLETTER_ERRORS.notSent);
    const already = newsletter.press_post_id ? await repos.pressPosts.get(newsletter.press_post_id) : null;
    if (already) return { press_post_id: already.id, slug: already.slug };
    const now = new Date();
    const post = await createContent(
      writer,
      "press_posts",
      newsletterPost(newsletter, await freePostSlug(repos, newsletter.subject), caller.uid, now),
    );
    await repos.newsletters.update(id, { press_post_id: post.id });
    return { press_post_id: post.id, slug: post.slug };
  },
);
