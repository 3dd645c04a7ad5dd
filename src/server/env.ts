/**
 * Configuration, validated with zod once at start-up. Every setting the server reads comes from
 * here; a bad value stops the process with a message that names the variable.
 */
import { z } from "zod";

/** Unset and empty both mean "not configured". */
const optionalUrl = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .pipe(z.url().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    /**
     * The address to listen on. Unset: 127.0.0.1 in development and test (the outbox and the
     * published demo accounts stay on this machine), 0.0.0.0 in production.
     */
    HOST: z
      .string()
      .optional()
      .transform((value) => value?.trim() || undefined),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    /**
     * Redis for the abuse limits' counters (redis:// or rediss://); unset: they are kept in
     * PostgreSQL's rate_limits table (docs/decisions/rate-limits.md).
     */
    REDIS_URL: optionalUrl.refine(
      (value) => value === undefined || /^rediss?:\/\//.test(value),
      "must be a redis:// or rediss:// URL",
    ),
    MAIL_FROM: z.string().min(3).default("LenderLane <no-reply@example.com>"),
    SUPPORT_EMAIL: z.email().default("support@example.com"),
    BASE_URL: optionalUrl,
    AUTH_SECRET: z
      .string()
      .optional()
      .transform((value) => (value === "" ? undefined : value))
      .pipe(z.string().min(32, "must be at least 32 characters long").optional()),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    /**
     * Which proxies in front of the server to believe about the client address
     * (X-Forwarded-For): unset/false none, true all, a number of hops, or a comma-separated list
     * of proxy addresses/CIDRs. Sign-in throttling and better-auth's rate limits key on it.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => parseTrustProxy(value, ctx)),
    /**
     * Live-update streams (GET /api/events) one client address may hold open in one process
     * (issue 27, SECURITY.md); 20 by default.
     */
    LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
    /**
     * Bearer token that lets a scraper off this machine read /metrics (issue 33); without it
     * only loopback connections that no proxy forwarded may.
     */
    METRICS_TOKEN: z
      .string()
      .min(32, "must be at least 32 characters")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Queries slower than this many milliseconds are logged as warnings (issue 33). */
    SLOW_QUERY_MS: z.coerce.number().int().min(1).max(600_000).default(500),
    SEED_DEMO_DATA: z
      .enum(["true", "false"])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === "true")),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required in production (at least 32 random characters)",
      });
    }
    if (env.NODE_ENV === "production" && !env.BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["BASE_URL"],
        message: "is required in production (the public URL, e.g. https://lenderlane.example.com)",
      });
    }
    if (env.NODE_ENV === "production" && !env.SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message:
          "is required in production (e.g. smtp://user:password@smtp.example.com:587): without it sign-in links would only be stored and printed, never sent",
      });
    }
  });

export type TrustProxy = boolean | number | string[];

function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.every((part) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(part))) return list;
  ctx.addIssue({
    code: "custom",
    message: "must be true, false, a number of proxy hops, or a list of proxy addresses",
  });
  return false;
}

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  baseUrl: string;
  authSecret: string | undefined;
  logLevel: Env["LOG_LEVEL"];
  trustProxy: TrustProxy;
  seedDemoData: boolean;
  liveStreamsPerAddress: number;
  metricsToken: string | undefined;
  slowQueryMs: number;
}

export class ConfigError extends Error {}

/** Parses process.env (or the given record) into the app configuration, or throws ConfigError. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST ?? (env.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1"),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    redisUrl: env.REDIS_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    baseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    authSecret: env.AUTH_SECRET,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== "production",
    liveStreamsPerAddress: env.LIVE_STREAMS_PER_ADDRESS,
    metricsToken: env.METRICS_TOKEN,
    slowQueryMs: env.SLOW_QUERY_MS,
  };
}
