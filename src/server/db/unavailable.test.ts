/** Which errors mean "the database cannot be reached right now" (answered 503, not 500). */
import { describe, expect, test } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  test.each([
    ["connection refused", withCode("ECONNREFUSED")],
    ["connection reset", withCode("ECONNRESET")],
    [
      "server shutting down (57P01)",
      withCode("57P01", "terminating connection due to administrator command"),
    ],
    ["starting up (57P03)", withCode("57P03", "the database system is starting up")],
    ["connection exception class 08", withCode("08006")],
    ["too many connections", withCode("53300")],
    ["pg: connection lost", new Error("Connection terminated unexpectedly")],
    ["pg: connect timeout", new Error("timeout exceeded when trying to connect")],
  ])("%s", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test("looks through drizzle's wrapper and aggregated errors", () => {
    const wrapped = new Error("Failed query: select 1", { cause: withCode("57P01") });
    expect(isDatabaseUnavailable(new Error("outer", { cause: wrapped }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED")]))).toBe(true);
  });

  test.each([
    ["a unique violation", withCode("23505")],
    ["a syntax error", withCode("42601")],
    ["a plain bug", new TypeError("x is undefined")],
    ["not an error", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("%s is not", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
