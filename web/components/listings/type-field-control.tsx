// One of a listing type's own fields (shared/listings/type-fields.ts) as a labelled control: the submit
// form and the admin editor render every such field with it, from the one list, so a new field needs
// no screen code. The value props say whether the control is the form's state or a stored default.
import { typeFieldsMessages as t } from "@shared/listings/type-fields-texts";
import type { NamedTypeField } from "@shared/listings/type-fields";
import { FormField, controlClass } from "@web/components/ui/form-field";

export type ValueProps =
  { name: string; value: string; onChange: (event: { target: { value: string } }) => void } | { name: string; defaultValue: string };

interface Props {
  field: NamedTypeField;
  id: string;
  valueProps: ValueProps;
  error: string | undefined;
}

/** The text input's kind per field kind (a choice is a select). */
const INPUTS = {
  text: { type: "text" },
  dollars: { type: "text", inputMode: "numeric" },
  url: { type: "text", inputMode: "url" },
  email: { type: "email" },
} as const;

export function TypeFieldControl({ field, id, valueProps, error }: Props) {
  return (
    <FormField id={id} label={t[field.label]} required={field.required} hint={field.hint && t[field.hint]} error={error}>
      {(control) =>
        field.input === "choice" ? (
          <select {...control} {...valueProps} required={field.required} className={controlClass}>
            <option value="" />
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {t[option.label]}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...control}
            {...valueProps}
            {...INPUTS[field.input]}
            required={field.required}
            maxLength={field.maxLength}
            autoComplete={field.autoComplete}
            className={controlClass}
          />
        )
      }
    </FormField>
  );
}
