// The voting page's store: one vote path (optimistic, confirmed, refused, or kept to send later),
// live counts from the socket, other tabs through the storage event, and a card order that only the
// visitor changes. The API and the socket are fakes; storage is happy-dom's localStorage.
import { TRPCClientError } from "@trpc/client";
import { afterEach, describe, expect, it } from "vitest";
import type { CoffeeShop } from "@shared/voting/coffee-shop";
import type { ServerTally } from "@shared/voting/browser-votes";
import type { LiveVotesMessage } from "@shared/voting/live-votes";
import { createCityVotesStore, type CityVotesStore, browserVoteStorage } from "@web/features/voting/city-votes-store";

const shop = (id: string, name: string) => ({ id, name }) as CoffeeShop;
const shops = [shop("a", "Alpha"), shop("b", "Bravo"), shop("c", "Charlie")];
const CITY = "testville";

const apiError = (code: string) => new TRPCClientError(code, { result: { error: { data: { code } } } });

/** A server we control: tallies, answers to casts (one by one), and a socket to push messages. */
function fakeServer(counts: Record<string, number>) {
  const state = { counts: { ...counts }, voted: [] as string[], reachable: true, refuse: null as string | null };
  const pushes: ((message: LiveVotesMessage) => void)[] = [];
  let release: (() => void) | null = null;
  let hold = false;
  return {
    state,
    /** Casts wait until `answer()` is called. */
    holdCasts: () => (hold = true),
    answer: () => release?.(),
    push: (message: LiveVotesMessage) => pushes.forEach((push) => push(message)),
    sockets: () => pushes.length,
    api: {
      tally: (): Promise<ServerTally> =>
        state.reachable
          ? Promise.resolve({ counts: { ...state.counts }, voted: [...state.voted] })
          : Promise.reject(new TypeError("Failed to fetch")),
      cast: async (shopId: string) => {
        if (hold) await new Promise<void>((resolve) => (release = resolve));
        if (!state.reachable) throw new TRPCClientError("Failed to fetch");
        if (state.refuse) throw apiError(state.refuse);
        if (state.voted.includes(shopId)) throw apiError("CONFLICT");
        state.voted.push(shopId);
        state.counts[shopId] = state.counts[shopId]! + 1;
        return { count: state.counts[shopId] };
      },
    },
    connect: (onMessage: (message: LiveVotesMessage) => void) => {
      pushes.push(onMessage);
      return { close: () => void pushes.splice(pushes.indexOf(onMessage), 1) };
    },
  };
}

