// Claiming a listing and signing in by e-mailed link: the facade over ./claim-texts.en.ts and .fr.ts
// (module `claim`), answering in the active locale.
import { localized } from "../i18n/localized";
export const claimMessages = localized<typeof import("./claim-texts.en").default>("claim");
