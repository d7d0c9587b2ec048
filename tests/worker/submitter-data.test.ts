// A submitter's data from the private status page: "Download my data" answers everything held about the
// submission (never the token's hash), and "Erase my data" deletes an undecided unpaid submission or
// clears the name and e-mail of a decided one. A wrong link gets nothing.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { submissionInputSchema } from "@shared/submissions/submission-schema";
import { createDb } from "@worker/db/client";
import { newLinkToken } from "@worker/features/notifications/link-tokens";
import { insertSubmission } from "@worker/features/submissions/submission-queries";
import { makeSubmissionInput } from "../unit/factories";
import { adminCookie } from "./account-helpers";
import { caller, outcome } from "./caller";
import { submissionRow } from "./submission-helpers";
import "./clock";

async function submissionWithLink(overrides: Parameters<typeof makeSubmissionInput>[0] = {}) {
  const { token, hash } = await newLinkToken();
  const data = submissionInputSchema.parse(makeSubmissionInput({ submitter_name: "Rosa Tester", submitter_email: "rosa@example.com", ...overrides }));
  const id = await insertSubmission(createDb(env.DB), data, new Date(), hash);
  await env.DB.prepare(
    "INSERT INTO email_outbox (kind, recipient, submission_id, status, created_at, send_after) VALUES ('receipt', 'rosa@example.com', ?1, 'sent', ?2, ?2)",
  )
    .bind(id, new Date().toISOString())
    .run();
  return { id, token };
}

describe("a submitter's data", () => {
  it("downloads as JSON what was submitted and sent, without internal bookkeeping", async () => {
    const { id, token } = await submissionWithLink({ title: "Rosa's Bakery Corner" });
    const { status, data } = await outcome(caller().submissions.myData({ token }));
    expect(status).toBe(200);
    expect(data!.submission).toMatchObject({
      id,
      title: "Rosa's Bakery Corner",
      submitter_name: "Rosa Tester",
      submitter_email: "rosa@example.com",
      status: "pending",
    });
    expect(data!.submission).not.toHaveProperty("status_token_hash");
    expect(data!.submission).not.toHaveProperty("status_token_sealed");
    expect(data!.emails).toEqual([expect.objectContaining({ kind: "receipt", recipient: "rosa@example.com" })]);
    expect(data!.payments).toEqual([]);
    const unknown = await outcome(caller().submissions.myData({ token: "A".repeat(43) }));
    expect(unknown.data).toBeNull();
  });

  it("erases an undecided submission entirely: the status link then shows nothing", async () => {
    const { id, token } = await submissionWithLink();
    const erased = await outcome(caller().submissions.erase({ token }));
    expect(erased.data).toEqual({ outcome: "deleted" });
    expect(await submissionRow(id)).toBeNull();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE submission_id = ?").bind(id).first("n")).toBe(0);
    expect(await caller().submissions.status({ token })).toBeNull();
    const again = await outcome(caller().submissions.erase({ token }));
    expect(again.status).toBe(404);
  });

  it("clears the name and e-mail of a published submission; the listing stays", async () => {
    const { id, token } = await submissionWithLink({ title: "Rosa's Published Gem", city: "Halifax" });
    const { cookie } = await adminCookie();
    expect((await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }))).status).toBe(200);
    const erased = await outcome(caller().submissions.erase({ token }));
    expect(erased.data).toEqual({ outcome: "anonymised" });
    expect(await submissionRow(id)).toMatchObject({ submitter_name: "", submitter_email: "", status: "approved" });
    const emails = await env.DB.prepare("SELECT recipient, status FROM email_outbox WHERE submission_id = ?")
      .bind(id)
      .all<{ recipient: string; status: string }>();
    // Nothing addressed to the erased person is kept, and the decision notice waiting out its undo window is not sent.
    expect(emails.results.length).toBeGreaterThanOrEqual(2);
    expect(emails.results.every((email) => email.recipient === "")).toBe(true);
    expect(emails.results.some((email) => email.status === "queued")).toBe(false);
    expect(await caller().submissions.status({ token })).toMatchObject({ status: "approved" });
  });
});
