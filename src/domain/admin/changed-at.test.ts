import { expect, test } from "vitest";
import { changedAtOf } from "./changed-at";

const now = new Date("2026-05-01T08:30:00Z");

test("absent is now", () => {
  expect(changedAtOf(undefined, now)).toBe(now);
});

test("a date is noon UTC of that day; a timestamp is kept", () => {
  expect(changedAtOf("2026-02-03", now).toISOString()).toBe("2026-02-03T12:00:00.000Z");
  expect(changedAtOf("2026-02-03T23:15:00-05:00", now).toISOString()).toBe(
    "2026-02-04T04:15:00.000Z",
  );
});
