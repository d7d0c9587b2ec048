// Over HTTP: what the client reads (the API's envelope) must carry no SQL.
// A database failure during a submission is a logged SERVICE_UNAVAILABLE with the unavailable text (the
// form shows the spec's words), never a silent success and never SQL in the answer. (Its own file.)
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeSubmissionInput } from "../unit/factories";
import { trpcMutation } from "./fetch-app";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("submissions.create when D1 fails", () => {
  it("answers SERVICE_UNAVAILABLE, logs the cause and leaks nothing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("DROP TABLE submissions");

    const { status, body } = await trpcMutation("submissions.create", makeSubmissionInput(), {
      "cf-connecting-ip": "100.64.0.1",
    });
    expect(status).toBe(503);
    expect(body.error?.data.code).toBe("SERVICE_UNAVAILABLE");
    expect(body.error?.message).toBe("Local Hype can't reach its data right now. Please try again in a minute.");
    expect(JSON.stringify(body)).not.toMatch(/no such table|SQLITE|D1_ERROR/i);
    expect(logged).toHaveBeenCalled();
    expect(logged.mock.calls.flat().map(String).join(" ")).toContain("submissions.create");
  });
});
