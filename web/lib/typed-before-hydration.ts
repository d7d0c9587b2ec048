// The edge sends a form as HTML (decisions 0167, 0171): what a visitor typed or chose before the code
// hydrated it (or the browser restored on going back) is in the fields, which React leaves as they are,
// but not in the state it would send. Taken in once, as React commits the form: before the click that
// hydrated it (a submit pressed early) is handled, and before a render puts the state's values back
// into the selects.
import { useLayoutEffect, useRef } from "react";

/**
 * Answers the ref for the form element. On commit, each of `fields` whose control holds another value
 * than `values` has is handed to `take`, once; later edits reach the state through the fields' onChange.
 */
export function useTypedBeforeHydration<Field extends string>(
  fields: readonly Field[],
  values: Readonly<Record<Field, string>>,
  take: (typed: Partial<Record<Field, string>>) => void,
) {
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const elements = formRef.current?.elements;
    if (!elements) return;
    const typed = fields.flatMap((field) => {
      const control = elements.namedItem(field);
      const value = control && "value" in control ? control.value : undefined;
      return value !== undefined && value !== values[field] ? [[field, value] as const] : [];
    });
    if (typed.length > 0) take(Object.fromEntries(typed) as Partial<Record<Field, string>>);
    // Once, with the values of the first render: what the server drew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return formRef;
}
