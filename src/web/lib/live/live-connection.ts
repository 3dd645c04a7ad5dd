/**
 * The tab's one connection to `GET /api/events` (server-sent events), shared by every component
 * that follows live updates: it opens with the first subscriber and closes with the last. While
 * it is down (EventSource refused, proxy without streaming) `isLiveConnected()` is false and
 * the queries poll instead (useLivePollInterval). After a reconnection subscribers get
 * `onResync`, since events sent meanwhile were missed.
 */
import { LIVE_EVENT_NAME, type LiveEvent, liveEventSchema } from "@/domain/contract/messages";

export const LIVE_EVENTS_URL = "/api/events";
/** SSE event name the server sends after its own reconnection to the database. */
export const LIVE_RESYNC_EVENT = "resync";

export interface LiveSubscriber {
  onEvent(event: LiveEvent): void;
  /** Events may have been missed (reconnection): refetch what you show. */
  onResync(): void;
}

const subscribers = new Set<LiveSubscriber>();
const statusListeners = new Set<() => void>();
let source: EventSource | null = null;
let connected = false;
let everConnected = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryDelayMs = 5_000;
const MAX_RETRY_DELAY_MS = 120_000;

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of statusListeners) listener();
}

function open() {
  if (source || typeof EventSource === "undefined") return;
  const next = new EventSource(LIVE_EVENTS_URL, { withCredentials: true });
  source = next;
  next.addEventListener("open", () => {
    retryDelayMs = 5_000;
    setConnected(true);
    if (everConnected) for (const subscriber of subscribers) subscriber.onResync();
    everConnected = true;
  });
  next.addEventListener(LIVE_EVENT_NAME, (message) => {
    let data: unknown;
    try {
      data = JSON.parse((message as MessageEvent<string>).data);
    } catch {
      return;
    }
    const parsed = liveEventSchema.safeParse(data);
    if (!parsed.success) return;
    for (const subscriber of subscribers) subscriber.onEvent(parsed.data);
  });
  next.addEventListener(LIVE_RESYNC_EVENT, () => {
    for (const subscriber of subscribers) subscriber.onResync();
  });
  next.addEventListener("error", () => {
    setConnected(false);
    // CONNECTING: the browser retries by itself. CLOSED (refused, wrong type): we retry later.
    if (next.readyState === EventSource.CLOSED) {
      next.close();
      if (source === next) source = null;
      scheduleRetry();
    }
  });
}

function scheduleRetry() {
  if (retryTimer || subscribers.size === 0) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (subscribers.size > 0) open();
  }, retryDelayMs);
  retryDelayMs = Math.min(retryDelayMs * 2, MAX_RETRY_DELAY_MS);
}

function close() {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  source?.close();
  source = null;
  everConnected = false;
  setConnected(false);
}

export function subscribeLive(subscriber: LiveSubscriber): () => void {
  subscribers.add(subscriber);
  open();
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size === 0) close();
  };
}

export function isLiveConnected(): boolean {
  return connected;
}

export function onLiveStatusChange(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}
