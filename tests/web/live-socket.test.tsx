// The live socket reconnects after a drop with growing delays, at once when the browser is back
// online, and never after the page closed it. The WebSocket is a fake: this is about the client.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveVotesMessage } from "@shared/voting/live-votes";
import { openLiveSocket } from "@web/features/voting/live-socket";

class FakeSocket extends EventTarget {
  closedWith: number | null = null;
  close(code = 1000) {
    this.closedWith = code;
  }
  open() {
    this.dispatchEvent(new Event("open"));
  }
  drop() {
    this.dispatchEvent(new CloseEvent("close", { code: 1006 }));
  }
  say(data: unknown) {
    this.dispatchEvent(new MessageEvent("message", { data }));
  }
}

let sockets: FakeSocket[];
const heard: LiveVotesMessage[] = [];
const open = () =>
  openLiveSocket({
    url: "ws://example.test/api/votes/toronto/live",
    onMessage: (message) => heard.push(message),
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    random: () => 0.999999,
  });

beforeEach(() => {
  sockets = [];
  heard.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("live socket", () => {
  it("passes on the messages it understands", () => {
    const live = open();
    sockets[0]!.open();
    sockets[0]!.say('{"type":"counts","counts":[{"shopId":"a","count":3}]}');
    sockets[0]!.say("noise");
    expect(heard).toEqual([{ type: "counts", counts: [{ shopId: "a", count: 3 }] }]);
    live.close();
  });

  it("reconnects after a drop with doubling delays, starting over once connected", () => {
    const live = open();
    sockets[0]!.drop();
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    sockets[2]!.drop();
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(4);
    live.close();
  });

  it("reconnects at once when the browser comes back online", () => {
    const live = open();
    sockets[0]!.drop();
    window.dispatchEvent(new Event("online"));
    expect(sockets).toHaveLength(2);
    // Already connected (or connecting): nothing more.
    window.dispatchEvent(new Event("online"));
    expect(sockets).toHaveLength(2);
    live.close();
  });

  it("stays closed once the page closes it", () => {
    const live = open();
    live.close();
    expect(sockets[0]!.closedWith).toBe(1000);
    sockets[0]!.drop();
    window.dispatchEvent(new Event("online"));
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
