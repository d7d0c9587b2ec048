// Fuzzing the admin procedures (admin.*), with and without an admin's session: see ./fuzz-cases.ts.
import { fuzzProcedures } from "./fuzz-cases";

fuzzProcedures((path) => path.startsWith("admin."));
