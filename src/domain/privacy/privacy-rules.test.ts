import { describe, expect, test } from "vitest";
import { confirmsEmail, isFreshSession, retainUntil } from "./privacy-rules";

describe("privacy rules", () => {
  test("a retention period ends the same day that many months later", () => {
    expect(retainUntil(new Date("2026-11-27T10:00:00Z"), 24).toISOString()).toBe(
      "2028-11-27T10:00:00.000Z",
    );
  });

  test("a session is fresh for 15 minutes", () => {
    const start = new Date("2026-11-27T10:00:00Z");
    expect(isFreshSession(start, new Date("2026-11-27T10:15:00Z"))).toBe(true);
    expect(isFreshSession(start, new Date("2026-11-27T10:15:01Z"))).toBe(false);
  });

  test("the typed email confirms regardless of case and surrounding spaces", () => {
    expect(confirmsEmail("  Dana@Example.com ", "dana@example.com")).toBe(true);
    expect(confirmsEmail("dana@example.co", "dana@example.com")).toBe(false);
  });
});
