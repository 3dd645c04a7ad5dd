import { describe, expect, test } from "vitest";
import { canScrapeMetrics } from "./system-policies";

describe("canScrapeMetrics", () => {
  test("a process on this machine, talking to the server directly", () => {
    expect(canScrapeMetrics({ peerIsLoopback: true, forwarded: false, bearerMatches: false })).toBe(
      true,
    );
  });

  test("not a request a local proxy relays, nor a remote client, without the token", () => {
    expect(canScrapeMetrics({ peerIsLoopback: true, forwarded: true, bearerMatches: false })).toBe(
      false,
    );
    expect(
      canScrapeMetrics({ peerIsLoopback: false, forwarded: false, bearerMatches: false }),
    ).toBe(false);
  });

  test("the configured token opens it from anywhere", () => {
    expect(canScrapeMetrics({ peerIsLoopback: false, forwarded: true, bearerMatches: true })).toBe(
      true,
    );
  });
});
