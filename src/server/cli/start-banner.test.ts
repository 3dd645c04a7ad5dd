import { describe, expect, test } from "vitest";
import { formatStartBanner, type StartBannerFacts } from "./start-banner";

const development: StartBannerFacts = {
  baseUrl: "http://localhost:3000",
  isProduction: false,
  host: "127.0.0.1",
  database: "pglite",
  dataDir: "./data",
  mail: "outbox",
  demoAccounts: true,
};

describe("start banner", () => {
  test("development: the outbox, the demo accounts by role, no promises of unbuilt pages", () => {
    const banner = formatStartBanner(development);
    expect(banner).toContain("http://localhost:3000/dev/mail");
    expect(banner).toContain("admin@example.com");
    expect(banner).toContain("this machine only");
    expect(banner).not.toMatch(/dashboard|admin area|approvals/i);
  });

  test("production never advertises the development outbox or demo accounts", () => {
    const banner = formatStartBanner({
      ...development,
      baseUrl: "https://lenderlane.example.com",
      isProduction: true,
      host: "0.0.0.0",
      database: "postgres",
      mail: "smtp",
      demoAccounts: true,
    });
    expect(banner).toContain("Mail: SMTP");
    expect(banner).not.toContain("/dev/mail");
    expect(banner).not.toContain("admin@example.com");
  });
});
