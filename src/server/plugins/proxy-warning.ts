/**
 * With TRUST_PROXY off, X-Forwarded-For is ignored (rightly: a client could forge it), so
 * behind a proxy every visitor would share the proxy's address and its limits (sign-in
 * throttle, sign-up caps). The first request that carries the header says so in the log, once.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const PROXY_WARNING =
  "X-Forwarded-For arrived but TRUST_PROXY is off: every client behind that proxy shares one address for the rate limits. Set TRUST_PROXY (see SECURITY.md) if a proxy is in front of the server.";

export default fp(
  async function proxyWarning(app: FastifyInstance, options: { warn?: (message: string) => void }) {
    let warned = false;
    const warn = options.warn ?? ((message: string) => app.log.warn(message));
    app.addHook("onRequest", async (request) => {
      if (warned || request.headers["x-forwarded-for"] === undefined) return;
      warned = true;
      warn(PROXY_WARNING);
    });
  },
  { name: "proxy-warning" },
);
