/**
 * Reading `npm audit --json`: the production dependencies' advisories by severity, or why no
 * report came (the registry refused or could not be reached). Used by scripts/audit-deps.ts.
 */

export const BLOCKING_SEVERITIES = ["high", "critical"] as const;

export type AuditOutcome =
  | { kind: "report"; counts: Record<string, number>; blocking: string[] }
  | { kind: "unavailable"; reason: string };

interface AuditJson {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { name?: string; severity?: string }>;
  message?: string;
  error?: { summary?: string };
}

export function readAudit(stdout: string): AuditOutcome {
  let json: AuditJson;
  try {
    json = JSON.parse(stdout) as AuditJson;
  } catch {
    return { kind: "unavailable", reason: `npm audit printed no JSON: ${stdout.slice(0, 200)}` };
  }
  const counts = json.metadata?.vulnerabilities;
  if (!counts) {
    const reason = json.message ?? json.error?.summary ?? "no audit report in the answer";
    return { kind: "unavailable", reason };
  }
  const blocking = Object.entries(json.vulnerabilities ?? {})
    .filter(([, entry]) =>
      (BLOCKING_SEVERITIES as readonly string[]).includes(entry.severity ?? ""),
    )
    .map(([name, entry]) => `${entry.name ?? name} (${entry.severity})`)
    .sort();
  return { kind: "report", counts, blocking };
}
