/**
 * Everything an API test needs: the real app on a fresh database (see test-database.ts), the
 * development outbox, and a client that keeps cookies between requests like a browser.
 */
import { createHmac } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { type App, type AppDependencies, buildApp } from "../app";
import { type Auth, createAuth } from "../auth/auth";
import type { DatabaseHandle } from "../db/client";
import { mailOutbox, profiles, users } from "../db/schema";
import type { PageCache } from "../html/page-cache";
import type { ServerRenderer } from "../html/render-body";
import { createMailer } from "../mail/mailer";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import { TEST_AUTH_SECRET } from "./test-auth";
import { openTestDatabase } from "./test-database";
import { enrolTestAuthenticator } from "./two-factor";

export const TEST_BASE_URL = "http://localhost:3000";

export interface TestContext {
  app: App;
  auth: Auth;
  handle: DatabaseHandle;
  db: DatabaseHandle["db"];
  client(): TestClient;
  /**
   * A client signed in as this email (a session as a magic link would give it; see
   * insertSession), with the given profile fields set.
   */
  signedInClient(
    email: string,
    profile?: Partial<typeof profiles.$inferInsert>,
    options?: SignedInOptions,
  ): Promise<TestClient>;
  /** Mails sent to an address, newest first. */
  mailsTo(email: string): Promise<(typeof mailOutbox.$inferSelect)[]>;
  close(): Promise<void>;
}

export interface SignedInOptions {
  /**
   * Issue 33: an admin made here is enrolled in two-factor sign-in (two-factor.ts), as the
   * admin area requires; false leaves it without an authenticator.
   */
  enrolAdmin?: boolean;
}

export interface TestContextOptions {
  webDistDir?: string;
  isProduction?: boolean;
  /** Proxies to trust for the client address; tests default to trusting X-Forwarded-For. */
  trustProxy?: boolean;
  /** Server rendering of the public pages (the source entry in tests); none by default. */
  renderer?: ServerRenderer | null;
  /** The app's cache of visitors' pages, to look into (one of its own when not given). */
  pageCache?: PageCache | null;
  /**
   * Another context's database: a second app ("server process") on the same data, e.g. to
   * show a limit holds across processes. close() then leaves the database open.
   */
  handle?: DatabaseHandle;
  /** Where the abuse limits count; the database's rate_limits table by default. */
  rateLimits?: RateLimitStore;
  /** Live streams' per-address cap, heartbeat timer and session check (event-routes). */
  liveStreams?: AppDependencies["liveStreams"];
  /** The app's logger (none by default): tests that read log lines pass a stream. */
  logger?: AppDependencies["logger"];
  /** METRICS_TOKEN (issue 33); none by default. */
  metricsToken?: string;
  /** Extra routes registered before the app is ready (e.g. to exercise the guards). */
  register?: (app: App) => void | Promise<void>;
}

let signIns = 0;
/** A new address (100.64.0.0/10, never used by tests' own requests) per signedInClient. */
function nextSignInAddress(): string {
  signIns += 1;
  return `100.${64 + ((signIns >> 16) & 63)}.${(signIns >> 8) & 255}.${signIns & 255}`;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const handle = options.handle ?? (await openTestDatabase());
  const mailer = createMailer({
    db: handle.db,
    smtpUrl: undefined,
    from: "LenderLane <no-reply@example.com>",
    log: () => {},
  });
  const auth = createAuth({
    db: handle.db,
    mailer,
    rateLimits: options.rateLimits,
    baseUrl: TEST_BASE_URL,
    secret: TEST_AUTH_SECRET,
    supportEmail: "support@example.com",
    secureCookies: options.isProduction ?? false,
    rateLimit: false,
    logLevel: "error",
  });
  const app = await buildApp({
    db: handle.db,
    auth,
    mailer,
    rateLimits: options.rateLimits,
    baseUrl: TEST_BASE_URL,
    supportEmail: "support@example.com",
    isProduction: options.isProduction ?? false,
    // Tests pick client addresses with X-Forwarded-For, as a load balancer would send them.
    trustProxy: options.trustProxy ?? true,
    webDistDir: options.webDistDir ?? "/nonexistent-web-build",
    renderer: options.renderer ?? null,
    liveStreams: options.liveStreams,
    pageCache: options.pageCache,
    logger: options.logger,
    metricsToken: options.metricsToken,
  });
  await options.register?.(app);
  await app.ready();
  const context: TestContext = {
    app,
    auth,
    handle,
    db: handle.db,
    client: () => new TestClient(app),
    mailsTo: (email) =>
      handle.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email.toLowerCase()))
        .orderBy(desc(mailOutbox.createdAt)),
    signedInClient: async (email, profile = {}, signInOptions = {}) => {
      const client = new TestClient(app);
      const authContext = await auth.$context;
      const found = await authContext.internalAdapter.findUserByEmail(email);
      if (found && !found.user.emailVerified) {
        // The magic link does more for an unverified account (it revokes access nobody proved):
        // go through it.
        await signInByMagicLink(context, client, email);
      } else {
        await insertSession(authContext, client, found?.user.id ?? null, email);
      }
      if (Object.keys(profile).length > 0) {
        await handle.db.update(profiles).set(profile).where(eq(profiles.email, email));
      }
      if (profile.userType === "admin" && signInOptions.enrolAdmin !== false) {
        const [user] = await handle.db.select().from(users).where(eq(users.email, email));
        if (user && !user.twoFactorEnabled) await enrolTestAuthenticator(auth, handle.db, user.id);
      }
      return client;
    },
    close: async () => {
      await app.close();
      if (!options.handle) await handle.close();
    },
  };
  return context;
}

