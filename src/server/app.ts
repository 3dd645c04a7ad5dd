/**
 * Builds the Fastify application: plugins first (errors, validation, security, compression,
 * OpenAPI, auth), then thin route files, then the web app. Used by `npm start`, `npm run dev`
 * and every API test (through `inject`).
 */
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyReply, type FastifyServerOptions, LogController } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import { isAppPath } from "@/domain/site/route-table";
import type { Auth } from "./auth/auth";
import { trustedOriginsFor } from "./auth/trusted-origins";
import { CatalogueCache } from "./catalogue/catalogue-cache";
import type { Database } from "./db/client";
import type { TrustProxy } from "./env";
import { authHeadResolver } from "./html/auth-head";
import { EARLY_PRESS_SCRIPT_HASH } from "./html/early-press-script";
import { homeHeadResolver } from "./html/home-head";
import { lenderHeadResolver } from "./html/lender-head";
import { listingHeadResolver } from "./html/listing-head";
import type { PageCache } from "./html/page-cache";
import type { ServerRenderer } from "./html/render-body";
import { projectPath } from "./lib/project-root";
import { redactUrl } from "./lib/redact-url";
import type { Mailer } from "./mail/mailer";
import metricsPlugin from "./observability/metrics";
import { REQUEST_ID_HEADER, requestIdGenerator } from "./observability/request-id";
import authPlugin from "./plugins/auth";
import canonicalPath from "./plugins/canonical-path";
import errorHandler from "./plugins/error-handler";
import inputGuard from "./plugins/input-guard";
import originGuard from "./plugins/origin-guard";
import permissionsPolicy from "./plugins/permissions-policy";
import proxyWarning from "./plugins/proxy-warning";
import requestLog from "./plugins/request-log";
import webApp from "./plugins/web-app";
import { createPgRateLimitStore } from "./rate-limit/pg-rate-limit-store";
import type { RateLimitStore } from "./rate-limit/rate-limit-store";
import { LiveHub } from "./realtime/live-hub";
import { liveSourceFor } from "./realtime/live-source";
import {
  type StreamSessionCheck,
  type StreamTimer,
  streamSessionCheck,
} from "./realtime/stream-session";
import authFormRoutes from "./routes/account/auth-form-routes";
import lenderSignupRoutes from "./routes/account/lender-signup-routes";
import meRoutes from "./routes/account/me-routes";
import notificationSettingsRoutes from "./routes/account/notification-settings-routes";
import privacyRoutes from "./routes/account/privacy-routes";
import accountRoutes from "./routes/account/profile-routes";
import adminRoutes from "./routes/admin";
import lenderLeadRoutes from "./routes/lender-workspace/lead-routes";
import lenderTeamRoutes from "./routes/lender-workspace/team-routes";
import verificationRoutes from "./routes/lender-workspace/verification-routes";
import lenderWorkspaceViewRoutes from "./routes/lender-workspace/view-routes";
import lenderWorkspaceRoutes from "./routes/lender-workspace/workspace-routes";
import lenderRoutes from "./routes/lenders/lender-routes";
import loanRequestRoutes from "./routes/loan-requests/loan-request-routes";
import nextStepRoutes from "./routes/loan-requests/next-step-routes";
import requestConfirmationRoutes from "./routes/loan-requests/request-confirmation-routes";
import eventRoutes from "./routes/messages/event-routes";
import messageRoutes from "./routes/messages/message-routes";
import unsubscribeRoutes from "./routes/messages/unsubscribe-routes";
import borrowerOfferRoutes from "./routes/offers/borrower-offer-routes";
import lenderOfferRoutes from "./routes/offers/lender-offer-routes";
import reviewRoutes from "./routes/reviews/review-routes";
import savedSearchRoutes from "./routes/saved-searches/saved-search-routes";
import seoRoutes from "./routes/seo/seo-routes";
import configRoutes from "./routes/system/config-routes";
import devMailRoutes from "./routes/system/dev-mail-routes";
import healthRoutes from "./routes/system/health-routes";
import metricsRoutes from "./routes/system/metrics-routes";
import type { FileStorage } from "./storage/file-storage";
import { pgFileStorage } from "./storage/pg-file-storage";

