/**
 * What /api/health costs and what it may hide (issue 34, docs/decisions/2026-11-28-cheap-health.md):
 * one statement with the default store (a second only to tell which part failed), one check for
 * probes that ask at once, a passing answer reused for at most `reuseMs` from its check's start,
 * a failing one never.
 */
import { describe, expect, test, vi } from "vitest";
import type { Database } from "../db/client";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import { checkHealthOnce, healthCheck } from "./health-check";
import { sharedCheck } from "./shared-check";

function fakes(kind: "postgres" | "redis" = "postgres") {
  const state = { database: true, store: true };
  const execute = vi.fn(async () => {
    if (!state.database) throw new Error("connect ECONNREFUSED");
    return { rows: [{ "?column?": 1 }] };
  });
  // The default store's check is a statement on the same database: down with it.
  const check = vi.fn(async () => state.store && (kind === "redis" || state.database));
  const db = { execute } as unknown as Database;
  const rateLimits = { kind, check } as unknown as RateLimitStore;
  const log = vi.fn();
  return { state, execute, check, db, rateLimits, log };
}

describe("one check", () => {
  test("default store up: its one statement answers for the database too", async () => {
    const f = fakes();
    expect(await checkHealthOnce(f)()).toEqual({ database: true, store: true });
    expect(f.check).toHaveBeenCalledTimes(1);
    expect(f.execute).not.toHaveBeenCalled();
    expect(f.log).not.toHaveBeenCalled();
  });

  test("default store's table unreadable, database up: degraded, and logged", async () => {
    const f = fakes();
    f.state.store = false;
    expect(await checkHealthOnce(f)()).toEqual({ database: true, store: false });
    expect(f.execute).toHaveBeenCalledTimes(1);
    expect(f.log).toHaveBeenCalledWith(
      "warn",
      { store: "postgres" },
      "health check: rate-limit store unreachable",
    );
  });

  test("database down: both down, the database's error logged", async () => {
    const f = fakes();
    f.state.database = false;
    expect(await checkHealthOnce(f)()).toEqual({ database: false, store: false });
    expect(f.log).toHaveBeenCalledWith(
      "error",
      expect.objectContaining({ err: expect.any(Error) }),
      "health check: database unreachable",
    );
  });

  test("Redis: both systems asked, each answer its own", async () => {
    const f = fakes("redis");
    expect(await checkHealthOnce(f)()).toEqual({ database: true, store: true });
    expect(f.execute).toHaveBeenCalledTimes(1);
    expect(f.check).toHaveBeenCalledTimes(1);
    f.state.store = false;
    expect(await checkHealthOnce(f)()).toEqual({ database: true, store: false });
  });

  test("Redis up, database down: the database is reported down, the store up", async () => {
    const f = fakes("redis");
    f.state.database = false;
    expect(await checkHealthOnce(f)()).toEqual({ database: false, store: true });
  });
});

describe("shared by the probes", () => {
  test("50 probes at once cost one check", async () => {
    const f = fakes();
    const health = healthCheck({ ...f, now: () => 0 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => health()));
    expect(f.check).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ database: true, store: true })]),
    );
  });

  test("a passing answer is reused until reuseMs after its check started, then checked again", async () => {
    const f = fakes();
    let now = 1_000;
    const health = healthCheck({ ...f, reuseMs: 1000, now: () => now });
    await health();
    now = 1_999;
    await health();
    expect(f.check).toHaveBeenCalledTimes(1);
    now = 2_000;
    await health();
    expect(f.check).toHaveBeenCalledTimes(2);
  });

  test("a failure is reported at most reuseMs after the last passing check started", async () => {
    const f = fakes();
    let now = 0;
    const health = healthCheck({ ...f, reuseMs: 1000, now: () => now });
    expect(await health()).toEqual({ database: true, store: true });
    f.state.database = false;
    now = 999;
    // Hidden: the documented price, at most reuseMs.
    expect((await health()).database).toBe(true);
    now = 1000;
    expect(await health()).toEqual({ database: false, store: false });
  });

  test("a failing or degraded answer is never reused: each later probe checks again", async () => {
    const f = fakes();
    const health = healthCheck({ ...f, reuseMs: 1000, now: () => 0 });
    f.state.store = false;
    expect(await health()).toEqual({ database: true, store: false });
    expect(await health()).toEqual({ database: true, store: false });
    expect(f.check).toHaveBeenCalledTimes(2);
    // And the store's recovery shows on the very next probe.
    f.state.store = true;
    expect(await health()).toEqual({ database: true, store: true });
  });
});

describe("sharedCheck", () => {
  test("a check that throws reaches its callers and is not reused", async () => {
    let calls = 0;
    const shared = sharedCheck(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("down");
        return "up";
      },
      { reuseMs: 1000, passed: () => true, now: () => 0 },
    );
    const first = await Promise.allSettled([shared(), shared()]);
    expect(first.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(calls).toBe(1);
    expect(await shared()).toBe("up");
    expect(calls).toBe(2);
  });

  test("a clock that went back does not extend a reuse", async () => {
    let now = 5_000;
    const run = vi.fn(async () => "up");
    const shared = sharedCheck(run, { reuseMs: 1000, passed: () => true, now: () => now });
    await shared();
    now = 4_000;
    await shared();
    expect(run).toHaveBeenCalledTimes(2);
  });

  test("reuseMs 0: only callers that ask while the check runs share it", async () => {
    const run = vi.fn(async () => "up");
    const shared = sharedCheck(run, { reuseMs: 0, passed: () => true, now: () => 0 });
    await Promise.all([shared(), shared()]);
    await shared();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
