// What only the real server shows (the build in Miniflare, as `npm start` serves it): how the asset
// store answers a missing build file, and that a refused body (oversized, or refused before it was read)
// leaves its keep-alive connection usable for the next request.
import { expect, test } from "./test";
import http from "node:http";
import { IMAGE_MAX_BYTES } from "../../shared/images/image-upload-schema";
import { baseURL } from "./playwright.config";

interface Answer {
  status: number;
  body: string;
  reusedSocket: boolean;
  /** The answer's Connection header (`close` when the server gives the connection up). */
  connection: string | undefined;
}

/** One request through the given agent; `reusedSocket` says whether it travelled on an earlier connection. */
function send(agent: http.Agent, method: string, path: string, body?: Buffer, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(new URL(path, baseURL), { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          reusedSocket: req.reusedSocket,
          connection: res.headers.connection,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

test("a missing build file is a 404, not the app shell", async ({ request }) => {
  const res = await request.get("/assets/index-doesnotexist.js");
  expect(res.status()).toBe(404);
  // The asset store answers the miss itself, with an empty body (no fallback to index.html).
  expect(await res.text()).toBe("");
  expect(res.headers()["content-type"]).toBeUndefined();
  // Real build files are still served from the asset store.
  const favicon = await request.get("/favicon.svg");
  expect(favicon.status()).toBe(200);
});

for (const { name, path, size, contentType, message } of [
  {
    name: "API",
    path: "/api/trpc/newsletter.subscribe",
    size: 2 * 1024 * 1024,
    contentType: "application/json",
    message: "The request is too large.",
  },
  {
    name: "upload",
    path: "/api/uploads",
    size: IMAGE_MAX_BYTES + 1,
    contentType: "application/octet-stream",
    message: "Images must be 10MB or smaller.",
  },
]) {
  test(`after a refused oversized ${name} body, the same keep-alive connection still answers`, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const warmUp = await send(agent, "GET", "/api/trpc/health.check");
      expect(warmUp.status).toBe(200);
      const refused = await send(agent, "POST", path, Buffer.alloc(size, 0x61), {
        origin: new URL(baseURL).origin,
        "content-type": contentType,
      });
      expect(refused.status, refused.body.slice(0, 200)).toBe(413);
      expect((JSON.parse(refused.body) as { error: { message: string } }).error.message).toBe(message);
      // Drained within its budget: the server keeps the connection (a reuse failing below is then the client's).
      expect(refused.connection).not.toBe("close");
      const next = await send(agent, "GET", "/api/trpc/health.check");
      expect(next.status, next.body.slice(0, 200)).toBe(200);
      expect(next.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });
}

// Refusals answered before a body is read (a cross-site POST, an unknown API path, a call without a
// session) leave that body on the connection unless the Worker drains it.
for (const { name, path, size, status } of [
  { name: "cross-site", path: "/api/trpc/newsletter.subscribe", size: 3 * 1024 * 1024, status: 403 },
  { name: "unknown API path", path: "/api/nothing-here", size: 3 * 1024 * 1024, status: 404 },
  // Under the API's body limit, so the refusal is the missing session's.
  { name: "unauthenticated admin", path: "/api/trpc/admin.submissions.review", size: 60 * 1024, status: 401 },
]) {
  test(`after a ${name} refusal sent before the body was read, the same keep-alive connection still answers`, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await send(agent, "GET", "/api/trpc/health.check")).status).toBe(200);
      const body = Buffer.from(JSON.stringify({ id: 1, status: "approved", padding: "a".repeat(size) }));
      const origin = name === "cross-site" ? "https://elsewhere.example" : new URL(baseURL).origin;
      const refused = await send(agent, "POST", path, body, { "content-type": "application/json", origin });
      expect(refused.status, refused.body.slice(0, 200)).toBe(status);
      const next = await send(agent, "GET", "/api/trpc/health.check");
      expect(next.status, next.body.slice(0, 200)).toBe(200);
      expect(next.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });
}
