/**
 * Issue 33 'Metrics and health': request ids in answers and log lines, liveness and readiness,
 * and /metrics for the operator's scraper only.
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CatalogueCache } from "../catalogue/catalogue-cache";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import { statementsDuring } from "../test/statements";
import { createTestContext, type TestContext } from "../test/test-app";
import { readinessCheck } from "./readiness";
import { trustsPeer } from "./request-id";

const TOKEN = "metrics-token-that-is-long-enough-0123456789";
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let direct: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  // No trusted proxy: the socket address is the client's.
  direct = await createTestContext({
    trustProxy: false,
    metricsToken: TOKEN,
    logger: { level: "info", stream },
    register: (app) => {
      app.get("/api/test/too-many", async (_request, reply) =>
        reply.status(429).send({ error: { code: "too_many_requests", message: "Slow down." } }),
      );
    },
  });
  proxied = await createTestContext({ handle: direct.handle });
});
afterAll(async () => {
  await proxied.close();
  await direct.close();
});

describe("request ids", () => {
  test("every answer carries a new X-Request-Id, errors included, and so do its log lines", async () => {
    const ok = await direct.app.inject({ url: "/api/health/live" });
    const missing = await direct.app.inject({ url: "/api/lenders/no-such-lender" });
    const invalid = await direct.app.inject({ url: "/api/lenders?loanAmount=lots" });
    const ids = [ok, missing, invalid].map((answer) => answer.headers["x-request-id"]);
    expect([ok.statusCode, missing.statusCode, invalid.statusCode]).toEqual([200, 404, 400]);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
    const logged = lines.filter((line) => line.reqId === ids[1]);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.some((line) => line.statusCode === 404)).toBe(true);
  });

  test("a trusted proxy's id is kept; a client's own, or a malformed one, is replaced", async () => {
    const fromProxy = await proxied.app.inject({
      url: "/api/health/live",
      headers: { "x-request-id": "edge-7f3a.42" },
    });
    expect(fromProxy.headers["x-request-id"]).toBe("edge-7f3a.42");
    const fromClient = await direct.app.inject({
      url: "/api/health/live",
      remoteAddress: "198.51.100.7",
      headers: { "x-request-id": "forged-id" },
    });
    expect(fromClient.headers["x-request-id"]).not.toBe("forged-id");
    for (const bad of ["has spaces in it", "x".repeat(65), "<script>"]) {
      const answer = await proxied.app.inject({
        url: "/api/health/live",
        headers: { "x-request-id": bad },
      });
      expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test("which peers count as trusted proxies", () => {
    expect(trustsPeer(false)("127.0.0.1")).toBe(false);
    expect(trustsPeer(true)("203.0.113.9")).toBe(true);
    expect(trustsPeer(1)("203.0.113.9")).toBe(true);
    const list = trustsPeer(["10.0.0.0/8", "::1"]);
    expect(list("10.4.5.6")).toBe(true);
    expect(list("::ffff:10.4.5.6")).toBe(true);
    expect(list("::1")).toBe(true);
    expect(list("11.0.0.1")).toBe(false);
  });
});

describe("health", () => {
  test("live: the process answers", async () => {
    const answer = await direct.app.inject({ url: "/api/health/live" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: "ok" });
  });

  test("ready: database, migrations and catalogue ok; Redis not configured here", async () => {
    const answer = await direct.app.inject({ url: "/api/health/ready" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", redis: "not_configured", catalogue: "ok" },
    });
  });

  test("ready: probes at once share one check, and every later probe checks again", async () => {
    const one = await statementsDuring(direct.handle, () =>
      direct.app.inject({ url: "/api/health/ready" }),
    );
    expect(one.length).toBeGreaterThan(0);
    const atOnce = await statementsDuring(direct.handle, () =>
      Promise.all(
        Array.from({ length: 20 }, () => direct.app.inject({ url: "/api/health/ready" })),
      ),
    );
    expect(atOnce).toHaveLength(one.length);
    const after = await statementsDuring(direct.handle, () =>
      direct.app.inject({ url: "/api/health/ready" }),
    );
    expect(after).toHaveLength(one.length);
  });

  test("not ready, naming each failed check: a migration missing, Redis and the catalogue down", async () => {
    const logged: string[] = [];
    const redisDown = { kind: "redis", check: async () => false } as unknown as RateLimitStore;
    const brokenCatalogue = new CatalogueCache(direct.db, {
      load: async () => {
        throw new Error("catalogue load failed");
      },
      readVersion: async () => 1,
    });
    const ready = readinessCheck({
      db: direct.db,
      rateLimits: redisDown,
      catalogue: brokenCatalogue,
      migrations: 10_000,
      log: (message) => logged.push(message),
    });
    expect(await ready()).toEqual({
      status: "not_ready",
      checks: { database: "ok", migrations: "failed", redis: "failed", catalogue: "failed" },
    });
    expect(logged).toEqual(["readiness: catalogue check failed"]);
  });
});

describe("/metrics", () => {
  test("a direct scrape from this machine reads every family", async () => {
    await direct.app.inject({ url: "/api/lenders" });
    await direct.app.inject({ url: "/api/test/too-many" });
    await direct.app.inject({ url: "/api/health/ready" });
    const answer = await direct.app.inject({ url: "/metrics", remoteAddress: "127.0.0.1" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/plain");
    expect(answer.headers["cache-control"]).toBe("no-store");
    const text = answer.body;
    expect(text).toMatch(
      /lenderlane_http_request_duration_seconds_count\{method="GET",route="\/api\/lenders",status="200"\} 1/,
    );
    expect(text).toMatch(/lenderlane_rate_limit_refusals_total\{route="\/api\/test\/too-many"\} 1/);
    expect(text).toMatch(/lenderlane_catalogue_lenders \d+/);
    expect(text).toMatch(/lenderlane_catalogue_age_seconds \d/);
    expect(text).toMatch(/lenderlane_mail_queue\{status="pending"\} \d+/);
    expect(text).toMatch(/lenderlane_mail_queue\{status="failed"\} \d+/);
    expect(text).toMatch(/lenderlane_live_streams 0/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds /);
    expect(text).toMatch(/process_resident_memory_bytes /);
    expect(text).toMatch(/nodejs_heap_size_used_bytes /);
  });

  test("refused (404) to the network, to a request a local proxy relays, and to a wrong token", async () => {
    const remote = await direct.app.inject({ url: "/metrics", remoteAddress: "192.168.1.20" });
    const relayed = await direct.app.inject({
      url: "/metrics",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    const wrongToken = await direct.app.inject({
      url: "/metrics",
      remoteAddress: "192.168.1.20",
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    for (const answer of [remote, relayed, wrongToken]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain("lenderlane_");
    }
  });

  test("the configured token opens it from anywhere", async () => {
    const answer = await direct.app.inject({
      url: "/metrics",
      remoteAddress: "192.168.1.20",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain("lenderlane_http_request_duration_seconds");
  });
});
