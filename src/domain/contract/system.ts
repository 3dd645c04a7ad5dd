/**
 * Contract of the system routes: health check, public client configuration and the
 * development outbox (/api/dev/mail, outside production only).
 */
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../reference/limits";

/**
 * The abuse limits' store in GET /api/health: which one (postgres by default, redis with
 * REDIS_URL) and whether it answers now.
 */
export const healthRateLimitStoreSchema = z.object({
  store: z.enum(["postgres", "redis"]),
  ok: z.boolean(),
});

/**
 * GET /api/health → 200 when the database answers: `status` "ok", or "degraded" when the
 * rate-limit store does not (pages and reads still work; limited routes answer 503
 * rate_limit_unavailable). docs/decisions/rate-limits.md says why that is not a 503.
 */
export const healthOkResponseSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.literal("ok"),
  rateLimitStore: healthRateLimitStoreSchema,
});

/** GET /api/health → 503 when the database does not answer. */
export const healthUnavailableResponseSchema = z.object({
  status: z.literal("error"),
  database: z.literal("unreachable"),
  rateLimitStore: healthRateLimitStoreSchema,
});

/** GET /api/health/live: the process answers (it says nothing about what it depends on). */
export const healthLiveResponseSchema = z.object({ status: z.literal("ok") });

const readinessCheckSchema = z.enum(["ok", "failed", "not_configured"]);

/**
 * GET /api/health/ready (issue 33): whether this instance should get traffic. 200 when every
 * check is ok (or not configured), 503 otherwise.
 */
export const healthReadyResponseSchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  checks: z.object({
    database: readinessCheckSchema,
    migrations: readinessCheckSchema.describe("every committed migration is applied"),
    redis: readinessCheckSchema.describe("the shared rate-limit store, when REDIS_URL is set"),
    catalogue: readinessCheckSchema.describe("the public lender catalogue loads"),
  }),
});

export type HealthReady = z.infer<typeof healthReadyResponseSchema>;

/** GET /api/config: public settings the web app needs (contact addresses come from config). */
export const publicConfigSchema = z.object({ supportEmail: z.string() }).meta({ id: "Config" });

export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** GET /api/dev/mail query: only the mails to this address when given. */
export const devMailQuerySchema = z.object({ to: z.string().max(EMAIL_MAX_LENGTH).optional() });

/** GET /api/dev/mail: stored mails, newest first (the end-to-end tests read links from it). */
export const devMailResponseSchema = z.object({
  mails: z.array(
    z.object({
      id: z.uuid(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      links: z.array(z.string()),
      /** Extra header fields the mail was sent with (e.g. List-Unsubscribe on digests). */
      headers: z.record(z.string(), z.string()),
      createdAt: z.string(),
    }),
  ),
});

export type DevMailResponse = z.infer<typeof devMailResponseSchema>;

/** GET /dev/mail/{id} params. */
export const devMailParamsSchema = z.object({ id: z.uuid() });

const mailTemplateSlug = z
  .string()
  .max(60)
  .regex(/^[a-z0-9-]+$/);

/** GET /dev/mail/templates/{kind}/{sample}[/text] params: a kind of mail and one of its samples. */
export const devMailTemplateParamsSchema = z.object({
  kind: mailTemplateSlug,
  sample: mailTemplateSlug,
});
