// Fuzzing the public procedures (everything but admin.*): see ./fuzz-cases.ts.
import { expect, it } from "vitest";
import { fuzzProcedures, procedures } from "./fuzz-cases";

const isAdmin = (path: string) => path.startsWith("admin.");

fuzzProcedures((path) => !isAdmin(path));

it("covers every procedure of the router between this file and fuzz-admin.test.ts", () => {
  expect(procedures.map((p) => p.path)).toEqual(
    expect.arrayContaining(["listings.get", "submissions.create", "newsletter.subscribe", "votes.cast", "auth.login", "admin.submissions.review"]),
  );
  expect(procedures.filter((p) => isAdmin(p.path)).length).toBeGreaterThan(0);
  expect(procedures.filter((p) => !isAdmin(p.path)).length).toBeGreaterThan(0);
});
