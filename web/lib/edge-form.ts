// A form the edge sends as HTML (decisions 0167, 0171), before the code that sends it has run.
// - What a visitor typed or chose before the code hydrated it (or the browser restored on going back) is
//   in the fields, which React leaves as they are, but not in the state it would send. Taken in once, as
//   React commits the form: before a render puts the state's values back into the selects.
// - Until then the form cannot be sent: its submit button is disabled, since the browser would otherwise
//   send the form itself, as a GET of the page with every field (the e-mail too) in its address, and the
//   page would come back empty.
import { useLayoutEffect, useRef } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Answers the ref for the form element, and whether the form can be sent (false in the edge's HTML and
 * while React hydrates it). On commit, each of `fields` whose control holds another value than `values`
 * has is handed to `take`, once; later edits reach the state through the fields' onChange.
 */
export function useEdgeForm<Field extends string>(
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
  return { formRef, canSend: useHydrated() };
}