/**
 * What a magic link's verification does for a new or verified account, without the two
 * requests and the mail: the user created as verified (the profile comes from the database's
 * trigger), a session stored through better-auth (so its hooks, such as linking anonymous
 * requests, run) and its signed cookie put in the client's jar. The real flow is tested in
 * routes/account (auth.test.ts, account-mail-links.test.ts) and signInByMagicLink.
 */
async function insertSession(
  authContext: Awaited<Auth["$context"]>,
  client: TestClient,
  userId: string | null,
  email: string,
) {
  const id =
    userId ??
    (
      await authContext.internalAdapter.createUser(
        { email, emailVerified: true, name: "" },
        { method: "magic-link" },
      )
    ).id;
  // The address and agent an injected request has, as the verification request would store.
  const session = await authContext.internalAdapter.createSession(id, false, {
    ipAddress: "127.0.0.1",
    userAgent: "lightMyRequest",
  });
  const signature = createHmac("sha256", authContext.secret).update(session.token).digest("base64");
  client.setCookie(authContext.authCookies.sessionToken.name, `${session.token}.${signature}`);
}

/** Signs a client in the way a user does: asks for a magic link, then follows it. */
export async function signInByMagicLink(context: TestContext, client: TestClient, email: string) {
  // Each sign-in from an address of its own, as separate people would: a test file signs
  // in more users than one address may ask links for (MAGIC_LINK_LIMIT).
  const send = await client.request({
    method: "POST",
    url: "/api/auth/sign-in/magic-link",
    payload: { email, callbackURL: "/auth" },
    headers: { "x-forwarded-for": nextSignInAddress() },
  });
  // A second call for the same email within a minute meets the resend lock: say so loudly.
  if (send.statusCode !== 200) {
    throw new Error(`Magic link not sent to ${email}: ${send.statusCode} ${send.body}`);
  }
  const [mail] = await context.mailsTo(email);
  const verify = await client.visit(linkIn(mail, "/magic-link/verify"));
  const location = String(verify.headers.location ?? "");
  if (verify.statusCode !== 302 || location.includes("error=")) {
    throw new Error(`Magic link failed: ${verify.statusCode} ${location}`);
  }
}

/** Sends requests through `inject` with a cookie jar and the Origin header a browser sends. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app: App) {}

  /** Puts a cookie in the jar, as a Set-Cookie answer would. */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { origin: TEST_BASE_URL };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const response = await this.app.inject({
      ...options,
      headers: { ...headers, ...(options.headers as Record<string, string> | undefined) },
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.value === "" || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: "GET", url });
  }

  post(url: string, payload?: unknown) {
    return this.request({ method: "POST", url, payload: payload as InjectOptions["payload"] });
  }

  /** Follows a link from a mail (absolute URL) the way a browser would, without redirects. */
  visit(link: string) {
    const url = new URL(link);
    return this.get(`${url.pathname}${url.search}`);
  }
}

/** The first link in a mail that goes to the given path (e.g. /api/auth/verify-email). */
export function linkIn(mail: { links: string[] } | undefined, pathPart: string): string {
  const link = mail?.links.find((candidate) => candidate.includes(pathPart));
  if (!link) throw new Error(`No link containing ${pathPart} in ${JSON.stringify(mail?.links)}`);
  return link;
}
