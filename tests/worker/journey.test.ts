// Over HTTP: the submitter's whole journey as a browser makes it, through the Worker's entry.
// The submitter's journey through the real queue and D1, with a recording EMAIL binding: a receipt with a
// private status link on submit, one notice per decision once the undo window (1 s in tests) has passed,
// none for spam or an undone decision, retries on a failing send and nothing lost when sending fails.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { adminCookie } from "./account-helpers";
import { recordEmails, linkIn, outboxRows, queueSettled } from "./email-helpers";
import { ORIGIN, fetchApp, trpcMutation, trpcQuery } from "./fetch-app";
import { makeSubmissionInput } from "../unit/factories";
import { auditRows, submissionRow } from "./submission-helpers";

let lastIp = 0;
const freshIp = () => `198.19.1.${++lastIp}`;
let lastAddress = 0;
const freshAddress = () => `submitter${++lastAddress}@example.com`;

type Status = {
  title: string;
  content_type: string;
  city: string;
  promotion_tier: string;
  paid: boolean;
  status: string;
  public_path: string | null;
  rejection_reason: string | null;
  rejection_note: string | null;
};

async function submit(overrides: Parameters<typeof makeSubmissionInput>[0] = {}) {
  const input = makeSubmissionInput({ submitter_email: freshAddress(), ...overrides });
  const res = await trpcMutation("submissions.create", input, { "cf-connecting-ip": freshIp() });
  expect(res.status).toBe(200);
  const { id } = (await env.DB.prepare("SELECT id FROM submissions WHERE title = ?").bind(input.title).first<{ id: number }>())!;
  return { id, input };
}

const statusOf = (token: string) => trpcQuery<Status | null>("submissions.status", { token });
const tokenOf = (link: string) => decodeURIComponent(new URL(link).pathname.split("/").pop()!);

describe("on submit: a receipt with a private status link", () => {
  let mail: ReturnType<typeof recordEmails>;
  beforeEach(() => {
    mail = recordEmails();
  });

  it("sends one address at most its daily allowance of receipts; later submissions are stored without one", async () => {
    const address = freshAddress();
    const allowance = Number(env.RATE_LIMIT_RECEIPTS.split("/")[0]);
    const ids: number[] = [];
    for (let n = 0; n <= allowance; n++) ids.push((await submit({ title: `Receipt Cap ${n}`, submitter_email: address })).id);
    await queueSettled();
    expect(mail.to(address)).toHaveLength(allowance);
    expect(mail.to(address).map((email) => email.subject)).not.toContain(`We received “Receipt Cap ${allowance}”`);
    // Every submission is kept for review, the one past the allowance too.
    for (const id of ids) expect((await submissionRow(id))?.status).toBe("pending");
    // Another address is not affected.
    const other = await submit({ title: "Receipt Cap Other" });
    await queueSettled();
    expect(mail.to(other.input.submitter_email)).toHaveLength(1);
  });

  it("sends exactly one receipt per submission, to its submitter, from the queue", async () => {
    const first = await submit({ title: "Receipt One", promotion_tier: "pro" });
    const second = await submit({ title: "Receipt Two" });
    await queueSettled();
    const one = mail.to(first.input.submitter_email);
    const two = mail.to(second.input.submitter_email);
    expect(one).toHaveLength(1);
    expect(two).toHaveLength(1);
    expect(one[0]!.subject).toBe("We received “Receipt One”");
    expect(one[0]!.from).toBe("notifications@localhype.ca");
    // The greeting names nobody: the name is the submitter's own text, sent to an unverified address.
    expect(one[0]!.text.startsWith("Hello,\n")).toBe(true);
    expect(one[0]!.text).not.toContain("Ada Tester");
    expect(one[0]!.text).toContain("Type: Hidden Gem · City: Toronto · Promotion: Pro");
    expect(one[0]!.raw).toMatch(/Content-Type: text\/html/);
    expect(linkIn(one[0]!.text, "/submissions/status/")).toMatch(new RegExp(`^${ORIGIN}/submissions/status/[A-Za-z0-9_-]{43}$`));
    const rows = (await outboxRows()).filter((row) => row.submission_id === first.id);
    expect(rows).toMatchObject([{ kind: "receipt", status: "sent", attempts: 1, recipient: first.input.submitter_email }]);
  });

  it("stores only the token's hash, and the link opens the submission's status", async () => {
    const { id, input } = await submit({ title: "Status Page Item", city: "Halifax", content_type: "event", date: "2027-01-10" });
    await queueSettled();
    const token = tokenOf(linkIn(mail.to(input.submitter_email)[0]!.text, "/submissions/status/"));
    const row = await submissionRow(id);
    expect(row?.status_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    const { status, body } = await statusOf(token);
    expect(status).toBe(200);
    // Personal to the link's holder: no browser or proxy keeps it.
    const raw = await fetchApp(`/api/trpc/submissions.status?input=${encodeURIComponent(JSON.stringify({ token }))}`);
    expect(raw.headers.get("cache-control")).toBe("no-store");
    expect(body.result?.data).toEqual({
      title: "Status Page Item",
      content_type: "event",
      city: "Halifax",
      promotion_tier: "none",
      paid: false,
      payment_status: null,
      receipt_ids: [],
      amount_cents: 0,
      promoted_until: null,
      status: "pending",
      submitted_at: row?.created_at,
      published_at: null,
      public_path: null,
      rejection_reason: null,
      rejection_note: null,
    });
  });

  it("a wrong or expired token shows nothing; a malformed one is refused", async () => {
    const { id, input } = await submit();
    await queueSettled();
    const token = tokenOf(linkIn(mail.to(input.submitter_email)[0]!.text, "/submissions/status/"));
    const wrong = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await statusOf(wrong)).body.result?.data).toBeNull();
    const malformed = await statusOf("short");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.data.fieldErrors).toEqual({ token: ["This link is not valid."] });
    await env.DB.prepare("UPDATE submissions SET status_token_expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), id)
      .run();
    expect((await statusOf(token)).body.result?.data).toBeNull();
  });

  it("a bot caught by the honeypot gets no e-mail", async () => {
    const input = makeSubmissionInput({ submitter_email: freshAddress(), company_website: "http://spam.example" });
    expect((await trpcMutation("submissions.create", input, { "cf-connecting-ip": freshIp() })).status).toBe(200);
    await queueSettled();
    expect(mail.to(input.submitter_email)).toHaveLength(0);
  });
});

