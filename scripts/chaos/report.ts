/** The chaos run's table and its verdict: the failed conditions (empty when it passes). */
import type { KindFigures } from "./verify";

export interface ReportInput {
  byKind: Record<string, KindFigures>;
  total: KindFigures;
  lostTokens: string[];
  health: {
    unhealthySeen: boolean;
    recovered: boolean;
    recoveryMs: number | null;
    liveResynced: boolean[];
  };
  crashes: string[];
  drainExitCodes: (number | null)[];
  loadSeconds: number;
  totalSeconds: number;
  failedByStatus: Record<string, { count: number; committed: number }>;
}

const COLUMNS: [keyof KindFigures, string][] = [
  ["sent", "sent"],
  ["acknowledged", "acked"],
  ["failed", "failed"],
  ["found", "found"],
  ["lost", "lost"],
  ["duplicated", "dup"],
  ["halfWritten", "half"],
  ["unacknowledgedCommitted", "unacked-but-committed"],
];

export function printReport(input: ReportInput): string[] {
  const rows = [...Object.entries(input.byKind), ["total", input.total] as const];
  const header = ["write".padEnd(14), ...COLUMNS.map(([, label]) => label.padStart(7))].join(" ");
  console.log(`\n${header}`);
  for (const [kind, figures] of rows) {
    console.log(
      [
        kind.padEnd(14),
        ...COLUMNS.map(([key, label]) => String(figures[key]).padStart(Math.max(7, label.length))),
      ].join(" "),
    );
  }
  const yes = (value: boolean) => (value ? "yes" : "no");
  console.log(`\nload: ${input.loadSeconds} s (whole run until verified: ${input.totalSeconds} s)`);
  const failed = Object.entries(input.failedByStatus)
    .map(([status, { count, committed }]) => `${status}: ${count} (${committed} committed)`)
    .join(", ");
  console.log(`not acknowledged, by answer: ${failed || "none"}`);
  console.log(`health 503 while the database was down: ${yes(input.health.unhealthySeen)}`);
  console.log(
    `health 200 again without a restart: ${yes(input.health.recovered)}${input.health.recoveryMs === null ? "" : ` (${input.health.recoveryMs} ms after the start)`}`,
  );
  console.log(
    `live streams resynced after the outage (LISTEN reconnected): ${input.health.liveResynced.map(yes).join(", ")}`,
  );
  console.log(`server crashes (exits besides the SIGKILL): ${input.crashes.length}`);
  console.log(`SIGTERM exit codes: ${input.drainExitCodes.join(", ")}`);

  const failures: string[] = [];
  if (input.total.acknowledged === 0) failures.push("no write was acknowledged");
  if (input.total.lost > 0) failures.push(`${input.total.lost} acknowledged writes lost`);
  if (input.total.duplicated > 0) failures.push(`${input.total.duplicated} writes duplicated`);
  if (input.total.halfWritten > 0) failures.push(`${input.total.halfWritten} writes half-written`);
  if (!input.health.unhealthySeen) failures.push("health did not answer 503 during the outage");
  if (!input.health.recovered) failures.push("health did not recover");
  if (!input.health.liveResynced.every(Boolean)) {
    failures.push("a server's live stream was not resynced after the outage");
  }
  if (input.crashes.length > 0) failures.push(`server exits: ${input.crashes.join(", ")}`);
  if (input.drainExitCodes.some((code) => code !== 0)) failures.push("a SIGTERM exit was not 0");
  console.log(failures.length === 0 ? "\nPASS" : `\nFAIL:\n- ${failures.join("\n- ")}`);
  return failures;
}
