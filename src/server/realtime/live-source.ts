/**
 * Where a process hears the live channel: on PGlite its own listen API; on PostgreSQL a
 * dedicated client (not one of the pool's: a LISTEN belongs to one connection for its whole
 * life) that reconnects with back-off when the connection drops, telling the hub to resync
 * its subscribers since notifications sent meanwhile are lost.
 */
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "../db/client";
import { LIVE_CHANNEL } from "./live-channel";

export interface LiveSourceHandlers {
  onPayload(raw: string): void;
  /** The source lost its connection and has it back: notifications may have been missed. */
  onReconnect(): void;
  onError(error: unknown): void;
}

/** Starts listening; resolves to the function that stops. */
export type LiveSource = (handlers: LiveSourceHandlers) => Promise<() => Promise<void>>;

function isPglite(client: unknown): client is PGlite {
  return typeof (client as PGlite | undefined)?.listen === "function";
}

/** The live source of the database drizzle talks to (PGlite or a pg pool). */
export function liveSourceFor(db: Database): LiveSource {
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPglite(client)) return pgliteSource(client);
  if (client instanceof pg.Pool) return postgresSource(client.options);
  throw new Error("Live updates need a PGlite or pg.Pool database client");
}

export function pgliteSource(client: PGlite): LiveSource {
  return async ({ onPayload }) => {
    const unlisten = await client.listen(LIVE_CHANNEL, (payload) => onPayload(payload));
    return async () => {
      if (!client.closed) await unlisten();
    };
  };
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export function postgresSource(options: pg.ClientConfig): LiveSource {
  return async ({ onPayload, onReconnect, onError }) => {
    let stopped = false;
    let current: pg.Client | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let delay = FIRST_RETRY_MS;

    const connect = async (isReconnect: boolean) => {
      const client = new pg.Client(options);
      client.on("notification", (message) => {
        if (message.channel === LIVE_CHANNEL) onPayload(message.payload ?? "");
      });
      // 'error' is followed by 'end'; the retry is scheduled there.
      client.on("error", onError);
      client.on("end", () => {
        if (current !== client) return;
        current = null;
        scheduleRetry();
      });
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
      if (stopped) {
        await client.end();
        return;
      }
      current = client;
      delay = FIRST_RETRY_MS;
      if (isReconnect) onReconnect();
    };

    const scheduleRetry = () => {
      if (stopped || timer) return;
      timer = setTimeout(() => {
        timer = null;
        connect(true).catch((error) => {
          onError(error);
          scheduleRetry();
        });
      }, delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    };

    try {
      await connect(false);
    } catch (error) {
      onError(error);
      scheduleRetry();
    }

    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    };
  };
}
