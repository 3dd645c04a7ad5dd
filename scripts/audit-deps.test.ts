import { describe, expect, test } from "vitest";
import { readAudit } from "./audit-deps-lib";

/** npm audit --json (report version 2), trimmed to the fields read. */
const report = (vulnerabilities: Record<string, { name: string; severity: string }>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: Object.values(vulnerabilities).reduce(
        (counts: Record<string, number>, entry) => {
          counts[entry.severity] = (counts[entry.severity] ?? 0) + 1;
          return counts;
        },
        { info: 0, low: 0, moderate: 0, high: 0, critical: 0 },
      ),
    },
  });

describe("reading npm audit --json", () => {
  test("high and critical advisories block; moderate and low do not", () => {
    const outcome = readAudit(
      report({
        "a-lib": { name: "a-lib", severity: "moderate" },
        "b-lib": { name: "b-lib", severity: "critical" },
        "c-lib": { name: "c-lib", severity: "high" },
        "d-lib": { name: "d-lib", severity: "low" },
      }),
    );
    expect(outcome).toEqual({
      kind: "report",
      counts: { info: 0, low: 1, moderate: 1, high: 1, critical: 1 },
      blocking: ["b-lib (critical)", "c-lib (high)"],
    });
  });

  test("a clean report blocks nothing", () => {
    expect(readAudit(report({}))).toMatchObject({ kind: "report", blocking: [] });
  });

  test("a refused advisory endpoint is reported as not run, with the reason", () => {
    const refused = JSON.stringify({
      message:
        "405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
      error: { summary: "", detail: "" },
    });
    expect(readAudit(refused)).toEqual({
      kind: "unavailable",
      reason: expect.stringContaining("405 Method Not Allowed"),
    });
    expect(readAudit("")).toMatchObject({ kind: "unavailable" });
  });
});
