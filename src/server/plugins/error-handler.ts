/**
 * Every error leaves as `{ error: { code, message, fields?, retryAfterSeconds? } }` (the
 * contract's errorResponse) with the right status: zod validation → 400 `validation_failed`
 * with one message per field, AppError → its code's status (plus Retry-After when the caller
 * must wait), better-auth errors from auth.api calls → their status and lower-cased code,
 * unique/foreign-key violations → 409 `conflict`, the rate-limit store unreachable → 503
 * `rate_limit_unavailable` with Retry-After (an AppError, or better-auth's APIError from
 * auth.api calls), the database unreachable (down, restarting,
 * connection lost) → 503 `service_unavailable` with Retry-After, anything unexpected → 500
 * `internal` with a generic message (details only in the log).
 */

import { APIError } from "better-auth/api";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorCode, ErrorResponse } from "@/domain/contract/error";
import { isDatabaseUnavailable } from "../db/unavailable";
import { AppError } from "../lib/app-error";

export type ErrorBody = ErrorResponse;

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is briefly unavailable. Please try again in a few seconds.";

const ourError = (code: ErrorCode, message: string): ErrorBody => ({ error: { code, message } });

/** A positive whole number of seconds, or undefined. */
function retrySeconds(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value > 0
    ? Math.ceil(value)
    : undefined;
}

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        fields[key] ??= issue.message ?? "Invalid value";
      }
      const body: ErrorBody = {
        error: {
          code: "validation_failed",
          message: "Please check the highlighted fields.",
          fields,
        },
      };
      return reply.status(400).send(body);
    }
    if (error instanceof AppError) {
      const body: ErrorBody = { error: { code: error.code, message: error.message } };
      if (error.fields) body.error.fields = error.fields;
      if (error.retryAfterSeconds !== undefined) {
        body.error.retryAfterSeconds = error.retryAfterSeconds;
        reply.header("retry-after", String(error.retryAfterSeconds));
      }
      return reply.status(error.status).send(body);
    }
    if (error instanceof APIError) {
      // better-auth's errors (from auth.api calls inside our routes, our auth hooks' refusals
      // included) carry their own status and code.
      // Our own 503 from inside better-auth (the rate-limit store unreachable, auth-store.ts)
      // keeps its status and code too.
      const ours503 =
        error.statusCode === 503 && String(error.body?.code) === "rate_limit_unavailable";
      const status =
        (error.statusCode >= 400 && error.statusCode < 500) || ours503 ? error.statusCode : 500;
      if (status < 500 || ours503) {
        const body: ErrorBody = {
          error: {
            code: String(error.body?.code ?? "bad_request").toLowerCase(),
            message: error.body?.message ?? error.message,
          },
        };
        const wait = retrySeconds(error.body?.retryAfterSeconds);
        if (wait !== undefined) {
          body.error.retryAfterSeconds = wait;
          reply.header("retry-after", String(wait));
        }
        return reply.status(status).send(body);
      }
    }
    const sqlState = pgCode(error);
    if (sqlState === "23505") {
      return reply.status(409).send(ourError("conflict", "This record already exists."));
    }
    if (sqlState === "23503") {
      return reply.status(409).send(ourError("conflict", "A related record does not exist."));
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was acknowledged: the write's transaction did not commit (or its answer is
      // unknown to us as well), so the client may retry. Logged without the stack: expected
      // while the database restarts.
      request.log.warn({ err: { message: error.message } }, "database unavailable");
      reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({
        error: {
          code: "service_unavailable",
          message: DATABASE_UNAVAILABLE_MESSAGE,
          retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
        },
      });
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status < 500) {
      // A static file's unsatisfiable Range (@fastify/send's 416) tells the file's length:
      // `Content-Range: bytes */size` (RFC 9110 15.5.17).
      const range = (error as { headers?: Record<string, unknown> }).headers?.["Content-Range"];
      if (status === 416 && typeof range === "string") reply.header("content-range", range);
      // Fastify's own client errors: bad JSON, payload too large, unsupported media type…
      return reply.status(status).send({
        error: { code: error.code?.toLowerCase() ?? "bad_request", message: error.message },
      });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(ourError("internal", "Something went wrong. Please try again."));
  });
});
