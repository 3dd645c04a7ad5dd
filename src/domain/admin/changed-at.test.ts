import { expect, test } from "vitest";
import { changedAtForDay, changedAtOf } from "./changed-at";

const now = new Date("2026-05-01T08:30:00Z");

test("absent is now", () => {
  expect(changedAtOf(undefined, now)).toBe(now);
});

test("a bare date is the end of that day in UTC, never later than now; a timestamp is kept", () => {
  expect(changedAtOf("2026-02-03", now).toISOString()).toBe("2026-02-03T23:59:59.999Z");
  expect(changedAtOf("2026-05-01", now)).toBe(now);
  expect(changedAtOf("2026-02-03T23:15:00-05:00", now).toISOString()).toBe(
    "2026-02-04T04:15:00.000Z",
  );
});

test("a same-day edit made after a creation at 17:12 sorts after it (issue 28)", () => {
  const created = new Date("2026-05-01T17:12:00Z");
  const later = new Date("2026-05-01T18:05:00Z");
  expect(changedAtOf("2026-05-01", later).getTime()).toBeGreaterThan(created.getTime());
  const picked = changedAtForDay(
    `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, "0")}-${String(later.getDate()).padStart(2, "0")}`,
    later,
  );
  expect(picked).toBe(later.toISOString());
});

test("the browser sends now for today and the end of the day (its own zone) for another day", () => {
  const local = new Date(2026, 4, 1, 10, 45);
  expect(changedAtForDay("2026-05-01", local)).toBe(local.toISOString());
  expect(changedAtForDay("2026-04-20", local)).toBe(
    new Date(2026, 3, 20, 23, 59, 59, 999).toISOString(),
  );
  expect(changedAtForDay(null, local)).toBeUndefined();
  expect(changedAtForDay("not a day", local)).toBeUndefined();
});
