/**
 * The profile credit score a shared listing page is being rendered for (issue 34,
 * html/shared-page.ts). Such a page is rendered with no credentials, so its search call
 * (GET /api/lenders, answered inside the server by html/render-body.ts's injectFetch) cannot
 * read the score from a session: the call carries a ticket instead, a random id that names the
 * score for as long as the call runs, and the route reads the score by it. A request from
 * outside holds no live ticket, so it never gets a score this way.
 */
import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";

export const SHARED_RENDER_HEADER = "x-lenderlane-shared-render";

const scoreOfTicket = new Map<string, number>();

/** Runs `work` (an injected API call) with a ticket for `score` in the headers it is given. */
export async function withSharedRenderScore<T>(
  score: number,
  work: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const ticket = randomUUID();
  scoreOfTicket.set(ticket, score);
  try {
    return await work({ [SHARED_RENDER_HEADER]: ticket });
  } finally {
    scoreOfTicket.delete(ticket);
  }
}

/** The score of the shared render this request is part of, or null. */
export function sharedRenderScore(request: FastifyRequest): number | null {
  const ticket = request.headers[SHARED_RENDER_HEADER];
  return typeof ticket === "string" ? (scoreOfTicket.get(ticket) ?? null) : null;
}
