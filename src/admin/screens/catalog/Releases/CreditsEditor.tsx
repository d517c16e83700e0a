import { type CreditsDraft } from "../../../../lib/domain/catalog";
import { CREDIT_LABELS, CREDIT_ROLES } from "../../../../lib/domain/shared";
import { Field, TextArea } from "../../../components/form/controls";
import { creditLinesToNames, creditNamesToLines } from "./releaseFormValues";

interface Props {
  value: CreditsDraft;
  onChange: (next: CreditsDraft) => void;
  /** Prefix of the inputs' ids: one editor per release, and one per track. */
  idPrefix?: string;
  legend?: string;
}

/** The five free-text credit lists, one name per line; lists left empty are not stored. */
export function CreditsEditor({ value, onChange, idPrefix = "credits", legend = "CREDITS (one name per line)" }: Props) {
  return (
    <fieldset className="mt-6">
      <legend className="text-xs tracking-widest text-muted">{legend}</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {CREDIT_ROLES.map((role) => (
          <Field key={role} label={CREDIT_LABELS[role]} htmlFor={`${idPrefix}-${role}`}>
            <TextArea
              id={`${idPrefix}-${role}`}
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
