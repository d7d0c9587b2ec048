// Zod error texts read when a check fails, in the active locale (the page's in the browser, the
// request's on the server), never once when the schema module loads.
import { format } from "../i18n/messages";
import { validationMessages } from "./validation-texts";

/** A zod error parameter whose text is produced at validation time. */
export const says = (text: () => string) => ({ error: text });

/** "{field} is required." for the field whose label `field` reads. */
export const required = (field: () => string) => says(() => format(validationMessages.required, { field: field() }));

/** "{field} must be at most {max} characters." */
export const tooLong = (field: () => string, max: number) => says(() => format(validationMessages.tooLong, { field: field(), max }));
