/**
 * `GET /api/events`: the signed-in borrower's or approved lender's live updates as
 * server-sent events (docs/decisions/live-updates.md). The stream is written to the raw
 * response (hijacked), so compression never buffers it; helmet's headers are already on the
 * raw response. A comment line every HEARTBEAT_MS keeps proxies from closing it and detects
 * dead clients; the app's preClose hook ends every stream so a shutdown never waits for them.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "@/domain/contract/error";
import { LIVE_EVENT_NAME, type LiveEvent } from "@/domain/contract/messages";
import { AppError } from "../../lib/app-error";
import { viewerOf } from "../../plugins/guards";
import type { LiveHub } from "../../realtime/live-hub";
import { requireThreadParticipant } from "./message-routes";

export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream dropped. */
export const RECONNECT_MS = 5_000;
/** Streams one user may hold open in one process (tabs); older ones are closed first. */
export const MAX_STREAMS_PER_USER = 8;

export function formatServerSentEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface EventRoutesOptions {
  hub: LiveHub;
  heartbeatMs?: number;
}

const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (app, options) => {
  const { hub } = options;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const open = new Map<string, Set<() => void>>();

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
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const userId = (await viewerOf(request)).user.id;
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
      const heartbeat = setInterval(() => write(": heartbeat\n\n"), heartbeatMs);
      heartbeat.unref();

      const userStreams = open.get(userId) ?? new Set<() => void>();
      open.set(userId, userStreams);
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        userStreams.delete(end);
        if (userStreams.size === 0) open.delete(userId);
        raw.end();
      };
      userStreams.add(end);
      if (userStreams.size > MAX_STREAMS_PER_USER) [...userStreams][0]?.();
      request.raw.on("close", end);
      raw.on("error", end);
    },
  );
};

export default eventRoutes;
