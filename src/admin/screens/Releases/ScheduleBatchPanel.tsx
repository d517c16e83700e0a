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

/**
 * SCHEDULE A BATCH: a release with its press post and its new artists (any
 * mix of items not yet scheduled) changes at one time, all together or not
 * at all (docs/scheduled-publishing.md). The server checks the publish grant
 * on every item.
 */
export function ScheduleBatchPanel({ releases, artists, schedules }: Props) {
  // Press posts are offered when the caller may see them; a refusal only leaves them out.
  const press = useCallableQuery("listAdminPressPosts", {}, null);
  const [name, setName] = useState("");
  const [draft, setDraft] = useState<ScheduleDraft>(EMPTY_SCHEDULE);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const { busy, schedule } = useScheduleActions(schedules);

  const groups: { entity: ContentEntity; legend: string; items: { id: string; label: string }[] }[] = [
    { entity: "releases", legend: "RELEASES", items: releases.map((r) => ({ id: r.id, label: r.title })) },
    { entity: "artists", legend: "ARTISTS", items: artists.map((a) => ({ id: a.id, label: a.name })) },
    { entity: "press_posts", legend: "PRESS", items: (press.data?.posts ?? []).map((p) => ({ id: p.id, label: p.title })) },
  ];

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
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {groups.map((group) => (
          <fieldset key={group.entity} className="max-h-48 overflow-y-auto">
            <legend className="text-xs tracking-widest">{group.legend}</legend>
            {group.items
              .filter((item) => !schedules.of(group.entity, item.id))
              .map((item) => (
                <label key={item.id} className="mt-1 flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={chosen.has(key(group.entity, item.id))} onChange={() => toggle(group.entity, item.id)} />
                  {item.label}
                </label>
              ))}
          </fieldset>
        ))}
      </div>
      <ScheduleFields idPrefix="schedule-batch" value={draft} timeZone={schedules.timeZone} onChange={setDraft} />
      <Button type="button" className="mt-4" disabled={busy} onClick={() => void submit()}>
        {busy ? SCHEDULE_TEXTS.scheduling : SCHEDULE_TEXTS.schedule}
      </Button>
    </Panel>
  );
}
