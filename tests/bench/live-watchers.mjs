// A share of the live bench's watching sockets, in a worker thread of its own (tests/bench/live-bench.mjs
// starts them): one Node event loop receiving a thousand sockets' updates (ten thousand messages a
// second) would lag behind the server and measure itself. Times are absolute (timeOrigin + now, in ms)
// so the main thread can compare them with the moments its casts were answered.
//
// Messages from the main thread: {open: {origin, city, shop, count, firstIp}} → "opened";
// {waitFor: count, ms} → "caught-up" once every socket saw that count (or the wait ended);
// "report" → {seen, utilization}; "close" → closes the sockets.
import { parentPort } from "node:worker_threads";
import { performance } from "node:perf_hooks";
import { connect } from "node:net";
import { randomBytes } from "node:crypto";

const sockets = [];
/** Per socket: the times at which it first saw each higher count of the shop. */
let seen = [];
let shop = null;
let busySince = performance.eventLoopUtilization();

const at = () => performance.timeOrigin + performance.now();

const ipOf = (n) => `10.${200 + ((n >> 16) & 31)}.${(n >> 8) & 255}.${n & 255}`;

/** The shop's count in a message's text, without parsing the rest (a tally lists it as "id":n). */
function countIn(text) {
  const match = countPattern.exec(text) ?? tallyPattern.exec(text);
  return match ? Number(match[1]) : undefined;
}
let countPattern;
let tallyPattern;

/**
 * A WebSocket client that does only what this bench needs, on a plain TCP socket: the upgrade, then
 * the server's frames (unmasked; text, ping, close) with the shop's count read straight from the text.
 * Node's built-in WebSocket spends tens of microseconds on each message; at ten thousand a second
 * that would be the client, not the server, being measured.
 */
function open(origin, city, ip) {
  const { hostname, port } = new URL(origin);
  const socket = connect({ host: hostname, port: Number(port), noDelay: true });
  const list = [];
  let pending = Buffer.alloc(0);
  let upgraded = false;
  const key = randomBytes(16).toString("base64");
  socket.write(
    `GET /api/votes/${city}/live HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\nOrigin: ${origin}\r\ncf-connecting-ip: ${ip}\r\n\r\n`,
  );
  const ws = {
    close() {
      // A masked close frame, code 1000, then the end of the stream.
      const mask = randomBytes(4);
      const frame = Buffer.from([0x88, 0x82, ...mask, 0x03 ^ mask[0], 0xe8 ^ mask[1]]);
      socket.end(frame);
    },
  };
  return new Promise((resolve, reject) => {
    socket.once("error", (error) => reject(new Error(`Live socket to ${city} failed: ${error.message}`)));
    socket.on("data", (chunk) => {
      const time = at();
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      if (!upgraded) {
        const end = pending.indexOf("\r\n\r\n");
        if (end < 0) return;
        const head = pending.subarray(0, end).toString("latin1");
        if (!head.startsWith("HTTP/1.1 101")) return reject(new Error(`Live socket to ${city} refused: ${head.split("\r\n")[0]}`));
        upgraded = true;
        pending = pending.subarray(end + 4);
        resolve({ ws, list });
      }
      while (pending.length >= 2) {
        const opcode = pending[0] & 0x0f;
        let length = pending[1] & 0x7f;
        let offset = 2;
        if (length === 126) {
          if (pending.length < 4) return;
          length = pending.readUInt16BE(2);
          offset = 4;
        } else if (length === 127) {
          if (pending.length < 10) return;
          length = Number(pending.readBigUInt64BE(2));
          offset = 10;
        }
        if (pending.length < offset + length) return;
        const payload = pending.subarray(offset, offset + length);
        pending = pending.subarray(offset + length);
        if (opcode === 1) {
          const count = countIn(payload.toString("utf8"));
          if (count !== undefined && (list.length === 0 || count > list[list.length - 1].count)) list.push({ count, at: time });
        } else if (opcode === 9) {
          const mask = randomBytes(4);
          socket.write(Buffer.concat([Buffer.from([0x8a, 0x80 | payload.length, ...mask]), Buffer.from(payload.map((b, i) => b ^ mask[i % 4]))]));
        } else if (opcode === 8) socket.end();
      }
    });
  });
}

const lowest = () => Math.min(...seen.map((list) => list.at(-1)?.count ?? 0));

parentPort.on("message", async (message) => {
  if (message.open) {
    const { origin, city, count, firstIp } = message.open;
    shop = message.open.shop;
    countPattern = new RegExp(`"shopId":"${shop}","count":(\\d+)`);
    tallyPattern = new RegExp(`"${shop}":(\\d+)`);
    for (let i = 0; i < count; i++) {
      const socket = await open(origin, city, ipOf(firstIp + i));
      sockets.push(socket.ws);
      seen.push(socket.list);
    }
    busySince = performance.eventLoopUtilization();
    parentPort.postMessage("opened");
  } else if (message.waitFor !== undefined) {
    const deadline = Date.now() + message.ms;
    while (lowest() < message.waitFor && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    parentPort.postMessage("caught-up");
  } else if (message === "report") {
    // How busy this thread's event loop was since its sockets opened: near 1 would mean the client,
    // not the server, set the pace.
    const utilization = performance.eventLoopUtilization(busySince).utilization;
    parentPort.postMessage({ seen, utilization });
  } else if (message === "close") {
    for (const ws of sockets.splice(0)) ws.close();
    seen = [];
    parentPort.postMessage("closed");
  }
});
