// The admin procedures through the app router: who may call them (checked on the server for every call), what the
// counters and lists answer, and exactly what a review writes (row and audit trail).
import { NO_TYPE_FIELDS } from "@shared/listings/type-fields-schema";
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { adminCookie, createAccount, sessionCookie } from "./account-helpers";
import { caller, outcome, type CallerOptions, type RouterInputs } from "./caller";
import { ORIGIN, fetchApp, type RouterOutputs } from "./fetch-app";
import { auditRows, storeSubmission, submissionRow } from "./submission-helpers";
import { payThroughWebhook } from "./payment-helpers";

type Admin = RouterOutputs["admin"]["submissions"];

const review = (cookie: string, input: RouterInputs["admin"]["submissions"]["review"]) => outcome(caller({ cookie }).admin.submissions.review(input));
const list = (cookie: string, input?: RouterInputs["admin"]["submissions"]["list"]) => outcome(caller({ cookie }).admin.submissions.list(input));
const stats = (cookie: string) => outcome(caller({ cookie }).admin.submissions.stats());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("every admin procedure is enforced on the server", () => {
  const calls = [
    { name: "stats", run: (options: CallerOptions) => outcome(caller(options).admin.submissions.stats()) },
    {
      name: "list",
      run: (options: CallerOptions) => outcome(caller(options).admin.submissions.list({ status: "pending" })),
    },
    {
      name: "history",
      run: (options: CallerOptions) => outcome(caller(options).admin.submissions.history({ id: 1 })),
    },
    {
      name: "review",
      run: (options: CallerOptions) => outcome(caller(options).admin.submissions.review({ id: 1, status: "approved" })),
    },
    {
      name: "bulkReview",
      run: (options: CallerOptions) => outcome(caller(options).admin.submissions.bulkReview({ ids: [1], status: "rejected", reason: "spam" })),
    },
  ];

  it.each(calls)("$name: UNAUTHORIZED without a session", async ({ run }) => {
    const { status, message, code } = await run({});
    expect(status).toBe(401);
    expect(code).toBe("UNAUTHORIZED");
    expect(message).toBe("Please log in to access the admin panel.");
  });

  it.each(calls)("$name: FORBIDDEN for a logged-in user without the admin role", async ({ run }) => {
    const cookie = await sessionCookie(await createAccount());
    const { status, message, code } = await run({ cookie });
    expect(status).toBe(403);
    expect(code).toBe("FORBIDDEN");
    expect(message).toBe("You don't have admin permissions.");
  });

  it("a review stays undone when refused", async () => {
    const id = await storeSubmission();
    const cookie = await sessionCookie(await createAccount());
    await review(cookie, { id, status: "approved" });
    await outcome(caller().admin.submissions.review({ id, status: "approved" }));
    expect(await submissionRow(id)).toMatchObject({ status: "pending", reviewed_at: null, reviewed_by: null, published_at: null });
    expect(await auditRows(id)).toHaveLength(0);
  });

  // Over HTTP: the origin check is the API's middleware (worker/http/api-guards.ts), before any procedure.
  it("refuses a cross-site or Origin-less POST even with the admin's cookie", async () => {
    const id = await storeSubmission();
    const { cookie } = await adminCookie();
    const body = JSON.stringify({ id, status: "approved" });
    for (const origin of ["https://evil.example", null]) {
      const headers: Record<string, string> = { "content-type": "application/json", cookie };
      if (origin) headers.origin = origin;
      const res = await fetchApp("/api/trpc/admin.submissions.review", { method: "POST", headers, body });
      expect(res.status).toBe(403);
      expect((await res.json<{ error: { data: { code: string } } }>()).error.data.code).toBe("FORBIDDEN");
    }
    expect((await submissionRow(id))?.status).toBe("pending");
    // The same request from our own origin works.
    const same = await fetchApp("/api/trpc/admin.submissions.review", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: ORIGIN },
      body,
    });
    expect(same.status).toBe(200);
  });

  // Over HTTP: what is checked is the header on the API's own response.
  it("answers admin data with Cache-Control: no-store", async () => {
    const { cookie } = await adminCookie();
    const res = await fetchApp("/api/trpc/admin.submissions.stats", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("counters and lists", () => {
  it("counts each status on the server and lists one status newest first with explicit fields", async () => {
    const { cookie } = await adminCookie();
    const before = (await stats(cookie)).data!;
    const older = await storeSubmission({ title: "Older pending" }, new Date("2025-01-01T10:00:00Z"));
    const newer = await storeSubmission(
      {
        title: "Newer pending",
        content_type: "event",
        city: "Montreal",
        location: "Parc La Fontaine",
        date: "2025-07-14",
        tags: "Music, Outdoors",
        promotion_tier: "pro",
        submitter_name: "Jean Tremblay",
        submitter_email: "jean@example.ca",
        website: "festival-tremblay.example.ca",
        phone: "514-555-0123",
        address: "3933 Av. du Parc-La Fontaine",
      },
      new Date("2025-01-02T10:00:00Z"),
    );
    // A paid tier joins the review queue once its payment is confirmed.
    await payThroughWebhook(newer);
    const toApprove = await storeSubmission({ title: "To approve" });
    const toReject = await storeSubmission({ title: "To reject" });
    expect((await review(cookie, { id: toApprove, status: "approved" })).status).toBe(200);
    expect((await review(cookie, { id: toReject, status: "rejected", reason: "duplicate" })).status).toBe(200);

    const after = (await stats(cookie)).data!;
    expect(after).toEqual({
      pending: before.pending + 2,
      approved: before.approved + 1,
      rejected: before.rejected + 1,
      awaiting_payment: before.awaiting_payment,
    });

    const pending = (await list(cookie)).data!.items;
    expect(pending.every((entry) => entry.status === "pending")).toBe(true);
    const ids = pending.map((entry) => entry.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(toApprove);
    expect(pending.find((entry) => entry.id === newer)).toEqual({
      id: newer,
      title: "Newer pending",
      description: expect.any(String) as string,
      content_type: "event",
      city: "Montreal",
      location: "Parc La Fontaine",
      website: "https://festival-tremblay.example.ca",
      phone: "514-555-0123",
      address: "3933 Av. du Parc-La Fontaine",
      category: null,
      opening_hours: null,
      date: "2025-07-14",
      // An event has none of a job posting's facts.
      ...NO_TYPE_FIELDS,
      tags: ["Music", "Outdoors"],
      promotion_tier: "pro",
      price: 99,
      paid: true,
      payment_status: "paid",
      promoted_until: null,
      submitter_name: "Jean Tremblay",
      submitter_email: "jean@example.ca",
      status: "pending",
      created_at: "2025-01-02T10:00:00.000Z",
      reviewed_at: null,
      reviewed_by: null,
      reviewer_email: null,
      published_at: null,
      rejection_reason: null,
      rejection_note: null,
      undo_until: null,
      image_url: null,
      language: "en",
      public_path: null,
    });

    const approved = (await list(cookie, { status: "approved" })).data!.items;
    expect(approved.map((entry) => entry.id)).toContain(toApprove);
    expect(approved.every((entry) => entry.status === "approved")).toBe(true);
    const rejected = (await list(cookie, { status: "rejected" })).data!.items;
    expect(rejected.every((entry) => entry.status === "rejected")).toBe(true);
    expect(rejected.find((entry) => entry.id === toReject)).toMatchObject({ public_path: null, published_at: null });
    // The history names who reviewed, and where an approved item is published.
    expect(approved.find((entry) => entry.id === toApprove)).toMatchObject({
      reviewer_email: expect.stringMatching(/@example\.com$/) as string,
      public_path: "/gems/toronto/to-approve",
      published_at: expect.stringMatching(ISO) as string,
    });
  });

  it("returns submitted text as data, never altered", async () => {
    const { cookie } = await adminCookie();
    const title = `<img src=x onerror=alert(1)> ${crypto.randomUUID()}`;
    await storeSubmission({ title });
    expect((await list(cookie)).data!.items.some((entry) => entry.title === title)).toBe(true);
  });

  it("refuses an unknown status filter", async () => {
    const { cookie } = await adminCookie();
    // @ts-expect-error -- a status that does not exist is what this sends
    const { status, code } = await list(cookie, { status: "deleted" });
    expect(status).toBe(400);
    expect(code).toBe("BAD_REQUEST");
  });
});

describe("the queue pages through everything", () => {
  /** Every page of one queue, following nextCursor to the end. */
  async function allPages(cookie: string, input: Record<string, unknown>) {
    const pages: Admin["list"][] = [];
    let cursor: Admin["list"]["nextCursor"] = null;
    do {
      const { status, data } = await list(cookie, { ...input, cursor });
      expect(status).toBe(200);
      pages.push(data!);
      cursor = data!.nextCursor;
    } while (cursor);
    return pages;
  }

  it("105 spam rows do not hide a real submission: paging reaches it, oldest first shows it first", async () => {
    const { cookie } = await adminCookie();
    const real = await storeSubmission({ title: "A real neighbourhood story" }, new Date("1999-01-01T08:00:00Z"));
    const spam: number[] = [];
    for (let i = 0; i < 105; i++) {
      spam.push(await storeSubmission({ title: `Cheap pills ${i}`, submitter_email: "bot@spam.example" }, new Date(Date.UTC(2026, 0, 1, 0, 0, i))));
    }
    const firstPage = (await list(cookie)).data!;
    expect(firstPage.items).toHaveLength(25);
    expect(firstPage.nextCursor).not.toBeNull();

    const pages = await allPages(cookie, {});
    const ids = pages.flatMap((page) => page.items.map((entry) => entry.id));
    expect(pages.every((page) => page.items.length <= 25)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(real);
    for (const id of spam) expect(ids).toContain(id);
    expect(ids.at(-1)).toBe(real);

    const oldest = (await list(cookie, { order: "oldest" })).data!.items;
    expect(oldest[0]?.id).toBe(real);
    const oldestIds = (await allPages(cookie, { order: "oldest" })).flatMap((page) => page.items.map((entry) => entry.id));
    expect(oldestIds).toEqual([...ids].reverse());
  }, 60_000);

  it("filters by type, city and tier, and searches titles and submitter emails", async () => {
    const { cookie } = await adminCookie();
    const tag = crypto.randomUUID().slice(0, 8);
    const match = await storeSubmission({ title: `Harbour 100% ${tag}`, content_type: "event", city: "Halifax", promotion_tier: "pro" });
    const others = [
      await storeSubmission({ title: `Harbour 100% ${tag}`, content_type: "gem", city: "Halifax", promotion_tier: "pro" }),
      await storeSubmission({ title: `Harbour 100% ${tag}`, content_type: "event", city: "Moncton", promotion_tier: "pro" }),
    ];
    // Paid, so they are in the review queue the list shows by default.
    for (const id of [match, ...others]) await payThroughWebhook(id);
    await storeSubmission({ title: `Harbour 100% ${tag}`, content_type: "event", city: "Halifax", promotion_tier: "none" });
    const byEmail = await storeSubmission({ title: "Untagged", submitter_email: `Finder-${tag}@Example.ca` });

    const filtered = (await list(cookie, { type: "event", city: "Halifax", tier: "pro", search: tag })).data!.items;
    expect(filtered.map((entry) => entry.id)).toEqual([match]);
    // Case-insensitive, anywhere in the title; "%" is a character, not a wildcard.
    expect((await list(cookie, { search: `100% ${tag.toUpperCase()}` })).data!.items).toHaveLength(4);
    expect((await list(cookie, { search: `100_ ${tag}` })).data!.items).toHaveLength(0);
    expect((await list(cookie, { search: `finder-${tag}@example` })).data!.items.map((entry) => entry.id)).toEqual([byEmail]);
  });

  it("accepts the paging direction React Query's infinite queries send, forward only", async () => {
    const { cookie } = await adminCookie();
    expect((await list(cookie, { status: "pending", direction: "forward" })).status).toBe(200);
    // @ts-expect-error -- only "forward" exists
    expect((await list(cookie, { status: "pending", direction: "backward" })).status).toBe(400);
  });

  it("refuses unknown filters and over-long searches with BAD_REQUEST", async () => {
    const { cookie } = await adminCookie();
    for (const input of [
      { order: "random" },
      { city: "Atlantis" },
      { tier: "gold" },
      { type: "news" },
      { search: "x".repeat(101) },
      { cursor: { id: "x" } },
    ]) {
      const { status, code } = await list(cookie, input as never);
      expect(status, JSON.stringify(input)).toBe(400);
      expect(code).toBe("BAD_REQUEST");
    }
  });
});

describe("admin.submissions.bulkReview", () => {
  const bulkReview = (cookie: string, input: RouterInputs["admin"]["submissions"]["bulkReview"]) =>
    outcome(caller({ cookie }).admin.submissions.bulkReview(input));
  const listingStatus = async (id: number) =>
    (await env.DB.prepare("SELECT status FROM listings WHERE submission_id = ?").bind(id).first<{ status: string }>())?.status ?? null;

  it("rejects every chosen submission with its reason and an audit row each, and takes approved ones down", async () => {
    const { account, cookie } = await adminCookie();
    const pending = await storeSubmission({ title: "Bulk spam one" });
    const approved = await storeSubmission({ title: "Bulk spam two" });
    const untouched = await storeSubmission({ title: "Bulk keeper" });
    expect((await review(cookie, { id: approved, status: "approved" })).status).toBe(200);
    expect(await listingStatus(approved)).toBe("published");

    const { status, data } = await bulkReview(cookie, {
      ids: [pending, approved, pending, 99_999_999],
      status: "rejected",
      reason: "duplicate",
    });
    expect(status).toBe(200);
    expect(data!).toEqual({ reviewed: [pending, approved], status: "rejected" });
    for (const id of [pending, approved]) {
      const row = await submissionRow(id);
      expect(row).toMatchObject({ status: "rejected", reviewed_by: account.id, published_at: null, rejection_reason: "duplicate" });
      expect((await auditRows(id)).at(-1)).toMatchObject({ status: "rejected", reviewer_id: account.id, rejection_reason: "duplicate" });
    }
    expect(await listingStatus(approved)).toBe("unpublished");
    expect((await submissionRow(untouched))?.status).toBe("pending");
  });

  it("approves every chosen submission: each gets its own listing at its own address", async () => {
    const { cookie } = await adminCookie();
    const ids = [await storeSubmission({ title: "Bulk Twin Bakery" }), await storeSubmission({ title: "Bulk Twin Bakery" })];
    const { status, data } = await bulkReview(cookie, { ids, status: "approved" });
    expect(status).toBe(200);
    expect(data!).toEqual({ reviewed: ids, status: "approved" });
    const slugs = await Promise.all(ids.map(async (id) => (await submissionRow(id))?.slug));
    expect(new Set(slugs).size).toBe(2);
    for (const id of ids) expect(await listingStatus(id)).toBe("published");
  });

  it("is refused without the admin role, and changes nothing", async () => {
    const id = await storeSubmission({ title: "Not yours to reject" });
    for (const cookie of [undefined, await sessionCookie(await createAccount())]) {
      const { status } = await outcome(
        caller({ cookie }).admin.submissions.bulkReview({
          ids: [id],
          status: "rejected",
          reason: "spam",
        }),
      );
      expect(status).toBe(cookie ? 403 : 401);
    }
    expect((await submissionRow(id))?.status).toBe("pending");
    expect(await auditRows(id)).toHaveLength(0);
  });

  it("refuses no ids, too many ids, unknown reasons and a rejection without a reason", async () => {
    const { cookie } = await adminCookie();
    const inputs = [
      { ids: [], status: "approved" },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1), status: "rejected", reason: "spam" },
      { ids: [1], status: "rejected", reason: "rude" },
      { ids: [1], status: "rejected" },
      { ids: [1], status: "pending" },
    ];
    for (const input of inputs) {
      const { status, code } = await bulkReview(cookie, input as never);
      expect(status, JSON.stringify(input)).toBe(400);
      expect(code).toBe("BAD_REQUEST");
    }
  });
});

describe("admin.submissions.review", () => {
  it("approval sets status, reviewed_at, reviewed_by and published_at, and writes an audit row", async () => {
    const { account, cookie } = await adminCookie();
    const id = await storeSubmission({ title: "Kensington Bakery" });
    const before = Date.now();
    const { status, data } = await review(cookie, { id, status: "approved" });
    expect(status).toBe(200);
    const row = await submissionRow(id);
    expect(row).toMatchObject({ status: "approved", reviewed_by: account.id });
    expect(row?.reviewed_at).toMatch(ISO);
    expect(Date.parse(String(row?.reviewed_at))).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(String(row?.reviewed_at))).toBeLessThanOrEqual(Date.now() + 1000);
    expect(row?.published_at).toBe(row?.reviewed_at);
    expect(data).toEqual({
      id,
      status: "approved",
      reviewed_at: row?.reviewed_at,
      reviewed_by: account.id,
      published_at: row?.published_at,
      public_path: "/gems/toronto/kensington-bakery",
      undo_until: new Date(Date.parse(String(row?.reviewed_at)) + 1000).toISOString(),
    });
    expect(await auditRows(id)).toEqual([
      {
        id: expect.any(Number) as number,
        submission_id: id,
        reviewer_id: account.id,
        status: "approved",
        reviewed_at: row?.reviewed_at,
        rejection_reason: null,
        rejection_note: null,
        undone_at: null,
        undone_by: null,
        // What an undo would restore.
        previous_status: "pending",
        previous_slug: null,
        previous_published_at: null,
      },
    ]);
  });

  it("rejection sets status, reviewed_at and reviewed_by, and leaves published_at null", async () => {
    const { account, cookie } = await adminCookie();
    const id = await storeSubmission();
    const { data } = await review(cookie, { id, status: "rejected", reason: "incomplete", note: "Add the opening hours." });
    const row = await submissionRow(id);
    expect(row).toMatchObject({
      status: "rejected",
      reviewed_by: account.id,
      published_at: null,
      slug: null,
      rejection_reason: "incomplete",
      rejection_note: "Add the opening hours.",
    });
    expect(row?.reviewed_at).toMatch(ISO);
    expect(data).toMatchObject({ status: "rejected", published_at: null, public_path: null });
    expect(await auditRows(id)).toMatchObject([
      { reviewer_id: account.id, status: "rejected", rejection_reason: "incomplete", rejection_note: "Add the opening hours." },
    ]);
  });

  it("keeps every review in the audit trail when an item is reviewed again, by anyone", async () => {
    const first = await adminCookie();
    const second = await adminCookie();
    const id = await storeSubmission();
    await review(first.cookie, { id, status: "approved" });
    const approvedRow = await submissionRow(id);
    await review(second.cookie, { id, status: "rejected", reason: "not_local" });
    const rejectedRow = await submissionRow(id);
    // Unpublished again: the row holds the latest review only.
    expect(rejectedRow).toMatchObject({ status: "rejected", reviewed_by: second.account.id, published_at: null });
    await review(first.cookie, { id, status: "approved" });

    const trail = await auditRows(id);
    expect(trail.map((row) => [row.reviewer_id, row.status])).toEqual([
      [first.account.id, "approved"],
      [second.account.id, "rejected"],
      [first.account.id, "approved"],
    ]);
    expect(trail[0]?.reviewed_at).toBe(approvedRow?.reviewed_at);
    expect(trail[1]?.reviewed_at).toBe(rejectedRow?.reviewed_at);

    const history = await outcome(caller({ cookie: first.cookie }).admin.submissions.history({ id }));
    expect(history.data?.map((entry) => [entry.reviewer_email, entry.status])).toEqual([
      [first.account.email, "approved"],
      [second.account.email, "rejected"],
      [first.account.email, "approved"],
    ]);
  });

  it("approving an approved item again keeps its publication time and address", async () => {
    const { cookie } = await adminCookie();
    const id = await storeSubmission();
    await review(cookie, { id, status: "approved" });
    const first = await submissionRow(id);
    // The second review must happen on a later millisecond than the first: wait for the clock to move.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(Date.parse(String(first?.reviewed_at))));
    await review(cookie, { id, status: "approved" });
    const second = await submissionRow(id);
    expect(second?.published_at).toBe(first?.published_at);
    expect(second?.slug).toBe(first?.slug);
    expect(second?.reviewed_at).not.toBe(first?.reviewed_at);
    expect(await auditRows(id)).toHaveLength(2);
  });

  it("answers NOT_FOUND for an unknown id and writes nothing", async () => {
    const { cookie } = await adminCookie();
    const { status, code } = await review(cookie, { id: 987654, status: "approved" });
    expect(status).toBe(404);
    expect(code).toBe("NOT_FOUND");
    const { results } = await env.DB.prepare("SELECT * FROM submission_reviews WHERE submission_id = 987654").all();
    expect(results).toHaveLength(0);
  });

  it("refuses other statuses and malformed ids with BAD_REQUEST", async () => {
    const { cookie } = await adminCookie();
    const id = await storeSubmission();
    for (const input of [
      { id, status: "pending" },
      { id: 0, status: "approved" },
      { id: "1", status: "approved" },
      { id, status: "approved", extra: 1 },
    ]) {
      const { status, code } = await review(cookie, input as never);
      expect(status, JSON.stringify(input)).toBe(400);
      expect(code).toBe("BAD_REQUEST");
    }
    expect((await submissionRow(id))?.status).toBe("pending");
  });
});
