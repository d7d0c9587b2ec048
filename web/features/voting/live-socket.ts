// A small reconnecting WebSocket for a city's live counts: about 60 lines instead of a
// library, loaded only by the voting pages. After a drop it reconnects with growing, jittered delays
// (shared/voting/live-votes.ts), and at once when the browser comes back online; every (re)connect
// starts with the server's full tally, which is how the page re-reads the counts it may have missed.
import { parseLiveVotesMessage, reconnectDelay, type LiveVotesMessage } from "@shared/voting/live-votes";

export interface LiveSocketOptions {
  url: string;
  onMessage: (message: LiveVotesMessage) => void;
  /** Seams for tests; the browser's own by default. */
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

export interface LiveSocket {
  close: () => void;
}

export function openLiveSocket({ url, onMessage, createSocket = (u) => new WebSocket(u), random = Math.random }: LiveSocketOptions): LiveSocket {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  function connect() {
    clearTimeout(timer);
    timer = undefined;
    if (closed || socket) return;
    const current = createSocket(url);
    socket = current;
    current.addEventListener("open", () => {
      attempt = 0;
    });
    current.addEventListener("message", (event: MessageEvent) => {
      const message = parseLiveVotesMessage(event.data);
      if (message) onMessage(message);
    });
    current.addEventListener("close", () => {
      if (socket !== current) return;
      socket = null;
      if (!closed) timer = setTimeout(connect, reconnectDelay(attempt++, random));
    });
  }

  // Back online: no reason to wait out the backoff.
  const reconnectNow = () => {
    if (!socket) connect();
  };
  window.addEventListener("online", reconnectNow);
  connect();

  return {
    close() {
      closed = true;
      clearTimeout(timer);
      window.removeEventListener("online", reconnectNow);
      const current = socket;
      socket = null;
      current?.close(1000, "Page closed");
    },
  };
}

/** The absolute ws(s):// address of a path on this site. */
export function socketUrl(path: string): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss" : "ws"}://${host}${path}`;
}
