/**
 * The client address that sign-in throttling and better-auth's rate limits key on: Fastify's
 * request.ip (TRUST_PROXY decides whether X-Forwarded-For counts), never a header the client
 * chose.
 */
import { afterEach, describe, expect, test } from "vitest";
import { CLIENT_IP_HEADER } from "../auth/auth";
import { createTestContext, type TestContext } from "../test/test-app";

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function seenAddress(trustProxy: boolean, headers: Record<string, string>) {
  ctx = await createTestContext({
    trustProxy,
    register: (app) => {
      app.get("/test/client-ip", async (request) => ({ ip: request.headers[CLIENT_IP_HEADER] }));
    },
  });
  const response = await ctx.app.inject({ method: "GET", url: "/test/client-ip", headers });
  return response.json<{ ip: string }>().ip;
}

describe("client address", () => {
  test("without trusted proxies, X-Forwarded-For and a forged header are ignored", async () => {
    const ip = await seenAddress(false, {
      "x-forwarded-for": "203.0.113.7",
      [CLIENT_IP_HEADER]: "198.51.100.1",
    });
    expect(ip).toBe("127.0.0.1");
  });

  test("behind a trusted proxy the forwarded address counts, a forged header still doesn't", async () => {
    const ip = await seenAddress(true, {
      "x-forwarded-for": "203.0.113.7",
      [CLIENT_IP_HEADER]: "198.51.100.1",
    });
    expect(ip).toBe("203.0.113.7");
  });
});
