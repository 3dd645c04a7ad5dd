/**
 * One log line per request instead of Fastify's two ("incoming request", "request
 * completed"): method, URL, status and milliseconds, as the message and as fields (JSON in
 * production). Static files (any path with a file extension: scripts, styles, images) are not
 * logged: a page load would otherwise bury everything else. Secrets in URLs (tokens of mail
 * links) are written as `[redacted]` (lib/redact-url.ts).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { redactUrl } from "../lib/redact-url";

const FILE_PATH = /\/[^/?]+\.[a-z0-9]+(\?|$)/i;

export default fp(
  async function requestLog(app: FastifyInstance) {
    app.addHook("onResponse", async (request, reply) => {
      if (FILE_PATH.test(request.url)) return;
      const ms = Math.round(reply.elapsedTime);
      const statusCode = reply.statusCode;
      const url = redactUrl(request.url);
      const line = `${request.method} ${url} ${statusCode} ${ms}ms`;
      const fields = { method: request.method, url, statusCode, ms };
      if (statusCode >= 500) request.log.error(fields, line);
      else request.log.info(fields, line);
    });
  },
  { name: "request-log" },
);