export const WEB_DIST_DIR = projectPath("dist/web");
/** The server entry built by `vite build --ssr` (npm run build). */
export const SSR_ENTRY = projectPath("dist/server/entry-server.js");

/** The built server renderer, or null without a build (the client renders every page). */
async function loadBuiltRenderer(): Promise<ServerRenderer | null> {
  if (!existsSync(SSR_ENTRY)) return null;
  return (await import(pathToFileURL(SSR_ENTRY).href)) as ServerRenderer;
}

export interface AppDependencies {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  /**
   * Where the abuse limits count: the same store `auth` was given (runtime.ts), by default the
   * `rate_limits` table of `db`. Not closed by the app.
   */
  rateLimits?: RateLimitStore;
  baseUrl: string;
  supportEmail: string;
  isProduction: boolean;
  /** Proxies to believe about the client address (see TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** Folder of the built web app; tests point it at a folder without a build. */
  webDistDir?: string;
  /**
   * Server rendering of the public pages; by default the built one (dist/server) when the
   * default web build is served. Tests pass the source entry or null.
   */
  renderer?: ServerRenderer | null;
  /** Visitors' rendered pages (html/page-cache.ts); one per app when not given, null for none. */
  pageCache?: PageCache | null;
  /**
   * `npm run dev` (cli/dev-web.ts): Vite in middleware mode answers the browser's module
   * requests before Fastify (its server), gives each page its HTML template, and `renderer`
   * renders with the sources, so a hydration mismatch shows while developing.
   */
  devWeb?: {
    serverFactory: NonNullable<FastifyServerOptions["serverFactory"]>;
    template: (url: string) => Promise<string>;
  };
  logger?: FastifyServerOptions["logger"];
  /**
   * How long a client may take to send a whole request (headers and body) before the
   * connection is closed with 408: slow-body connections must not pile up. 30 s by default.
   */
  requestTimeoutMs?: number;
  /** Uploaded files (issue 35); PostgreSQL's stored_files in `db` when not given. */
  storage?: FileStorage;
  /** The in-memory lender catalogue; one per process is made when not given. */
  catalogue?: CatalogueCache;
  /** Live updates (GET /api/events); one per process, listening on `db`, when not given. */
  liveHub?: LiveHub;
  /** Bearer token for /metrics from off this machine (METRICS_TOKEN); loopback only without. */
  metricsToken?: string | undefined;
  /**
   * The live streams' limits and checks (issue 27): streams per client address
   * (LIVE_STREAMS_PER_ADDRESS, MAX_STREAMS_PER_ADDRESS by default); tests also pass a
   * hand-driven heartbeat timer and may replace the session check.
   */
  liveStreams?: {
    perAddress?: number;
    timer?: StreamTimer;
    sessionCheck?: StreamSessionCheck;
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** The process's cached public lender catalogue (routes, page heads, sitemap). */
    catalogue: CatalogueCache;
  }
}

/** Fastify's trustProxy: a hop count becomes "trust the nearest N proxies". */
function trustProxyOption(value: TrustProxy | undefined) {
  if (typeof value === "number") return (_address: string, hop: number) => hop < value;
  return value ?? false;
}

export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Logger options whose `req` serializer writes the URL without its secrets (lib/redact-url.ts),
 * for any line that logs a request (the request-log plugin redacts its own lines).
 */
function withRedactedUrls(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (typeof logger !== "object" || logger === null) return logger;
  return {
    ...logger,
    serializers: {
      req: (request: { method?: string; url?: string; ip?: string; hostname?: string }) => ({
        method: request.method,
        url: redactUrl(request.url ?? ""),
        hostname: request.hostname,
        remoteAddress: request.ip,
      }),
      ...logger.serializers,
    },
  };
}

