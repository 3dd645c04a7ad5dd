/**
 * CI's dependency check: `npm audit --omit=dev` must report no high or critical advisory in
 * the production dependencies; exits 1 listing them otherwise (fix by updating, see
 * SECURITY.md 'Dependencies').
 *
 * When no report can be had at all (a registry or mirror that does not serve npm's advisory
 * endpoint answers e.g. 405), it prints "NOT RUN" with the reason and exits 0, so a mirror
 * does not block every build; AUDIT_REQUIRED=1 makes that a failure too.
 */
import { spawnSync } from "node:child_process";
import { readAudit } from "./audit-deps-lib";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
const outcome = readAudit(run.stdout ?? "");

if (outcome.kind === "unavailable") {
  console.log(`Dependency audit NOT RUN: ${outcome.reason}`);
  if (process.env.AUDIT_REQUIRED === "1") process.exit(1);
} else {
  const figures = Object.entries(outcome.counts)
    .map(([severity, n]) => `${severity} ${n}`)
    .join(", ");
  console.log(`npm audit --omit=dev: ${figures}`);
  if (outcome.blocking.length > 0) {
    console.log(`High or critical advisories:\n  ${outcome.blocking.join("\n  ")}`);
    process.exit(1);
  }
  console.log("No high or critical advisory in the production dependencies.");
}
