import { describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "./env";

const PRODUCTION = {
  NODE_ENV: "production",
  AUTH_SECRET: "x".repeat(32),
  BASE_URL: "https://app.example.com",
  SMTP_URL: "smtp://mailer:secret@smtp.example.com:587",
};

describe("loadConfig", () => {
  test("development listens on 127.0.0.1 unless HOST says otherwise; production on 0.0.0.0", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig(PRODUCTION).host).toBe("0.0.0.0");
    expect(loadConfig({ ...PRODUCTION, HOST: "10.0.0.5" }).host).toBe("10.0.0.5");
  });

  test("production refuses to start without SMTP_URL, naming it", () => {
    const { SMTP_URL: _omitted, ...withoutSmtp } = PRODUCTION;
    expect(() => loadConfig(withoutSmtp)).toThrowError(/SMTP_URL: is required in production/);
    expect(() => loadConfig({ ...withoutSmtp, SMTP_URL: " " })).toThrowError(/SMTP_URL/);
    expect(loadConfig(PRODUCTION).smtpUrl).toBe(PRODUCTION.SMTP_URL);
  });

  test("defaults give a working development set-up", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      dataDir: "./data",
      databaseUrl: undefined,
      smtpUrl: undefined,
      baseUrl: "http://localhost:3000",
      seedDemoData: true,
    });
  });

  test("REDIS_URL: unset or empty keeps the limits in PostgreSQL; a redis URL is taken", () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: " " }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: "redis://127.0.0.1:6379/2" }).redisUrl).toBe(
      "redis://127.0.0.1:6379/2",
    );
    expect(loadConfig({ REDIS_URL: "rediss://user:pw@cache.example.com:6380" }).redisUrl).toBe(
      "rediss://user:pw@cache.example.com:6380",
    );
    expect(() => loadConfig({ REDIS_URL: "http://127.0.0.1:6379" })).toThrowError(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(() => loadConfig({ REDIS_URL: "not a url" })).toThrowError(/REDIS_URL/);
  });

  test("empty strings count as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", SMTP_URL: " " }).databaseUrl).toBeUndefined();
  });

  test("BASE_URL loses its trailing slash; PORT is parsed", () => {
    const config = loadConfig({ BASE_URL: "https://app.example.com/", PORT: "8080" });
    expect(config.baseUrl).toBe("https://app.example.com");
    expect(config.port).toBe(8080);
  });

  test("bad values are named in one clear message", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "not a url" })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "not a url" });
    } catch (error) {
      expect((error as Error).message).toContain("PORT");
      expect((error as Error).message).toContain("DATABASE_URL");
    }
  });

  test("production requires AUTH_SECRET and BASE_URL and seeds no demo data", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrowError(/AUTH_SECRET.*\n.*BASE_URL/s);
    const config = loadConfig(PRODUCTION);
    expect(config.isProduction).toBe(true);
    expect(config.seedDemoData).toBe(false);
  });

  test("a short AUTH_SECRET is refused", () => {
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrowError(/AUTH_SECRET/);
  });

  test("TRUST_PROXY: none by default, true, a hop count or a list of proxies", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "the load balancer" })).toThrowError(/TRUST_PROXY/);
  });
});
