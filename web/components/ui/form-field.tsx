// A labelled form control with its hint and error wired up for assistive technology: the control gets
// aria-invalid and aria-describedby pointing at the hint and the error, so both are read with it on focus.
import type { ReactNode } from "react";

export const controlClass =
  "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-ink shadow-sm " +
  "placeholder:text-gray-500 focus:border-brand-700 aria-[invalid=true]:border-brand-700 aria-[invalid=true]:bg-brand-50";

export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface Props {
  id: string;
  label: string;
  /** Shows the required mark; the control itself carries `required`. */
  required?: boolean;
  hint?: string;
  error?: string | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export function FormField({ id, label, required = false, hint, error, className, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-brand-700">
            *
          </span>
        )}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-brand-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextInputFieldProps extends Omit<Props, "children"> {
  type: "email" | "password" | "text" | "textarea";
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  /** A textarea's height. */
  rows?: number;
  lang?: string | undefined;
}

/** The common case: a labelled text input (an address, a password) or textarea in a FormField. */
export function TextInputField({ type, name, value, onChange, autoComplete, rows = 3, lang, ...field }: TextInputFieldProps) {
  return (
    <FormField {...field}>
      {(control) => {
        const props = { ...control, name, lang, required: field.required, value, className: controlClass };
        return type === "textarea" ? (
          <textarea {...props} rows={rows} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...props} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
        );
      }}
    </FormField>
  );
}
