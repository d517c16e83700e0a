import { CAMPAIGN_TEXTS as T } from "../../../../lib/domain/promo";

export interface RecipientChoices {
  contacts: { id: string; name: string; outlet: string | null; tags: string[] }[];
  tags: string[];
}

/** A campaign's recipients: contacts one by one and every contact of a tag, with how many that makes (announced as it changes). */
export function RecipientsField({
  choices,
  value,
  onChange,
  count,
}: {
  choices: RecipientChoices | null;
  value: { contact_ids: string[]; tags: string[] };
  onChange: (value: { contact_ids: string[]; tags: string[] }) => void;
  count: number;
}) {
  const toggle = (list: string[], item: string, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));
  return (
    <fieldset>
      <legend className="text-xs tracking-widest">{T.recipients}</legend>
      <p className="mt-1 text-sm font-bold" aria-live="polite" data-testid="recipient-count">
        {T.recipientCount(count)}
      </p>
      {choices && choices.tags.length > 0 && (
        <fieldset className="mt-2">
          <legend className="text-xs text-muted">{T.tags}</legend>
          {choices.tags.map((tag) => (
            <label key={tag} className="mr-4 inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={value.tags.includes(tag)}
                onChange={(e) => onChange({ ...value, tags: toggle(value.tags, tag, e.target.checked) })}
              />
              {tag}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="mt-2">
        <legend className="text-xs text-muted">{T.contacts}</legend>
        <ul className="max-h-64 overflow-y-auto">
          {(choices?.contacts ?? []).map((c) => (
            <li key={c.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={value.contact_ids.includes(c.id)}
                  onChange={(e) => onChange({ ...value, contact_ids: toggle(value.contact_ids, c.id, e.target.checked) })}
                />
                {c.name}
                {c.outlet && <span className="text-xs text-muted">{c.outlet}</span>}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </fieldset>
  );
}
