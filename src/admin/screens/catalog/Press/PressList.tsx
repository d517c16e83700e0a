import { call } from "../../../../lib/client/callables";
import { abilityAllows, type ResourceAbilities } from "../../../../lib/domain/access";
import { DELETE_CONFIRMATIONS, PRESS_TOASTS } from "../../../../lib/domain/shared";
import type { AdminPressPost } from "../../../../lib/domain/catalog";
import { Panel } from "../../../components/AdminPage";
import { PagedItems, type PagedListView } from "../../../components/ListControls";
import { Badge } from "../../../components/Badge";
import { Button } from "../../../components/Button";
import { confirmDelete } from "../../../lib/formErrors";
import { useRowAction } from "../../../hooks/useRowAction";

import { ScheduledNote } from "../../../components/schedule/ScheduledNote";
import type { PublishSchedules } from "../../../hooks/usePublishSchedules";
interface Props {
  schedules: PublishSchedules;
  posts: readonly AdminPressPost[];
  view: PagedListView;
  abilities: ResourceAbilities;
  onEdit: (post: AdminPressPost) => void;
  onDeleted: (post: AdminPressPost) => void;
}

/** Every post, newest first: title, /slug, Published or Draft, excerpt, Edit and Delete. */
export function PressList({ posts, view, abilities, schedules, onEdit, onDeleted }: Props) {
  const { busyId: deleting, run } = useRowAction();

  async function remove(post: AdminPressPost) {
    if (!confirmDelete(DELETE_CONFIRMATIONS.pressPost)) return;
    const done = await run(post.id, "deletePressPost", () => call("deletePressPost", { id: post.id }), {
      success: PRESS_TOASTS.deleted,
      failure: PRESS_TOASTS.deleteFailed,
    });
    if (done) onDeleted(post);
  }

  return (
    <Panel title="ALL POSTS" id="press-list-title">
      <PagedItems view={view} label="Press posts" count={posts.length} emptyText="No press posts yet">
        {posts.map((post) => (
          <li key={post.id} aria-label={post.title} className="border border-white/10 p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-bold">{post.title}</p>
                <p className="text-xs text-muted">/{post.slug}</p>
                <ScheduledNote schedules={schedules} entity="press_posts" id={post.id} />
              </div>
              <Badge variant={post.is_published ? "default" : "secondary"}>{post.is_published ? "Published" : "Draft"}</Badge>
            </div>
            {post.excerpt && <p className="mt-2 line-clamp-3 text-sm text-muted">{post.excerpt}</p>}
            <div className="mt-3 flex gap-2">
              {abilityAllows(abilities, "edit") && (
                <Button aria-label={`Edit ${post.title}`} onClick={() => onEdit(post)}>
                  Edit
                </Button>
              )}
              {abilityAllows(abilities, "delete") && (
                <Button
                  variant="danger"
                  aria-label={`Delete ${post.title}`}
                  disabled={deleting === post.id}
                  onClick={() => void remove(post)}
                >
                  Delete
                </Button>
              )}
            </div>
          </li>
        ))}
      </PagedItems>
    </Panel>
  );
}
