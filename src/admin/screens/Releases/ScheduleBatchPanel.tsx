import { useState } from "react";
import { SCHEDULE_TEXTS, type ContentEntity } from "../../../lib/domain";
import type { AdminRelease, ArtistChoice } from "../../../lib/domain/contracts/content";
import { Panel } from "../../components/AdminPage";
import { Button } from "../../components/Button";
import { Field, TextInput } from "../../components/form/controls";
import { EMPTY_SCHEDULE, ScheduleFields, type ScheduleDraft } from "../../components/schedule/ScheduleFields";
import { useScheduleActions } from "../../components/schedule/useScheduleActions";
import { useCallableQuery } from "../../hooks/useCallableQuery";
import type { PublishSchedules } from "../../hooks/usePublishSchedules";

interface Props {
  releases: readonly AdminRelease[];
  artists: readonly ArtistChoice[];
  schedules: PublishSchedules;
}

const key = (entity: ContentEntity, id: string) => `${entity}:${id}`;
/** Items offered per kind until the search narrows them: a catalogue has thousands. */
const OFFERED_PER_KIND = 20;
// Texts of this panel only (docs/product.md#scheduled-publishing).
const BATCH_FIND_LABEL = "FIND ITEMS";
const batchMoreText = (n: number) => `${n} more: type to narrow`;

interface Candidate {
  id: string;
  label: string;
  /** Unknown for artists (their choices carry no state): always offered. */
  published?: boolean;
}

/**
 * SCHEDULE A BATCH: a release with its press post and its new artists (any
 * mix of items not yet scheduled) changes at one time, all together or not
 * at all (docs/scheduled-publishing.md). The server checks the publish grant
 * on every item. Each kind offers the chosen items, then the first matches
 * of the search among those the action would change.
 */
export function ScheduleBatchPanel({ releases, artists, schedules }: Props) {
  // Press posts are offered when the caller may see them; a refusal only leaves them out.
  const press = useCallableQuery("listAdminPressPosts", {}, null);
  const [name, setName] = useState("");
  const [find, setFind] = useState("");
  const [draft, setDraft] = useState<ScheduleDraft>(EMPTY_SCHEDULE);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const { busy, schedule } = useScheduleActions(schedules);

  const groups: { entity: ContentEntity; legend: string; items: Candidate[] }[] = [
    { entity: "releases", legend: "RELEASES", items: releases.map((r) => ({ id: r.id, label: r.title, published: r.is_published })) },
    { entity: "artists", legend: "ARTISTS", items: artists.map((a) => ({ id: a.id, label: a.name })) },
    { entity: "press_posts", legend: "PRESS", items: (press.data?.posts ?? []).map((p) => ({ id: p.id, label: p.title, published: p.is_published })) },
  ];
  const publishing = draft.action === "publish";
  const needle = find.trim().toLowerCase();

  function offered(entity: ContentEntity, items: readonly Candidate[]): { shown: Candidate[]; more: number } {
    const picked = items.filter((item) => chosen.has(key(entity, item.id)));
    const matches = items.filter(
      (item) =>
        !chosen.has(key(entity, item.id)) &&
        item.published !== publishing &&
        (needle === "" || item.label.toLowerCase().includes(needle)) &&
        !schedules.of(entity, item.id),
    );
    return { shown: [...picked, ...matches.slice(0, OFFERED_PER_KIND)], more: Math.max(0, matches.length - OFFERED_PER_KIND) };
  }

  function toggle(entity: ContentEntity, id: string) {
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(key(entity, id))) next.add(key(entity, id));
      return next;
    });
  }

  async function submit() {
    const items = [...chosen].map((k) => ({ entity: k.slice(0, k.indexOf(":")) as ContentEntity, id: k.slice(k.indexOf(":") + 1) }));
    if (await schedule({ name, ...draft, items })) {
      setName("");
      setDraft(EMPTY_SCHEDULE);
      setChosen(new Set());
    }
  }

  return (
    <Panel title={SCHEDULE_TEXTS.batchHeading} id="schedule-batch-title">
      <Field label={SCHEDULE_TEXTS.batchName} htmlFor="schedule-batch-name">
        <TextInput id="schedule-batch-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      </Field>
      <ScheduleFields idPrefix="schedule-batch" value={draft} timeZone={schedules.timeZone} onChange={setDraft} />
      <Field label={BATCH_FIND_LABEL} htmlFor="schedule-batch-find">
        <TextInput id="schedule-batch-find" type="search" value={find} onChange={(e) => setFind(e.target.value)} />
      </Field>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {groups.map((group) => {
          const { shown, more } = offered(group.entity, group.items);
          return (
            <fieldset key={group.entity} className="max-h-48 overflow-y-auto">
              <legend className="text-xs tracking-widest">{group.legend}</legend>
              {shown.map((item) => (
                <label key={item.id} className="mt-1 flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={chosen.has(key(group.entity, item.id))} onChange={() => toggle(group.entity, item.id)} />
                  {item.label}
                </label>
              ))}
              {more > 0 && <p className="mt-1 text-xs text-muted">{batchMoreText(more)}</p>}
            </fieldset>
          );
        })}
      </div>
      <Button type="button" className="mt-4" disabled={busy} onClick={() => void submit()}>
        {busy ? SCHEDULE_TEXTS.scheduling : SCHEDULE_TEXTS.schedule}
      </Button>
    </Panel>
  );
}
