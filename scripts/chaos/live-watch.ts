/**
 * A live-update stream (GET /api/events) held open on one server directly through the outage:
 * each server's LISTEN connection is lost when PostgreSQL stops, and when it is back the
 * server must reconnect by itself and tell its streams to resync (realtime/live-source.ts).
 */
export interface LiveWatch {
  /** Whether a `resync` event arrived since the watch began. */
  readonly resynced: () => boolean;
  readonly status: () => number | null;
  close(): void;
}

export async function watchLiveStream(serverUrl: string, cookie: string): Promise<LiveWatch> {
  const controller = new AbortController();
  let text = "";
  let status: number | null = null;
  try {
    const response = await fetch(`${serverUrl}/api/events`, {
      headers: { cookie, accept: "text/event-stream" },
      signal: controller.signal,
    });
    status = response.status;
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        while (reader) {
          const { done, value } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
        }
      } catch {
        // aborted, or the server went away
      }
    })();
  } catch {
    status = null;
  }
  return {
    resynced: () => /^event: resync$/m.test(text),
    status: () => status,
    close: () => controller.abort(),
  };
}
