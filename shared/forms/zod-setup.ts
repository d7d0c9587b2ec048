// Imported first by every schema module. zod compiles fast parsers with `new Function` when it may;
// neither our CSP (script-src 'self') nor workerd allows eval, and zod's probe for it is itself reported
// as a CSP violation. Configure before any schema is built: never probe, never compile.
import { z } from "zod";

z.config({ jitless: true });
