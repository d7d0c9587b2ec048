// Unit and component tests read the shared messages as the Worker does: every text module of every
// language registered up front (the browser loads them per page; see web/lib/page-locale.ts).
import { registerAllTexts } from "@shared/all-texts";

registerAllTexts();
