/**
 * `GET /api/events`: the signed-in borrower's or approved lender's live updates as
 * server-sent events (docs/decisions/live-updates.md). The stream is written to the raw
 * response (hijacked), so compression never buffers it; helmet's headers are already on the
 * raw response. A comment line every HEARTBEAT_MS keeps proxies from closing it and detects
 * dead clients; the app's preClose hook ends every stream so a shutdown never waits for them.
 * On the same beat the stream's session is checked again (stream-session.ts): a stream ends
 * within one beat of its session ending (issue 27). A client address may hold at most
 * `maxStreamsPerAddress` streams in a process (LIVE_STREAMS_PER_ADDRESS): one more answers 429
 * too_many_streams.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "@/domain/contract/error";
import { LIVE_EVENT_NAME, type LiveEvent } from "@/domain/contract/messages";
import { AppError } from "../../lib/app-error";
import { viewerOf } from "../../plugins/guards";
import type { LiveHub } from "../../realtime/live-hub";
import {
  intervalTimer,
  type StreamSessionCheck,
  type StreamTimer,
} from "../../realtime/stream-session";
import { requireThreadParticipant } from "./message-routes";

export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream dropped. */
export const RECONNECT_MS = 5_000;
/** Streams one user may hold open in one process (tabs); older ones are closed first. */
export const MAX_STREAMS_PER_USER = 8;
/**
 * Streams one client address may hold open in one process (LIVE_STREAMS_PER_ADDRESS): several
 * people behind one office router, each with a few tabs. Past it a new stream is refused (not
 * the oldest closed: that would let one address end other people's streams).
 */
export const MAX_STREAMS_PER_ADDRESS = 20;
export const TOO_MANY_STREAMS_MESSAGE =
  "Too many live connections from your network. Updates will refresh every few seconds instead.";

export function formatServerSentEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface EventRoutesOptions {
  hub: LiveHub;
  /** Is the stream's session still valid and allowed? Checked on every heartbeat. */
  sessionCheck: StreamSessionCheck;
  heartbeatMs?: number;
  maxStreamsPerAddress?: number;
  /** Runs the heartbeat; tests pass a hand-driven timer. */
  timer?: StreamTimer;
}

const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (app, options) => {
  const { hub } = options;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const maxPerAddress = options.maxStreamsPerAddress ?? MAX_STREAMS_PER_ADDRESS;
  const timer = options.timer ?? intervalTimer;
  const open = new Map<string, Set<() => void>>();
  const byAddress = new Map<string, number>();

  app.addHook("preClose", async () => {
    for (const set of open.values()) for (const end of [...set]) end();
  });

  app.get(
    "/api/events",
    {
      onRequest: requireThreadParticipant,
      schema: {
        tags: ["messages"],
        summary: "My live updates (text/event-stream): new conversation entries and read receipts",
        response: {
          200: z.string().describe("A text/event-stream; each `update` event is a LiveEvent"),
          401: errorResponse,
          403: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const userId = viewer.user.id;
      const address = request.ip;
      if ((byAddress.get(address) ?? 0) >= maxPerAddress) {
        throw new AppError("too_many_streams", TOO_MANY_STREAMS_MESSAGE, {
          retryAfterSeconds: 60,
        });
      }
      // Counted from here (before any await), so simultaneous requests cannot all slip in.
      byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
      const releaseAddress = () => {
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      };
      const raw = reply.raw;
      let ended = false;
      const write = (chunk: string) => {
        if (!ended) raw.write(chunk);
      };
      let unsubscribe: () => void;
      try {
        unsubscribe = await hub.subscribe(userId, {
          event: (event: LiveEvent) => write(formatServerSentEvent(LIVE_EVENT_NAME, event)),
          resync: () => write(formatServerSentEvent("resync", {})),
        });
      } catch (error) {
        releaseAddress();
        request.log.error({ err: error }, "Live updates unavailable");
        throw new AppError("service_unavailable", "Live updates are unavailable right now.");
      }

      reply.hijack();
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        // nginx and similar proxies: pass the stream through instead of buffering it.
        "x-accel-buffering": "no",
        connection: "keep-alive",
      });
      raw.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);

      const userStreams = open.get(userId) ?? new Set<() => void>();
      open.set(userId, userStreams);
      const end = () => {
        if (ended) return;
        ended = true;
        stopHeartbeat();
        unsubscribe();
        userStreams.delete(end);
        if (userStreams.size === 0) open.delete(userId);
        releaseAddress();
        raw.end();
      };
      const stopHeartbeat = timer(heartbeatMs, async () => {
        if (ended) return;
        write(": heartbeat\n\n");
        // The session ended (sign-out, password change, expiry, revoked) or the account may no
        // longer have threads (lender rejected): end the stream. A failed check ends it too;
        // the browser reconnects and is answered by the route's own guards.
        const allowed = await options
          .sessionCheck(request, viewer.session.id)
          .catch((error: unknown) => {
            request.log.warn({ err: error }, "Live stream session check failed");
            return false;
          });
        if (!allowed) end();
      });
      userStreams.add(end);
      if (userStreams.size > MAX_STREAMS_PER_USER) [...userStreams][0]?.();
      // The response closes when the client goes away (or the stream was ended here).
      raw.on("close", end);
      raw.on("error", end);
      if (raw.destroyed || request.raw.socket?.destroyed) end();
    },
  );
};

export default eventRoutes;
