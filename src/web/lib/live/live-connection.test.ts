/**
 * The tab's live connection with a stand-in EventSource: one connection shared by subscribers,
 * events parsed against the contract, the status the polling fallback reads, the retry after a
 * refused connection, and a resync after a reconnection.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { LiveEvent } from "@/domain/contract/messages";

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(name: string, data?: string) {
    if (name === "open") this.readyState = FakeEventSource.OPEN;
    for (const listener of this.listeners.get(name) ?? []) {
      listener(new MessageEvent(name, { data }));
    }
  }
}

const event: LiveEvent = {
  type: "thread",
  submissionId: "6f7c2f4e-7a54-4c57-9d2a-6f1f3b0d9a11",
  inquiryId: "7b0c2f4e-7a54-4c57-9d2a-6f1f3b0d9a12",
  messageId: "8c0c2f4e-7a54-4c57-9d2a-6f1f3b0d9a13",
  kind: "text",
  authorSide: "lender",
  offerId: null,
};

async function load() {
  vi.resetModules();
  return import("./live-connection");
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the live connection", () => {
  test("one EventSource for every subscriber, closed with the last one", async () => {
    const live = await load();
    const stopA = live.subscribeLive({ onEvent: () => {}, onResync: () => {} });
    const stopB = live.subscribeLive({ onEvent: () => {}, onResync: () => {} });
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.instances[0]?.url).toBe("/api/events");
    stopA();
    expect(FakeEventSource.instances[0]?.closed).toBe(false);
    stopB();
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
  });

  test("delivers events that match the contract and ignores anything else", async () => {
    const live = await load();
    const received: LiveEvent[] = [];
    live.subscribeLive({ onEvent: (e) => received.push(e), onResync: () => {} });
    const source = FakeEventSource.instances[0];
    source?.emit("update", JSON.stringify(event));
    source?.emit("update", "not json");
    source?.emit("update", JSON.stringify({ type: "thread", submissionId: "x" }));
    expect(received).toEqual([event]);
  });

  test("reports the connection status the polling fallback reads", async () => {
    const live = await load();
    const changes: boolean[] = [];
    live.onLiveStatusChange(() => changes.push(live.isLiveConnected()));
    live.subscribeLive({ onEvent: () => {}, onResync: () => {} });
    expect(live.isLiveConnected()).toBe(false);
    FakeEventSource.instances[0]?.emit("open");
    expect(live.isLiveConnected()).toBe(true);
    FakeEventSource.instances[0]?.emit("error");
    expect(live.isLiveConnected()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  test("a refused connection is retried later; the reconnection asks for a resync", async () => {
    vi.useFakeTimers();
    const live = await load();
    const onResync = vi.fn();
    live.subscribeLive({ onEvent: () => {}, onResync });
    const first = FakeEventSource.instances[0];
    first?.emit("open");
    expect(onResync).not.toHaveBeenCalled();
    first?.close();
    first?.emit("error");
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.instances[1]?.emit("open");
    expect(onResync).toHaveBeenCalledTimes(1);
    FakeEventSource.instances[1]?.emit("resync", "{}");
    expect(onResync).toHaveBeenCalledTimes(2);
  });
});
