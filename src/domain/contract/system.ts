/**
 * Contract of the system routes: health check, public client configuration and the
 * development outbox (/api/dev/mail, outside production only).
 */
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../limits";

/** GET /api/health → 200 when the database answers. */
export const healthOkResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.literal("ok"),
});

/** GET /api/health → 503 when it does not. */
export const healthUnavailableResponseSchema = z.object({
  status: z.literal("error"),
  database: z.literal("unreachable"),
});

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
      createdAt: z.string(),
    }),
  ),
});

export type DevMailResponse = z.infer<typeof devMailResponseSchema>;

/** GET /dev/mail/{id} params. */
export const devMailParamsSchema = z.object({ id: z.uuid() });
