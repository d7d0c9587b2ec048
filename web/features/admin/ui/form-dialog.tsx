// The dialog every ballot and nomination form shares: its trigger, title, the form, then the submit
// button (Save unless named) and Cancel.
import { Dialog } from "radix-ui";
import { useId, type FormEvent, type ReactNode } from "react";
import { ballotAdminMessages as m } from "@shared/voting/ballot-admin-texts";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { AdminDialog } from "@web/features/admin/ui/admin-dialog";
import { TextInputField } from "@web/components/ui/form-field";

interface Props {
  trigger: string;
  triggerLabel?: string | undefined;
  triggerClass?: string;
  title: string;
  description?: string | undefined;
  submit?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  children: ReactNode;
}

export function FormDialog({ triggerClass = secondaryButton, submit = m.save, ...props }: Props) {
  return (
    <AdminDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      trigger={
        <button type="button" className={triggerClass} aria-label={props.triggerLabel}>
          {props.trigger}
        </button>
      }
      title={props.title}
      description={props.description}
      size="lg"
    >
      <form noValidate onSubmit={props.onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        {props.children}
        <div className="flex gap-2 sm:col-span-2">
          <button type="submit" disabled={props.saving} className={primaryButton}>
            {submit}
          </button>
          <Dialog.Close className={secondaryButton}>{m.cancel}</Dialog.Close>
        </div>
      </form>
    </AdminDialog>
  );
}

/** A text field of a ballot or nomination form: `multi` is a textarea across the form (of `rows`). */
export type FieldSpec = { name: string; label: string; hint?: string; required?: boolean; multi?: boolean; rows?: number; lang?: string };

export function Fields({
  specs,
  values,
  errors,
  onChange,
}: {
  specs: FieldSpec[];
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
  onChange: (name: string, value: string) => void;
}) {
  const id = useId();
  return specs.map((spec) => (
    <TextInputField
      key={spec.name}
      id={`${id}-${spec.name}`}
      label={spec.label}
      hint={spec.hint}
      required={spec.required}
      error={errors[spec.name]}
      className={spec.multi ? "sm:col-span-2" : undefined}
      type={spec.multi ? "textarea" : "text"}
      name={spec.name}
      lang={spec.lang}
      rows={spec.rows}
      value={values[spec.name] ?? ""}
      onChange={(value) => onChange(spec.name, value)}
    />
  ));
}
