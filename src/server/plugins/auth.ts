/**
 * Mounts better-auth under /api/auth and gives every request a lazily loaded `viewer` (the
 * signed-in user and their profile), which the guards and routes read.
 */

import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasSignInHint, SIGN_IN_HINT_COOKIE } from "@/domain/accounts/sign-in-hint";
import type { Auth } from "../auth/auth";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from "../auth/auth";
import { carriesSessionCookie, sessionCookieNames } from "../auth/session-cookie";
import { createViewerReader, type Viewer } from "../auth/session-read";
import { revokeReplacedSession } from "../auth/session-rotation";
import type { Database } from "../db/client";

export type { Profile, Viewer } from "../auth/session-read";

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** The signed-in viewer, or null; loads the session once per request. */
    getViewer(): Promise<Viewer | null>;
    /**
     * Whether the request carries a session cookie as better-auth reads it (whatever its
     * spelling: auth/session-cookie.ts). Such a request's pages and API answers are its own:
     * never shared, never cached by others (SECURITY.md 'Shared caches').
     */
    carriesSession(): boolean;
  }
}

/** Every /api answer to a request with a session: the browser's alone, and not even kept. */
export const SESSION_API_CACHE = "private, no-store";

const isApiUrl = (url: string) => url === "/api" || /^\/api[/?]/.test(url);

const viewerCache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

/** Hands a Fastify request to better-auth as a Fetch Request and copies the answer back. */
async function forwardToAuth(
  auth: Auth,
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body != null;
  const headers = fromNodeHeaders(request.headers);
  // The body is re-serialised from the parsed JSON, so the original length no longer applies.
  headers.delete("content-length");
  const response = await auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key.toLowerCase() !== "set-cookie") reply.header(key, value);
  });
  // Headers.forEach folds several Set-Cookie headers into one; each cookie must stay separate.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  // A sign-in replaces the session the browser came with: that one must stop working. The
  // sign-in itself has succeeded by now; a failure here is logged, not turned into a 500.
  if (response.status < 400) {
    await revokeReplacedSession(db, request.headers.cookie, cookies).catch((error: unknown) => {
      request.log.error({ err: error }, "Could not end the session replaced at sign-in");
    });
  }
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/** As long as a session may last (better-auth's expiresIn, 30 days). */
const SIGN_IN_HINT_MAX_AGE_S = 30 * 24 * 60 * 60;

export default fp(
  async function authPlugin(app: FastifyInstance, options: { auth: Auth; db: Database }) {
    const { auth, db } = options;
    app.decorate("auth", auth);
    // One trusted place for the client address: whatever a client sent in this header is
    // replaced by the address Fastify resolved (honouring TRUST_PROXY), before any handler
    // passes the headers on to better-auth.
    app.addHook("onRequest", async (request) => {
      request.headers[CLIENT_IP_HEADER] = request.ip;
    });
    const sessionNames = sessionCookieNames(auth.options);
    app.decorateRequest("carriesSession", function (this: FastifyRequest) {
      return carriesSessionCookie(this.headers.cookie, sessionNames);
    });
    // One rule for the whole API instead of one per route (issue 27: some sent none): an answer
    // to a request with a session may hold that user's data, so no shared cache (proxy, CDN)
    // and no disk cache keeps it. Answers to visitors keep what their route chose.
    app.addHook("onSend", async (request, reply, payload) => {
      if (isApiUrl(request.url) && request.carriesSession()) {
        reply.header("cache-control", SESSION_API_CACHE);
      }
      return payload;
    });
    // Issue 34: a readable hint of the HttpOnly session cookie (domain/accounts/sign-in-hint.ts)
    // kept in step with it, so a shared page asks /api/me only in a browser that may be signed
    // in. Clearing it makes the answer private: no shared cache may replay it to others.
    app.addHook("onSend", async (request, reply, payload) => {
      const hinted = hasSignInHint(request.headers.cookie);
      const carries = request.carriesSession();
      if (carries === hinted) return payload;
      const secure = request.protocol === "https" ? "; Secure" : "";
      const value = carries ? `1; Max-Age=${SIGN_IN_HINT_MAX_AGE_S}` : "; Max-Age=0";
      reply.header("set-cookie", `${SIGN_IN_HINT_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`);
      if (!carries) reply.header("cache-control", "private, no-cache");
      return payload;
    });
    // One query per signed-in request (session, user and profile joined), never cached
    // across requests: auth/session-read.ts.
    const readViewer = createViewerReader(auth, db);
    app.decorateRequest("getViewer", function (this: FastifyRequest) {
      let pending = viewerCache.get(this);
      if (!pending) {
        pending = readViewer(this);
        viewerCache.set(this, pending);
      }
      return pending;
    });

    app.route({
      method: ["GET", "POST"],
      url: `${AUTH_BASE_PATH}/*`,
      schema: { hide: true },
      handler: (request, reply) => forwardToAuth(auth, db, request, reply),
    });
  },
  { name: "auth" },
);
