import { CREDIT_LABELS, CREDIT_ROLES, type CreditsDraft } from "../../../lib/domain";
import { Field, TextArea } from "../../components/form/controls";
import { creditLinesToNames, creditNamesToLines } from "./releaseFormValues";

/** The five free-text credit lists, one name per line; lists left empty are not stored. */
export function CreditsEditor({ value, onChange }: { value: CreditsDraft; onChange: (next: CreditsDraft) => void }) {
  return (
    <fieldset className="mt-6">
      <legend className="text-xs tracking-widest text-muted">CREDITS (one name per line)</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {CREDIT_ROLES.map((role) => (
          <Field key={role} label={CREDIT_LABELS[role]} htmlFor={`credits-${role}`}>
            <TextArea
              id={`credits-${role}`}
              rows={2}
              value={creditNamesToLines(value[role])}
              onChange={(e) => onChange({ ...value, [role]: creditLinesToNames(e.target.value) })}
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
