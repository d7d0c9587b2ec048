// Every text module in every language, registered once when the Worker starts: the server renders any
// page in either language, so it never loads texts on demand.
import { registerAllTexts } from "@shared/all-texts";

registerAllTexts();