describe("decision notices after the undo window", () => {
  let mail: ReturnType<typeof recordEmails>;
  beforeEach(() => {
    mail = recordEmails();
  });

  const review = (cookie: string, input: unknown) => trpcMutation<Record<string, unknown>>("admin.submissions.review", input, { cookie });
  const undo = (cookie: string, id: number) => trpcMutation<Record<string, unknown>>("admin.submissions.undo", { id }, { cookie });

  it("approval: one “your listing is live” e-mail with the public link, only after the window", async () => {
    const { cookie } = await adminCookie();
    const { id, input } = await submit({ title: "Live Soon Bakery" });
    await queueSettled();
    const token = tokenOf(linkIn(mail.to(input.submitter_email)[0]!.text, "/submissions/status/"));
    const approved = await review(cookie, { id, status: "approved" });
    expect(approved.status).toBe(200);
    const publicPath = approved.body.result?.data.public_path as string;
    expect(publicPath).toBe("/gems/toronto/live-soon-bakery");
    expect(Date.parse(approved.body.result?.data.undo_until as string)).toBeGreaterThan(Date.now());
    // Still inside the window: queued, nothing sent.
    expect((await outboxRows()).find((row) => row.submission_id === id && row.kind === "approved")).toMatchObject({ status: "queued" });
    expect(mail.to(input.submitter_email)).toHaveLength(1);

    await vi.waitUntil(() => mail.to(input.submitter_email).length === 2, { timeout: 5000, interval: 50 });
    await queueSettled();
    const notice = mail.to(input.submitter_email)[1]!;
    expect(notice.subject).toBe("Your listing is live: “Live Soon Bakery”");
    expect(linkIn(notice.text, "/gems/")).toBe(`${ORIGIN}${publicPath}`);
    expect(mail.to(input.submitter_email)).toHaveLength(2);
    expect((await statusOf(token)).body.result?.data).toMatchObject({ status: "approved", public_path: publicPath });
  });

  it("a submitter who wrote in French gets the receipt and the decision in French", async () => {
    const { cookie } = await adminCookie();
    const nb = "\u00a0";
    const { id, input } = await submit({ title: "Boulangerie du Faubourg", city: "Montreal", content_type: "shop", language: "fr" });
    await queueSettled();
    const receipt = mail.to(input.submitter_email)[0]!;
    expect(receipt.subject).toBe(`Nous avons reçu «${nb}Boulangerie du Faubourg${nb}»`);
    expect(receipt.headers["content-language"]).toBe("fr-CA");
    expect(receipt.text.startsWith("Bonjour,\n")).toBe(true);
    expect(receipt.text).toContain(`Type${nb}: Commerce · Ville${nb}: Montréal · Promotion${nb}: Aucune`);
    // The French status page, its label followed by a no-break space and a colon.
    expect(receipt.text).toMatch(new RegExp(`Voir le statut de votre proposition${nb}: ${ORIGIN}/fr/submissions/status/[A-Za-z0-9_-]{43}\n`));

    expect((await review(cookie, { id, status: "rejected", reason: "incomplete", note: "Ajoutez l'adresse." })).status).toBe(200);
    await vi.waitUntil(() => mail.to(input.submitter_email).length === 2, { timeout: 5000, interval: 50 });
    const notice = mail.to(input.submitter_email)[1]!;
    expect(notice.subject).toBe(`À propos de votre proposition «${nb}Boulangerie du Faubourg${nb}»`);
    expect(notice.text).toContain(`Motif${nb}: Certains renseignements manquaient ou n'étaient pas clairs.`);
    expect(notice.text).toContain(`Note de notre équipe${nb}: Ajoutez l'adresse.`);
    expect(linkIn(notice.text, "/submit#from=")).toMatch(new RegExp(`^${ORIGIN}/fr/submit#from=[A-Za-z0-9_-]{43}$`));
    // An English submitter's e-mails stay English, and say so.
    const english = await submit({ title: "Harbour Bakery" });
    await queueSettled();
    expect(mail.to(english.input.submitter_email)[0]!.headers["content-language"]).toBe("en-CA");
  });

  it("rejection: the stock reason and the note, on the e-mail and on the status page", async () => {
    const { cookie } = await adminCookie();
    const { id, input } = await submit({ title: "Faraway Shop" });
    await queueSettled();
    const token = tokenOf(linkIn(mail.to(input.submitter_email)[0]!.text, "/submissions/status/"));
    const rejected = await review(cookie, { id, status: "rejected", reason: "outside_cities", note: "  We only cover Canadian cities.  " });
    expect(rejected.status).toBe(200);
    await vi.waitUntil(() => mail.to(input.submitter_email).length === 2, { timeout: 5000, interval: 50 });
    const notice = mail.to(input.submitter_email)[1]!;
    expect(notice.subject).toBe("About your submission “Faraway Shop”");
    expect(notice.text).toContain("Reason: It is outside the cities we cover.");
    expect(notice.text).toContain("Note from our team: We only cover Canadian cities.");
    // "Submit again" opens the form filled in from this submission: its status token, in the fragment.
    expect(linkIn(notice.text, "/submit#from=")).toBe(`${ORIGIN}/submit#from=${token}`);
    // The token reached the consumer sealed in the database, never in clear: not in the row, not in the queue.
    const row = await submissionRow(id);
    expect(row?.status_token_sealed).toEqual(expect.any(String));
    expect(String(row?.status_token_sealed)).not.toContain(token);
    expect((await statusOf(token)).body.result?.data).toMatchObject({
      status: "rejected",
      public_path: null,
      rejection_reason: "outside_cities",
      rejection_note: "We only cover Canadian cities.",
    });
    expect((await auditRows(id)).at(-1)).toMatchObject({ status: "rejected", rejection_reason: "outside_cities" });
  });

  it("a rejection needs a stock reason", async () => {
    const { cookie } = await adminCookie();
    const { id } = await submit();
    for (const input of [
      { id, status: "rejected" },
      { id, status: "rejected", reason: "boring" },
    ]) {
      const res = await review(cookie, input);
      expect(res.status).toBe(400);
      expect(res.body.error?.data.code).toBe("BAD_REQUEST");
    }
    const tooLong = await review(cookie, { id, status: "rejected", reason: "incomplete", note: "x".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.data.fieldErrors).toEqual({ note: ["The note must be at most 500 characters."] });
    expect(await submissionRow(id)).toMatchObject({ status: "pending" });
  });

  it("spam is rejected silently: no notice is even queued", async () => {
    const { cookie } = await adminCookie();
    const { id, input } = await submit();
    await queueSettled();
    expect((await review(cookie, { id, status: "rejected", reason: "spam" })).status).toBe(200);
    // Well past the 1 s window, nothing more than the receipt.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await queueSettled();
    expect(mail.to(input.submitter_email).map((email) => email.subject)).toEqual([expect.stringMatching(/^We received/)]);
    expect((await outboxRows()).filter((row) => row.submission_id === id).map((row) => row.kind)).toEqual(["receipt"]);
  });

  it("an undone decision sends nothing and puts the submission back; a second decision sends only its own notice", async () => {
    const { cookie, account } = await adminCookie();
    const { id, input } = await submit({ title: "Oops Click" });
    await queueSettled();
    expect((await review(cookie, { id, status: "approved" })).status).toBe(200);
    const undone = await undo(cookie, id);
    expect(undone.status).toBe(200);
    expect(undone.body.result?.data).toEqual({ id, status: "pending" });
    expect(await submissionRow(id)).toMatchObject({ status: "pending", slug: null, published_at: null, reviewed_at: null, reviewed_by: null });
    expect((await auditRows(id))[0]).toMatchObject({ status: "approved", undone_by: account.id, undone_at: expect.any(String) as string });
    expect((await outboxRows()).find((row) => row.kind === "approved" && row.submission_id === id)).toMatchObject({ status: "skipped" });

    expect((await review(cookie, { id, status: "rejected", reason: "duplicate" })).status).toBe(200);
    await vi.waitUntil(() => mail.to(input.submitter_email).length === 2, { timeout: 5000, interval: 50 });
    await queueSettled();
    expect(mail.to(input.submitter_email).map((email) => email.subject)).toEqual(["We received “Oops Click”", "About your submission “Oops Click”"]);
  });

  it("approving an approved item again queues no second notice, and the first one still goes out", async () => {
    const { cookie } = await adminCookie();
    const { id, input } = await submit();
    expect((await review(cookie, { id, status: "approved" })).status).toBe(200);
    expect((await review(cookie, { id, status: "approved" })).status).toBe(200);
    expect((await outboxRows()).filter((row) => row.submission_id === id).map((row) => row.kind)).toEqual(["receipt", "approved"]);
    await vi.waitUntil(() => mail.to(input.submitter_email).length === 2, { timeout: 5000, interval: 50 });
    expect(mail.to(input.submitter_email)[1]!.subject).toMatch(/^Your listing is live/);
  });

  it("undo is refused once the window has passed, and when there is nothing to undo", async () => {
    const { cookie } = await adminCookie();
    const { id } = await submit();
    const nothing = await undo(cookie, id);
    expect(nothing.status).toBe(409);
    expect(nothing.body.error?.message).toBe("There is no review to undo.");
    expect((await review(cookie, { id, status: "approved" })).status).toBe(200);
    await env.DB.prepare("UPDATE submission_reviews SET reviewed_at = ? WHERE submission_id = ?")
      .bind(new Date(Date.now() - 2000).toISOString(), id)
      .run();
    const late = await undo(cookie, id);
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toBe("The undo window has passed.");
    expect(await submissionRow(id)).toMatchObject({ status: "approved" });
  });

  it("undo is admin-only, checked on the server", async () => {
    const { id } = await submit();
    expect((await trpcMutation("admin.submissions.undo", { id }, {})).status).toBe(401);
    expect((await trpcQuery("admin.emails.recent", undefined, {})).status).toBe(401);
    expect(await submissionRow(id)).toMatchObject({ paid: 0 });
  });
});

describe("a failing mail service", () => {
  it("a send that fails once is retried by the queue and then delivered, once", async () => {
    const address = freshAddress();
    const mail = recordEmails({ failures: 1, failFor: address });
    const { id, input } = await submit({ submitter_email: address });
    await queueSettled();
    expect(mail.to(input.submitter_email)).toHaveLength(1);
    expect(mail.attemptsTo(address)).toBe(2);
    expect((await outboxRows()).find((row) => row.submission_id === id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
  });

  it("when every send fails nothing is lost: the submission is stored and admins see the failed e-mail", async () => {
    const address = freshAddress();
    const mail = recordEmails({ failures: Infinity, failFor: address });
    const { id, input } = await submit({ title: "Undeliverable", submitter_email: address });
    expect(await submissionRow(id)).toMatchObject({ title: "Undeliverable", status: "pending" });
    // Three attempts (the pool's maxRetries is 2), then the dead-letter queue's consumer marks it failed.
    await queueSettled();
    expect(mail.to(address)).toHaveLength(0);
    const row = (await outboxRows()).find((r) => r.submission_id === id);
    expect(row).toMatchObject({ status: "failed", attempts: 3, last_error: "send_email refused the message (test)" });

    const { cookie } = await adminCookie();
    const { body } = await trpcQuery<{ emails: Record<string, unknown>[]; undelivered: { failed: number } }>("admin.emails.recent", undefined, {
      cookie,
    });
    expect(body.result?.data.undelivered.failed).toBeGreaterThanOrEqual(1);
    expect(body.result?.data.emails.find((email) => email.submission_id === id)).toMatchObject({
      kind: "receipt",
      recipient: input.submitter_email,
      status: "failed",
      submission_title: "Undeliverable",
    });
    expect(mail.attemptsTo(address)).toBe(3);
  });
});
