import { useEffect, useState } from "react";
import { SCHEDULE_TEXTS, type ContentEntity } from "../../../../lib/domain/publishing";
import { call } from "../../../../lib/client/callables";
import { Panel } from "../../../components/AdminPage";
import { Button } from "../../../components/Button";
import { Field, TextInput } from "../../../components/form/controls";
import { EMPTY_SCHEDULE, ScheduleFields, type ScheduleDraft } from "../../../components/schedule/ScheduleFields";
import { useScheduleActions } from "../../../components/schedule/useScheduleActions";
import type { PublishSchedules } from "../../../hooks/usePublishSchedules";
import { useSettled } from "../../../hooks/useSettled";

interface Props {
  schedules: PublishSchedules;
}

const key = (entity: ContentEntity, id: string) => `${entity}:${id}`;
// Texts of this panel only (docs/product.md#scheduled-publishing).
const BATCH_FIND_LABEL = "FIND ITEMS";
const batchMoreText = (n: number) => `${n} more: type to narrow`;

interface Candidate {
  id: string;
  label: string;
  /** Unknown for artists (their choices carry no state): always offered. */
  published?: boolean;
}

/** What the server offers of one kind for the search: its first page of matches and how many more match. */
interface Offer {
  items: Candidate[];
  more: number;
}

const NO_OFFER: Offer = { items: [], more: 0 };
const GROUPS: { entity: ContentEntity; legend: string }[] = [
  { entity: "releases", legend: "RELEASES" },
  { entity: "artists", legend: "ARTISTS" },
  { entity: "press_posts", legend: "PRESS" },
];

/** The first page of each kind matching the search, asked of the paged lists (docs/admin-lists.md); a kind the caller may not list offers nothing. */
async function findCandidates(q: string): Promise<Record<ContentEntity, Offer>> {
  const none = (error: unknown) => {
    console.error("schedule batch search failed", error);
    return null;
  };
  const [releases, artists, press] = await Promise.all([
    call("listAdminReleases", { q }).catch(none),
    call("listArtistChoices", { q }).catch(none),
    call("listAdminPressPosts", { q }).catch(none),
  ]);
  return {
    releases: releases
      ? {
          items: releases.releases.map((r) => ({ id: r.id, label: r.title, published: r.is_published })),
          more: releases.page.total - releases.releases.length,
        }
      : NO_OFFER,
    artists: artists ? { items: artists.artists.map((a) => ({ id: a.id, label: a.name })), more: 0 } : NO_OFFER,
    press_posts: press
      ? {
          items: press.posts.map((p) => ({ id: p.id, label: p.title, published: p.is_published })),
          more: press.page.total - press.posts.length,
        }
      : NO_OFFER,
  };
}

/**
 * SCHEDULE A BATCH: a release with its press post and its new artists (any
 * mix of items not yet scheduled) changes at one time, all together or not
 * at all (docs/scheduled-publishing.md). The server checks the publish grant
 * on every item. Each kind offers the chosen items, then the server's first
 * matches of the search (a catalogue has thousands) among those the action
 * would change.
 */
export function ScheduleBatchPanel({ schedules }: Props) {
  const [name, setName] = useState("");
  const [find, setFind] = useState("");
  const [offers, setOffers] = useState<Record<ContentEntity, Offer>>({ releases: NO_OFFER, artists: NO_OFFER, press_posts: NO_OFFER });
  const [draft, setDraft] = useState<ScheduleDraft>(EMPTY_SCHEDULE);
  // Chosen items keep their labels while the search moves on.
  const [chosen, setChosen] = useState<ReadonlyMap<string, Candidate>>(new Map());
  const { busy, schedule } = useScheduleActions(schedules);
  const publishing = draft.action === "publish";

  const query = useSettled(find);
  useEffect(() => {
    let current = true;
    void findCandidates(query).then((found) => current && setOffers(found));
    return () => {
      current = false;
    };
  }, [query]);

  function offered(entity: ContentEntity): Candidate[] {
    const picked = [...chosen].filter(([k]) => k.startsWith(`${entity}:`)).map(([, item]) => item);
    const matches = offers[entity].items.filter(
      (item) => !chosen.has(key(entity, item.id)) && item.published !== publishing && !schedules.of(entity, item.id),
    );
    return [...picked, ...matches];
  }

  function toggle(entity: ContentEntity, item: Candidate) {
    setChosen((current) => {
      const next = new Map(current);
      if (!next.delete(key(entity, item.id))) next.set(key(entity, item.id), item);
      return next;
    });
  }

  async function submit() {
    const items = [...chosen.keys()].map((k) => ({ entity: k.slice(0, k.indexOf(":")) as ContentEntity, id: k.slice(k.indexOf(":") + 1) }));
    if (await schedule({ name, ...draft, items })) {
      setName("");
      setDraft(EMPTY_SCHEDULE);
      setChosen(new Map());
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
        {GROUPS.map((group) => {
          const shown = offered(group.entity);
          const more = offers[group.entity].more;
          return (
            <fieldset key={group.entity} className="max-h-48 overflow-y-auto">
              <legend className="text-xs tracking-widest">{group.legend}</legend>
              {shown.map((item) => (
                <label key={item.id} className="mt-1 flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={chosen.has(key(group.entity, item.id))} onChange={() => toggle(group.entity, item)} />
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
