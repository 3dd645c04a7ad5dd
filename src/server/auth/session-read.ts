/**
 * The signed-in viewer in one query (issue 34): the session row, its user and the profile,
 * joined, read from the database on every request (no in-process cache: a session signed
 * out, revoked at a password reset or deleted at sign-in rotation stops working on the next
 * request, and a profile change, such as a lender removed from a team, is seen at once).
 *
 * better-auth's getSession costs two queries (session, then user) before our profile read.
 * This reads the same rows with the same rules as better-auth's getSession (no cookie cache,
 * no secondary storage are configured):
 * - the session cookie is read with the parser better-auth uses (better-call's) under the
 *   name better-auth sets, and its HMAC signature checked with the auth secret; no cookie, a
 *   bad signature or an unknown token is a visitor, as in getSession;
 * - a session that has expired, or is due for better-auth's daily refresh (`updateAge`), is
 *   handed to `auth.api.getSession` itself, which deletes the expired row or extends the
 *   session as it always did (once a day per session), then the profile is read as before.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { fromNodeHeaders } from "better-auth/node";
import { parseCookies } from "better-call";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { profiles, sessions, users } from "../db/schema";
import type { Auth } from "./auth";

export type Profile = typeof profiles.$inferSelect;

export interface Viewer {
  user: {
    id: string;
    email: string;
    emailVerified: boolean;
    name: string;
    /** A verified TOTP authenticator is enrolled (better-auth's two-factor plugin, issue 33). */
    twoFactorEnabled: boolean;
  };
  profile: Profile;
  /** The current session: its id and the linked requests not yet acknowledged. */
  session: { id: string; linkedInquiries: number };
}

/** The token of a signed cookie value (`<token>.<base64 HMAC-SHA256>`), if the signature holds. */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  // better-call's getSignedCookie: a SHA-256 HMAC in base64 is 44 characters ending in '='.
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The session token the request signs in with, or null (no cookie, or a forged one). */
function sessionToken(headers: Headers, cookieName: string, secret: string): string | null {
  const header = headers.get("cookie");
  if (!header) return null;
  const value = parseCookies(header).get(cookieName);
  return value ? verifiedToken(value, secret) : null;
}

/** better-auth's getSession, then the profile: the path for expiry and the daily refresh. */
async function viaBetterAuth(auth: Auth, db: Database, headers: Headers): Promise<Viewer | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, session.user.id));
  if (!profile) return null;
  const { id, email, emailVerified, name } = session.user;
  return {
    user: {
      id,
      email,
      emailVerified,
      name,
      twoFactorEnabled: session.user.twoFactorEnabled === true,
    },
    profile,
    session: { id: session.session.id, linkedInquiries: session.session.linkedInquiries ?? 0 },
  };
}

/** The session behind a request's cookie with its user and profile, in one query. */
export interface SessionRow {
  sessionId: string;
  expiresAt: Date;
  linkedInquiries: number | null;
  user: Omit<Viewer["user"], "twoFactorEnabled"> & { twoFactorEnabled: boolean | null };
  profile: Profile | null;
}

/** What the session row's expiry means under better-auth's rules (getSession's own tests). */
export type SessionState = "current" | "refresh-due" | "expired";

/**
 * Reads the session row of a request's cookie, or null (no cookie, a forged one, an unknown
 * token, or a session whose user is gone), and its state.
 */
export async function readSessionRow(
  auth: Auth,
  db: Database,
  headers: Headers,
): Promise<{ row: SessionRow; state: SessionState } | null> {
  const context = await auth.$context;
  const token = sessionToken(headers, context.authCookies.sessionToken.name, context.secret);
  if (token === null) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      linkedInquiries: sessions.linkedInquiries,
      user: {
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        name: users.name,
        twoFactorEnabled: users.twoFactorEnabled,
      },
      profile: profiles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(sessions.token, token));
  if (!row) return null;
  const { expiresIn, updateAge } = context.sessionConfig;
  const expiresAt = row.expiresAt.getTime();
  const now = Date.now();
  const state: SessionState =
    expiresAt < now
      ? "expired"
      : expiresAt - expiresIn * 1000 + updateAge * 1000 <= now
        ? "refresh-due"
        : "current";
  return { row, state };
}

/** Reads the viewer of a request: one query when the session is current. */
export function createViewerReader(auth: Auth, db: Database) {
  return async function readViewer(request: FastifyRequest): Promise<Viewer | null> {
    const headers = fromNodeHeaders(request.headers);
    const read = await readSessionRow(auth, db, headers);
    if (!read) return null;
    // Expired (better-auth deletes the row) or due for the refresh: better-auth's own path.
    if (read.state !== "current") return viaBetterAuth(auth, db, headers);
    const { row } = read;
    if (!row.profile) return null;
    return {
      user: { ...row.user, twoFactorEnabled: row.user.twoFactorEnabled === true },
      profile: row.profile,
      session: { id: row.sessionId, linkedInquiries: row.linkedInquiries ?? 0 },
    };
  };
}
