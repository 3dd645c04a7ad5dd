/**
 * Whether an open live stream's session still allows it (issue 27): asked on the stream's
 * heartbeat, against the session store itself (better-auth, no cookie cache, no refresh: an
 * open tab must not keep a session alive), so sign-out, a password change (which replaces the
 * session), expiry and a revoked session end the stream within one heartbeat, in every
 * process. The account must still be one that has threads: a lender the admin rejected loses
 * its streams the same way.
 */
import { fromNodeHeaders } from "better-auth/node";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { toActor } from "@/domain/policies/actor";
import { canHaveThreads } from "@/domain/policies/message-policies";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import { profiles } from "../db/schema";

export type StreamSessionCheck = (request: FastifyRequest, sessionId: string) => Promise<boolean>;

export function streamSessionCheck(auth: Auth, db: Database): StreamSessionCheck {
  return async (request, sessionId) => {
    const session = await auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      query: { disableCookieCache: true, disableRefresh: true },
    });
    if (!session || session.session.id !== sessionId) return false;
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, session.user.id));
    return canHaveThreads(toActor(profile));
  };
}

/** Runs `task` every `ms` milliseconds; returns the stopper. Tests pass a hand-driven one. */
export type StreamTimer = (ms: number, task: () => Promise<void>) => () => void;

export const intervalTimer: StreamTimer = (ms, task) => {
  const timer = setInterval(() => void task(), ms);
  timer.unref();
  return () => clearInterval(timer);
};