const stores: { store: CityVotesStore; stop: () => void }[] = [];
function openStore(server: ReturnType<typeof fakeServer>) {
  const store = createCityVotesStore({ shops, storage: browserVoteStorage(CITY), api: server.api, connect: server.connect });
  const stop = store.subscribe(() => {});
  stores.push({ store, stop });
  return store;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const stored = (key: string) => JSON.parse(window.localStorage.getItem(`${key}-${CITY}`) ?? "null") as unknown;

afterEach(() => {
  for (const { stop } of stores.splice(0)) stop();
  window.localStorage.clear();
});

describe("city votes store", () => {
  it("loads the server's tally, ordered by votes, and stores it", async () => {
    const store = openStore(fakeServer({ a: 50, b: 70, c: 60 }));
    await settle();
    expect(store.getSnapshot()).toMatchObject({ counts: { a: 50, b: 70, c: 60 }, order: ["b", "c", "a"], offline: false });
    expect(stored("coffee-votes")).toEqual({ a: 50, b: 70, c: 60 });
  });

  it("counts a vote at once, then takes the server's count", async () => {
    const server = fakeServer({ a: 50, b: 70, c: 60 });
    const store = openStore(server);
    await settle();
    server.holdCasts();
    const outcome = store.vote("a");
    expect(store.getSnapshot()).toMatchObject({ counts: { a: 51 }, voted: { a: true } });
    expect(store.getSnapshot().sending.has("a")).toBe(true);
    // Others voted meanwhile: the answer holds their votes too.
    server.state.counts.a = 55;
    server.answer();
    expect(await outcome).toEqual({ kind: "counted", count: 56 });
    expect(store.getSnapshot()).toMatchObject({ counts: { a: 56 }, voted: { a: true } });
    expect(store.getSnapshot().sending.size).toBe(0);
    expect(stored("coffee-unsent")).toBeNull();
    expect(await store.vote("a")).toEqual({ kind: "already-voted" });
  });

  it("never shows a count twice for the visitor's own vote when the socket is quicker than the answer", async () => {
    const server = fakeServer({ a: 50, b: 70, c: 60 });
    const store = openStore(server);
    await settle();
    server.holdCasts();
    const outcome = store.vote("a");
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().counts!.a!));
    server.push({ type: "counts", counts: [{ shopId: "a", count: 51 }] });
    server.answer();
    await outcome;
    expect(Math.max(...seen)).toBe(51);
    expect(store.getSnapshot().counts!.a).toBe(51);
  });

  it("keeps a vote the server could not get, says so, and sends it when the browser is back online", async () => {
    const server = fakeServer({ a: 50, b: 70, c: 60 });
    const store = openStore(server);
    await settle();
    server.state.reachable = false;
    expect(await store.vote("c")).toEqual({ kind: "unsent", count: 61 });
    expect(store.getSnapshot()).toMatchObject({ counts: { c: 61 }, voted: { c: true } });
    expect(stored("coffee-unsent")).toEqual(["c"]);

    server.state.reachable = true;
    window.dispatchEvent(new Event("online"));
    await settle();
    expect(server.state.counts.c).toBe(61);
    expect(stored("coffee-unsent")).toBeNull();
    expect(store.getSnapshot().counts!.c).toBe(61);
  });

  it("records nothing for a refused vote (BAD_REQUEST, TOO_MANY_REQUESTS)", async () => {
    const server = fakeServer({ a: 50, b: 70, c: 60 });
    const store = openStore(server);
    await settle();
    for (const code of ["BAD_REQUEST", "TOO_MANY_REQUESTS"]) {
      server.state.refuse = code;
      expect(await store.vote("b")).toEqual({ kind: "refused", reason: code });
      expect(store.getSnapshot()).toMatchObject({ counts: { b: 70 }, voted: {} });
      expect(stored("coffee-voted")).toEqual({});
      expect(stored("coffee-unsent")).toBeNull();
    }
  });

  it("takes an already-counted vote (CONFLICT) as voted, without the extra count", async () => {
    const server = fakeServer({ a: 50, b: 70, c: 60 });
    server.state.voted.push("a");
    const store = createCityVotesStore({ shops, storage: browserVoteStorage(CITY), api: server.api, connect: server.connect });
    // Before the tally arrives the page does not know about the earlier vote.
    expect(await store.vote("a")).toEqual({ kind: "already-voted" });
    expect(store.getSnapshot().voted).toEqual({ a: true });
  });

  it("works from storage without the server, seeding a first visit, and sends when the socket brings a tally", async () => {
    const server = fakeServer({ a: 50, b: 70, c: 60 });
    server.state.reachable = false;
    const store = openStore(server);
    await settle();
    const seeded = store.getSnapshot();
    expect(seeded.offline).toBe(true);
    expect(Object.values(seeded.counts!).every((n) => n >= 50 && n <= 199)).toBe(true);
    await store.vote("a");
    expect(stored("coffee-unsent")).toEqual(["a"]);

    // The socket (re)connects: its tally replaces the local counts and the vote goes out.
    server.state.reachable = true;
    server.push({ type: "tally", counts: { ...server.state.counts }, voted: [] });
    await settle();
    expect(store.getSnapshot()).toMatchObject({ offline: false, counts: { a: 51, b: 70, c: 60 }, order: ["b", "c", "a"] });
    expect(server.state.counts.a).toBe(51);
    expect(stored("coffee-unsent")).toBeNull();
  });

  it("updates other voters' counts in place; the order changes only when the visitor sorts", async () => {
    const server = fakeServer({ a: 50, b: 70, c: 60 });
    const store = openStore(server);
    await settle();
    server.push({ type: "counts", counts: [{ shopId: "a", count: 90 }] });
    expect(store.getSnapshot()).toMatchObject({ counts: { a: 90 }, order: ["b", "c", "a"] });
    store.sortBy("alphabetical");
    expect(store.getSnapshot().order).toEqual(["a", "b", "c"]);
    store.sortBy("votes");
    expect(store.getSnapshot().order).toEqual(["a", "b", "c"]);
    server.push({ type: "counts", counts: [{ shopId: "c", count: 100 }] });
    expect(store.getSnapshot().order).toEqual(["a", "b", "c"]);
  });

  it("shows another tab's vote as voted", async () => {
    const server = fakeServer({ a: 50, b: 70, c: 60 });
    const store = openStore(server);
    await settle();
    // What the other tab stores after its vote, and the event this tab then gets.
    window.localStorage.setItem(`coffee-voted-${CITY}`, '{"b":true}');
    window.localStorage.setItem(`coffee-votes-${CITY}`, '{"a":50,"b":71,"c":60}');
    window.dispatchEvent(new StorageEvent("storage", { key: `coffee-votes-${CITY}` }));
    expect(store.getSnapshot()).toMatchObject({ counts: { b: 71 }, voted: { b: true } });
    expect(await store.vote("b")).toEqual({ kind: "already-voted" });
    // Other keys are none of its business.
    window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    expect(store.getSnapshot().voted).toEqual({ b: true });
  });

  it("opens one socket while watched and closes it when the page goes", () => {
    const server = fakeServer({ a: 50, b: 70, c: 60 });
    const store = createCityVotesStore({ shops, storage: browserVoteStorage(CITY), api: server.api, connect: server.connect });
    const one = store.subscribe(() => {});
    const two = store.subscribe(() => {});
    expect(server.sockets()).toBe(1);
    one();
    two();
    expect(server.sockets()).toBe(0);
  });
});
