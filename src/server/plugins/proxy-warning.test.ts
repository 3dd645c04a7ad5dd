import Fastify from "fastify";
import { describe, expect, test, vi } from "vitest";
import proxyWarning, { PROXY_WARNING } from "./proxy-warning";

describe("X-Forwarded-For without TRUST_PROXY", () => {
  test("is reported once, at the first request that carries it", async () => {
    const warn = vi.fn();
    const app = Fastify();
    await app.register(proxyWarning, { warn });
    app.get("/", async () => "ok");
    await app.inject({ url: "/" });
    expect(warn).not.toHaveBeenCalled();
    await app.inject({ url: "/", headers: { "x-forwarded-for": "203.0.113.9" } });
    await app.inject({ url: "/", headers: { "x-forwarded-for": "203.0.113.10" } });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(PROXY_WARNING);
    await app.close();
  });
});
