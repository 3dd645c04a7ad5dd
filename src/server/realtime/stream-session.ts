/**
 * Whether an open live stream's session still allows it (issue 27): asked on the stream's
 * heartbeat, against the session store itself (no cookie cache, no refresh: an open tab must
 * not keep a session alive), so sign-out, a password change (which replaces the session),
 * expiry and a revoked session end the stream within one heartbeat, in every process. The
 * account must still be one that has threads: a lender the admin rejected loses its streams
 * the same way.
 *
 * One query per heartbeat (issue 34): the session, its user and the profile joined
 * (auth/session-read.ts), where better-auth's getSession cost two before the profile read (at
 * 2,000 streams a loaded process fell behind and ended streams whose check failed). Its
 * answers are getSession's with `disableRefresh`: a session due for the daily refresh still
 * holds and is not extended; an expired one ends the stream and is handed to getSession,
 * which deletes its row as it always did.
 */
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import { toActor } from "@/domain/policies/actor";
import { canHaveThreads } from "@/domain/policies/message-policies";
import type { Auth } from "../auth/auth";
import { readSessionRow } from "../auth/session-read";
import type { Database } from "../db/client";

export type StreamSessionCheck = (request: FastifyRequest, sessionId: string) => Promise<boolean>;

export function streamSessionCheck(auth: Auth, db: Database): StreamSessionCheck {
  return async (request, sessionId) => {
    const headers = fromNodeHeaders(request.headers);
    const read = await readSessionRow(auth, db, headers);
    if (!read || read.row.sessionId !== sessionId) return false;
    if (read.state === "expired") {
      await auth.api.getSession({
        headers,
        query: { disableCookieCache: true, disableRefresh: true },
      });
      return false;
    }
    return canHaveThreads(toActor(read.row.profile));
  };
}

/** Runs `task` every `ms` milliseconds; returns the stopper. Tests pass a hand-driven one. */
export type StreamTimer = (ms: number, task: () => Promise<void>) => () => void;

export const intervalTimer: StreamTimer = (ms, task) => {
  const timer = setInterval(() => void task(), ms);
  timer.unref();
  return () => clearInterval(timer);
};
