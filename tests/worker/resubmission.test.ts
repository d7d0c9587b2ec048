// "Submit again" after a rejection: `submissions.resubmission` answers the rejected submission's own
// fields through its status token, never the admin's reason or note nor the submitter's name and e-mail;
// a wrong or expired link, or a submission that was not rejected, gets a clear refusal.
import { NO_TYPE_FIELDS } from "@shared/listings/type-fields-schema";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { submissionInputSchema } from "@shared/submissions/submission-schema";
import { createDb } from "@worker/db/client";
import { newLinkToken } from "@worker/features/notifications/link-tokens";
import { insertSubmission } from "@worker/features/submissions/submission-queries";
import { makeSubmissionInput } from "../unit/factories";
import { adminCookie } from "./account-helpers";
import { caller, outcome, type CallerOptions } from "./caller";
import "./clock";

async function submissionWithLink(overrides: Parameters<typeof makeSubmissionInput>[0] = {}) {
  const { token, hash } = await newLinkToken();
  const data = submissionInputSchema.parse(makeSubmissionInput({ submitter_name: "Rosa Tester", submitter_email: "rosa@example.com", ...overrides }));
  return { id: await insertSubmission(createDb(env.DB), data, new Date(), hash), token };
}

const resubmission = (token: string, options: CallerOptions = {}) => outcome(caller(options).submissions.resubmission({ token }));

describe("submit again from a rejection", () => {
  it("answers only the rejected submission's own fields", async () => {
    const { id, token } = await submissionWithLink({
      title: "Rue Bernard Bakehouse",
      content_type: "shop",
      category: "bakeries",
      city: "Montreal",
      location: "Mile End",
      website: "rue-bernard.example",
      tags: "bread, pastry",
    });
    const { cookie } = await adminCookie();
    const rejected = await outcome(
      caller({ cookie }).admin.submissions.review({ id, status: "rejected", reason: "duplicate", note: "Admin-only: seen twice this week" }),
    );
    expect(rejected.status).toBe(200);
    const { status, data } = await resubmission(token);
    expect(status).toBe(200);
    expect(data).toEqual({
      title: "Rue Bernard Bakehouse",
      description: expect.any(String) as string,
      content_type: "shop",
      category: "bakeries",
      language: "en",
      city: "Montreal",
      location: "Mile End",
      address: null,
      website: "https://rue-bernard.example",
      phone: null,
      date: null,
      ends_on: null,
      start_time: null,
      end_time: null,
      opening_hours: null,
      ...NO_TYPE_FIELDS,
      tags: ["bread", "pastry"],
    });
    const text = JSON.stringify(data);
    for (const secret of ["Admin-only", "duplicate", "rosa@example.com", "Rosa Tester"]) expect(text).not.toContain(secret);
  });

  it("refuses a wrong link with a 404 and a clear message, in the visitor's language", async () => {
    const { token } = await newLinkToken();
    const wrong = await resubmission(token);
    expect(wrong.status).toBe(404);
    expect(wrong.message).toBe("This status link is not valid or has expired, so the form could not be filled in.");
    const fr = await resubmission(token, { locale: "fr" });
    expect(fr.message).toBe("Ce lien de suivi n'est pas valide ou a expiré\u00a0: le formulaire n'a pas pu être rempli.");
    const malformed = await resubmission("not a token");
    expect(malformed.status).toBe(400);
  });

  it("refuses a submission that was not rejected with a 409", async () => {
    const { token } = await submissionWithLink({ title: "Still Pending Café" });
    const pending = await resubmission(token);
    expect(pending.status).toBe(409);
    expect(pending.message).toBe("Only a rejected submission can be sent again from its status link.");
  });
});
