// The owner's pages' texts (/owner, the claim form, owner e-mails and refusals): the facade over
// ./owner-texts.en.ts and .fr.ts (module `owner`), answering in the active locale.
import { localized } from "../i18n/localized";
export const ownerMessages = localized<typeof import("./owner-texts.en").default>("owner");
