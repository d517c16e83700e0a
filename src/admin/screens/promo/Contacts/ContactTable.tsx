import type { ContactView } from "../../../../lib/domain/promo";
import { CONTACT_ROLE_LABELS, CONTACT_SCREEN_TEXTS as T } from "../../../../lib/domain/promo";
import { Button } from "../../../components/Button";

/** One page of contacts; EDIT and ERASE per row for those allowed (null: not offered). */
export function ContactTable({
  contacts,
  busy,
  onEdit,
  onErase,
}: {
  contacts: readonly ContactView[];
  busy: boolean;
  onEdit: ((contact: ContactView) => void) | null;
  onErase: ((contact: ContactView) => void) | null;
}) {
  const C = T.columns;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm" aria-busy={busy}>
        <thead>
          <tr className="text-xs tracking-widest text-muted">
            <th scope="col" className="py-2 pr-3">
              {C.name}
            </th>
            <th scope="col" className="py-2 pr-3">
              {C.email}
            </th>
            <th scope="col" className="py-2 pr-3">
              {C.outlet}
            </th>
            <th scope="col" className="py-2 pr-3">
              {C.role}
            </th>
            <th scope="col" className="py-2 pr-3">
              {C.country}
            </th>
            <th scope="col" className="py-2 pr-3">
              {C.tags}
            </th>
            {(onEdit || onErase) && (
              <th scope="col" className="py-2">
                {C.actions}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => (
            <tr key={contact.id} className="border-t border-white/10" data-testid="contact-row">
              <th scope="row" className="py-2 pr-3 font-bold">
                {contact.name}
              </th>
              <td className="break-all py-2 pr-3">{contact.email}</td>
              <td className="py-2 pr-3">{contact.outlet}</td>
              <td className="py-2 pr-3">{CONTACT_ROLE_LABELS[contact.role]}</td>
              <td className="py-2 pr-3">{contact.country}</td>
              <td className="py-2 pr-3 text-xs">{contact.tags.join(", ")}</td>
              {(onEdit || onErase) && (
                <td className="flex gap-2 py-2">
                  {onEdit && (
                    <Button aria-label={`${T.edit} ${contact.name}`} onClick={() => onEdit(contact)}>
                      {T.edit}
                    </Button>
                  )}
                  {onErase && (
                    <Button variant="danger" aria-label={`${T.erase} ${contact.name}`} onClick={() => onErase(contact)}>
                      {T.erase}
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