export async function buildApp(deps: AppDependencies) {
  const requestTimeoutMs = deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: withRedactedUrls(deps.logger ?? false),
    trustProxy: trustProxyOption(deps.trustProxy),
    // Issue 33: each request's id (in every log line of it, and X-Request-Id on its answer);
    // a trusted proxy's own id is kept (observability/request-id.ts).
    genReqId: requestIdGenerator(deps.trustProxy),
    bodyLimit: 1024 * 1024,
    // One line per request from the request-log plugin instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    requestTimeout: requestTimeoutMs,
    ...(deps.devWeb ? { serverFactory: deps.devWeb.serverFactory } : {}),
    // A path Fastify cannot decode, or a parameter past its 100 characters, is answered by the
    // router itself: in our error shape, without echoing the path back (issue 17).
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
      (reply as FastifyReply).status(400).send({
        error: {
          code: "bad_request",
          message: tooLong ? "A part of the address is too long." : "The address is not valid.",
        },
      });
    },
    // Node reads the timeout when it creates the server (setting it afterwards, as Fastify's
    // option does, is not enough) and checks for expired requests at this interval.
    http: {
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, requestTimeoutMs),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  await app.register(errorHandler);
  await app.register(requestLog);
  // Security headers on every answer, HTML or JSON, the guards' refusals below included
  // (SECURITY.md 'Headers'; proved by security-headers.test.ts). No page has an inline script:
  // the SPA shell and the server-rendered pages load /assets/*.js and carry data only as JSON
  // blocks; the API docs UI loads its own files.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'self', and the one inline script by its hash (html/early-press-script.ts).
        scriptSrc: ["'self'", EARLY_PRESS_SCRIPT_HASH],
        // Mantine writes its CSS variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: deps.isProduction ? [] : null,
      },
    },
    hsts: deps.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // frame-ancestors 'none' for browsers that read CSP, DENY for those that don't.
    frameguard: { action: "deny" },
    // Stricter than strict-origin-when-cross-origin: links to lenders' sites say nothing.
    referrerPolicy: { policy: "no-referrer" },
    crossOriginEmbedderPolicy: false,
  });
  // What helmet no longer sets: the browser features the app does not use, turned off.
  await app.register(permissionsPolicy);
  // One URL per page: other spellings of a path answer 301 (trailing or doubled slashes).
  await app.register(canonicalPath);
  await app.register(inputGuard);
  if (!deps.trustProxy) await app.register(proxyWarning);
  await app.register(originGuard, {
    trustedOrigins: trustedOriginsFor(deps.baseUrl),
    baseUrl: deps.baseUrl,
  });

  await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        description:
          "The marketplace's HTTP API. Auth endpoints live under /api/auth (better-auth).",
        version: "1.0.0",
      },
      servers: [{ url: deps.baseUrl }],
    },
    transform: jsonSchemaTransform,
    // Writes the schemas named with .meta({ id }) into components, where the routes' $refs point.
    transformObject: jsonSchemaTransformObject,
  });
  // The docs UI needs no inline script, so it is served in every environment under the
  // app's own CSP (its `staticCSP` option would loosen frame-ancestors to 'self').
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  await app.register(authPlugin, { auth: deps.auth, db: deps.db });

  const rateLimits = deps.rateLimits ?? createPgRateLimitStore(deps.db);
  const catalogue = deps.catalogue ?? new CatalogueCache(deps.db);
  const storage = deps.storage ?? pgFileStorage(deps.db);
  app.decorate("catalogue", catalogue);

  // Issue 15 threads and live updates (the hub is counted by the metrics).
  const liveHub = deps.liveHub ?? new LiveHub(liveSourceFor(deps.db));
  app.addHook("onClose", () => liveHub.close());
  await app.register(metricsPlugin, {
    db: deps.db,
    catalogue,
    liveStreams: () => liveHub.size,
  });

  await app.register(healthRoutes, { db: deps.db, rateLimits, catalogue });
  await app.register(metricsRoutes, { token: deps.metricsToken });
  await app.register(configRoutes, { supportEmail: deps.supportEmail });
  await app.register(meRoutes, { auth: deps.auth, db: deps.db });
  await app.register(accountRoutes, { auth: deps.auth, db: deps.db, rateLimits });
  await app.register(privacyRoutes, { auth: deps.auth, db: deps.db, rateLimits });
  // Issue 31: which mails an account gets (JSON, and the page's form without JavaScript).
  await app.register(notificationSettingsRoutes, { db: deps.db });
  await app.register(lenderSignupRoutes, { auth: deps.auth, db: deps.db, rateLimits });
  // The same account forms posted without JavaScript (issue 30).
  await app.register(authFormRoutes, {
    auth: deps.auth,
    db: deps.db,
    rateLimits,
    baseUrl: deps.baseUrl,
  });
  await app.register(lenderRoutes, { catalogue });
  await app.register(lenderWorkspaceViewRoutes, { db: deps.db });
  await app.register(lenderLeadRoutes, { db: deps.db });
  // Issue 31: a lender's team seats and its invitation links.
  await app.register(lenderTeamRoutes, {
    db: deps.db,
    rateLimits,
    mailer: deps.mailer,
    baseUrl: deps.baseUrl,
    supportEmail: deps.supportEmail,
  });
  await app.register(lenderWorkspaceRoutes, {
    db: deps.db,
    auth: deps.auth,
    rateLimits,
    mailer: deps.mailer,
    baseUrl: deps.baseUrl,
    supportEmail: deps.supportEmail,
  });
  await app.register(loanRequestRoutes, {
    db: deps.db,
    auth: deps.auth,
    rateLimits,
    mailer: deps.mailer,
    catalogue,
    baseUrl: deps.baseUrl,
    supportEmail: deps.supportEmail,
  });
  // Anonymous requests' confirmation links (issue 27 item 5).
  await app.register(requestConfirmationRoutes, {
    db: deps.db,
    auth: deps.auth,
    rateLimits,
    mailer: deps.mailer,
    baseUrl: deps.baseUrl,
    supportEmail: deps.supportEmail,
  });
  // Offers (issue 15).
  await app.register(lenderOfferRoutes, {
    db: deps.db,
    mailer: deps.mailer,
    baseUrl: deps.baseUrl,
    supportEmail: deps.supportEmail,
  });
  await app.register(borrowerOfferRoutes, {
    db: deps.db,
    mailer: deps.mailer,
    baseUrl: deps.baseUrl,
    supportEmail: deps.supportEmail,
  });
  // Issue 35: lender verification, the lender's side and evidence downloads.
  await app.register(verificationRoutes, { db: deps.db, storage });
  await app.register(adminRoutes, {
    prefix: "/api/admin",
    storage,
    linkSecret: async () => (await deps.auth.$context).secret,
    db: deps.db,
    mailer: deps.mailer,
    baseUrl: deps.baseUrl,
    supportEmail: deps.supportEmail,
  });
  await app.register(messageRoutes, { db: deps.db });
  await app.register(eventRoutes, {
    hub: liveHub,
    sessionCheck: deps.liveStreams?.sessionCheck ?? streamSessionCheck(deps.auth, deps.db),
    maxStreamsPerAddress: deps.liveStreams?.perAddress,
    timer: deps.liveStreams?.timer,
  });
  await app.register(unsubscribeRoutes, { db: deps.db, auth: deps.auth });
  // Issue 35: the next-step mail's signed 'send to these' link.
  await app.register(nextStepRoutes, {
    db: deps.db,
    auth: deps.auth,
    mailer: deps.mailer,
    rateLimits,
    baseUrl: deps.baseUrl,
    supportEmail: deps.supportEmail,
  });
  await app.register(savedSearchRoutes, { db: deps.db, auth: deps.auth, catalogue });
  // Reviews only from real deals (issue 35).
  await app.register(reviewRoutes, { db: deps.db });
  await app.register(seoRoutes, { catalogue, baseUrl: deps.baseUrl });
  if (!deps.isProduction) await app.register(devMailRoutes, { db: deps.db });

  await app.register(webApp, {
    distDir: deps.webDistDir ?? WEB_DIST_DIR,
    baseUrl: deps.baseUrl,
    isKnownPath: isAppPath,
    headResolvers: [
      homeHeadResolver(deps.baseUrl),
      listingHeadResolver(catalogue, deps.baseUrl),
      lenderHeadResolver(catalogue, deps.baseUrl),
      authHeadResolver(),
    ],
    renderer:
      deps.renderer !== undefined
        ? deps.renderer
        : deps.webDistDir === undefined
          ? await loadBuiltRenderer()
          : null,
    pageCache: deps.pageCache,
    template: deps.devWeb?.template,
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
