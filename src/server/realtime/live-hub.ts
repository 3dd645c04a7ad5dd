/**
 * The process's live subscribers (the open `GET /api/events` streams), by user. It hears the
 * live channel through its source, started with the first subscriber, and hands each event to
 * the streams of the users the event names. Only a routing table of open connections: nothing
 * here is state another process would need (each process hears every notification).
 */
import type { LiveEvent } from "@/domain/contract/messages";
import { parseLivePayload } from "./live-channel";
import type { LiveSource } from "./live-source";

export interface LiveSink {
  event(event: LiveEvent): void;
  /** Events may have been lost (the database connection came back): refetch. */
  resync(): void;
}

export class LiveHub {
  private readonly sinks = new Map<string, Set<LiveSink>>();
  private started: Promise<() => Promise<void>> | null = null;
  private closed = false;

  constructor(
    private readonly source: LiveSource,
    private readonly onError: (error: unknown) => void = (error) =>
      console.error("Live updates:", error),
  ) {}

  /** Adds a stream of `userId`; resolves once the hub listens. Returns the remover. */
  async subscribe(userId: string, sink: LiveSink): Promise<() => void> {
    if (this.closed) throw new Error("The live hub is closed");
    this.started ??= this.source({
      onPayload: (raw) => this.dispatch(raw),
      onReconnect: () => this.resyncAll(),
      onError: this.onError,
    });
    try {
      await this.started;
    } catch (error) {
      this.started = null;
      throw error;
    }
    let set = this.sinks.get(userId);
    if (!set) {
      set = new Set();
      this.sinks.set(userId, set);
    }
    set.add(sink);
    return () => {
      const current = this.sinks.get(userId);
      current?.delete(sink);
      if (current?.size === 0) this.sinks.delete(userId);
    };
  }

  /** Open streams in this process. */
  get size(): number {
    let total = 0;
    for (const set of this.sinks.values()) total += set.size;
    return total;
  }

  dispatch(raw: string): void {
    const payload = parseLivePayload(raw);
    if (!payload) return;
    for (const userId of new Set(payload.userIds)) {
      for (const sink of this.sinks.get(userId) ?? []) {
        try {
          sink.event(payload.event);
        } catch (error) {
          this.onError(error);
        }
      }
    }
  }

  private resyncAll(): void {
    for (const set of this.sinks.values()) for (const sink of set) sink.resync();
  }

  /** Stops listening; streams are ended by their route (app close). */
  async close(): Promise<void> {
    this.closed = true;
    const started = this.started;
    this.started = null;
    if (started) await (await started.catch(() => async () => {}))();
  }
}
