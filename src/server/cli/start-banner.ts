/**
 * What `npm start` prints once the server listens: where it runs, the database, where mail
 * goes and, in development, the demo accounts (role and email only: what each role can do
 * is in the app, and a description here would go stale as pages are built).
 */
import { formatDemoAccounts } from "../db/seed/demo-accounts";

export interface StartBannerFacts {
  baseUrl: string;
  isProduction: boolean;
  /** The address the server listens on (HOST). */
  host: string;
  database: "pglite" | "postgres";
  dataDir: string;
  mail: "smtp" | "outbox";
  demoAccounts: boolean;
}

export function formatStartBanner(facts: StartBannerFacts): string {
  const lines = ["", `LenderLane is running at ${facts.baseUrl}`];
  if (!facts.isProduction && (facts.host === "127.0.0.1" || facts.host === "localhost")) {
    lines.push("Listening on this machine only (set HOST=0.0.0.0 to open it to the network).");
  }
  lines.push(
    `Database: ${facts.database === "pglite" ? `embedded PGlite in ${facts.dataDir}` : "PostgreSQL"}`,
  );
  // The outbox only exists outside production (production requires SMTP_URL).
  lines.push(
    facts.mail === "smtp" || facts.isProduction
      ? "Mail: SMTP"
      : `Mail: development outbox at ${facts.baseUrl}/dev/mail (links are printed here too)`,
  );
  if (!facts.isProduction && facts.demoAccounts) lines.push(formatDemoAccounts());
  return `${lines.join("\n")}\n`;
}
