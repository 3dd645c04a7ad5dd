/**
 * `npm run bench:deals:plans -- --url <seeded database>`: the query plans behind each row of
 * `npm run bench:deals`. Each row's request is sent once through the real app (warm-up), then
 * once more with every SQL statement the app sends recorded; each recorded statement is then
 * run again as EXPLAIN (ANALYZE, BUFFERS) with the same parameters (writes inside a rolled-back
 * transaction). Prints a summary (row, statement, execution ms, buffers) and writes the full
 * plans to bench/results/deal-plans.md. Needs a database seeded by `db:seed -- --deals`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { DEAL_VOLUMES } from "../src/server/db/factories/bulk-deals";
import { createTestContext, type TestClient } from "../src/server/test/test-app";
import { dealRows } from "./lib/deal-rows";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    smoke: { type: "boolean", default: false },
    only: { type: "string" },
    out: { type: "string", default: "bench/results/deal-plans.md" },
  },
});
if (!values.url) throw new Error("--url <database seeded with db:seed -- --deals> is required");
const VOLUME = DEAL_VOLUMES[values.smoke ? "smoke" : "full"];

interface Recorded {
  text: string;
  values: unknown[];
}
let recording: Recorded[] | null = null;
const original = pg.Client.prototype.query;
// Records what the app sends while `recording` is set (the pool's clients are pg.Clients).
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [unknown, unknown];
  if (recording) {
    if (typeof first === "string")
      recording.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === "object" && "text" in first) {
      const config = first as { text: string; values?: unknown[] };
      recording.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] });
    }
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const PLAIN = /^\s*(select|with|insert|update|delete)\b/i;

async function main() {
  const handle = await openDatabase({ kind: "postgres", url: values.url as string, poolSize: 4 });
  const ctx = await createTestContext({ handle });
  const signIn = (email: string, profile = {}) => ctx.signedInClient(email, profile);
  const writer: TestClient = await signIn(
    `deal-borrower-${1000 + (Math.floor(Date.now() / 60_000) % 500)}@example.com`,
  );
  const clients = {
    anonymous: ctx.client(),
    borrower: await signIn("deal-borrower-1@example.com"),
    lender: await signIn("deal-desk-1@example.com"),
    admin: await signIn("deal-bench-admin@example.com", { userType: "admin" }),
    writers: [writer],
  };
  const rows = await dealRows(VOLUME, clients, `plans${Date.now().toString(36)}`);
  const explainer = new pg.Client({ connectionString: values.url });
  await explainer.connect();
  const out: string[] = [`# Deal-side plans (load average ${loadavg()[0]?.toFixed(1)})`, ""];
  console.log("| row | # | ms | shared hit/read | statement |\n|---|---|---|---|---|");
  for (const row of rows) {
    if (row.name.startsWith("health")) continue;
    if (values.only && !row.name.includes(values.only)) continue;
    // Different i for each call: the writes need new emails and addresses.
    const variants = row.name.includes("filtered") || row.name.includes("search") ? 6 : 1;
    for (let v = 0; v < variants; v += 1) {
      await row.client(100 + v).request(row.request(100 + v));
      recording = [];
      const response = await row.client(200 + v).request(row.request(200 + v));
      const statements = recording.filter((s) => PLAIN.test(s.text));
      recording = null;
      const path = String(row.request(200 + v).url);
      out.push(`## ${row.name}: ${path} → ${response.statusCode}`, "");
      for (const [index, statement] of statements.entries()) {
        await explainer.query("BEGIN");
        let plan: string[];
        try {
          const result = await explainer.query(
            `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
            statement.values as unknown[],
          );
          plan = result.rows.map((r: Record<string, string>) => r["QUERY PLAN"] ?? "");
        } catch (error) {
          plan = [`(not explained: ${(error as Error).message})`];
        } finally {
          await explainer.query("ROLLBACK");
        }
        const time = plan.find((l) => l.startsWith("Execution Time"))?.match(/[\d.]+/)?.[0];
        const buffers =
          plan[1]?.match(/shared hit=(\d+)(?: read=(\d+))?/) ??
          plan
            .find((l) => l.includes("Buffers: shared"))
            ?.match(/shared hit=(\d+)(?: read=(\d+))?/);
        const short = statement.text.replace(/\s+/g, " ").slice(0, 90);
        console.log(
          `| ${row.name} ${variants > 1 ? path.split("?")[1] : ""} | ${index + 1} | ${time ?? "?"} | ` +
            `${buffers?.[1] ?? "?"}/${buffers?.[2] ?? 0} | ${short} |`,
        );
        out.push(
          `### ${index + 1}. ${time ?? "?"} ms`,
          "",
          "```sql",
          statement.text.trim(),
          `-- params: ${JSON.stringify(statement.values).slice(0, 300)}`,
          "```",
          "",
          "```",
          ...plan,
          "```",
          "",
        );
      }
    }
  }
  await explainer.end();
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(values.out as string, `${out.join("\n")}\n`);
  console.log(`full plans: ${values.out}`);
  await ctx.close();
  await handle.close();
}

await main();
