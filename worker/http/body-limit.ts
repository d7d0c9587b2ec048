// Refuses request bodies over a size with 413, like hono/body-limit, but reads the rest of the refused
// body before answering. Answering while the client is still sending leaves unread bytes on the
// keep-alive connection: under `wrangler dev` the next request on it (or the refusal itself) then failed
// with "Network connection lost". Draining is bounded: past DRAIN_MAX_BYTES the refusal also says
// `Connection: close`, so a client sending gigabytes is not read to the end.
import type { Context, MiddlewareHandler } from "hono";

/** The most a refused body is read to keep its connection usable; beyond it the connection is closed. */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

export interface BodyLimitOptions {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}

/** Reads and discards what is left of a body; true when it ended within the drain budget. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<boolean> {
  let read = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.byteLength;
      if (read > DRAIN_MAX_BYTES) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    // The client went away: nothing left to keep usable.
    return false;
  }
}

async function refuse(c: Context, options: BodyLimitOptions, reader: ReadableStreamDefaultReader<Uint8Array>, read: number) {
  const drained = await drain(reader, read);
  const res = await options.onError(c);
  if (!drained) res.headers.set("Connection", "close");
  return res;
}

/**
 * After any API answer: whatever the handler left of the request body is read and discarded (within the
 * same budget), so a refusal sent before the body was read — a cross-site POST, an unknown path, a call
 * without a session, a rate limit — leaves the connection usable for the next request.
 */
export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const body = c.req.raw.body as ReadableStream<Uint8Array> | null;
  if (!body || c.req.raw.bodyUsed || body.locked) return;
  if (!(await drain(body.getReader(), 0))) {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("Connection", "close");
  }
};

export function limitBody(options: BodyLimitOptions): MiddlewareHandler {
  const { maxSize } = options;
  return async (c, next) => {
    const body = c.req.raw.body as ReadableStream<Uint8Array> | null;
    if (!body) return next();
    const declared = c.req.raw.headers.has("transfer-encoding") ? null : c.req.raw.headers.get("content-length");
    if (declared !== null && Number.parseInt(declared, 10) > maxSize) return refuse(c, options, body.getReader(), 0);
    if (declared !== null) return next();

    // No declared length (streamed): count while reading, and hand the bytes on when they fit.
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) return refuse(c, options, reader, size);
      chunks.push(value);
    }
    const buffer = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      buffer.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: buffer });
    return next();
  };
}
