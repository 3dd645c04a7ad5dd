/**
 * `npm run test:chaos` (docs/decisions/reliability.md): two server processes behind nginx on a
 * PostgreSQL cluster of its own, a write load through nginx, PostgreSQL restarted and one server
 * SIGKILLed in the middle; then every acknowledged write must be in the database exactly once
 * and whole, /api/health must have answered 503 during the outage and 200 after it, and no
 * server may have died of the outage. Prints the figures, writes chaos-results.json, exits 1
 * when a must-be-zero figure is not. Cleans up every process and the cluster, also on Ctrl-C.
 *
 *   npm run test:chaos                 # ~45 s of load
 *   npm run test:chaos -- --duration 30 --out chaos-results.json --keep
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Cluster, createCluster } from "./cluster";
import { databaseOutage, killAndRestart, type OutageResult } from "./faults";
import { freePort, sleep, waitForStatus } from "./free-port";
import { client, type RequestRecord } from "./http";
import { type LiveWatch, watchLiveStream } from "./live-watch";
import { runLoad } from "./load";
import { NEXT_UPSTREAM, type Nginx, startNginx } from "./nginx";
import { printReport } from "./report";
import { ServerProcess } from "./servers";
import { createFixtures, migrateAndSeed } from "./setup";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";
import { verifyWrites } from "./verify";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "45" },
    out: { type: "string", default: "chaos-results.json" },
    keep: { type: "boolean", default: false },
  },
});
const durationMs = Number(values.duration) * 1000;
const runId = randomBytes(3).toString("hex");
const baseDir = mkdtempSync(path.join(tmpdir(), "lenderlane-chaos-"));
chmodSync(baseDir, 0o755);

let cluster: Cluster | null = null;
let nginx: Nginx | null = null;
let smtp: SmtpSink | null = null;
const servers: ServerProcess[] = [];
let cleanedUp = false;

async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const server of servers) if (server.running) await server.signal("SIGKILL");
  nginx?.stop();
  await smtp?.close();
  cluster?.kill();
  if (!values.keep) rmSync(baseDir, { recursive: true, force: true });
  else console.log(`Kept ${baseDir}`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  const runStartedAt = Date.now();
  const pgPort = await freePort();
  console.log(`Chaos run ${runId} in ${baseDir}`);
  cluster = createCluster(path.join(baseDir, "pg"), pgPort);
  console.log(`PostgreSQL on 127.0.0.1:${pgPort}; migrating and seeding…`);
  migrateAndSeed(cluster.url);
  const fixtures = await createFixtures(cluster.url, runId, 200);

  smtp = await startSmtpSink(await freePort());
  const nginxPort = await freePort();
  const env = {
    databaseUrl: cluster.url,
    baseUrl: `http://127.0.0.1:${nginxPort}`,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    authSecret: randomBytes(32).toString("hex"),
    logDir: baseDir,
  };
  servers.push(new ServerProcess("server-a", await freePort(), env));
  servers.push(new ServerProcess("server-b", await freePort(), env));
  // The bundle the servers run, built once here rather than by both at their start.
  execFileSync(process.execPath, ["scripts/server-bundle.mjs"], { stdio: "inherit" });
  console.log("Starting two servers…");
  await Promise.all(servers.map((server) => server.start()));
  nginx = startNginx(
    baseDir,
    nginxPort,
    servers.map((server) => server.port),
  );
  await waitForStatus(`${nginx.url}/api/health`, 200, 20_000);

  const signIn = async (email: string) => {
    const session = client(nginx?.url ?? "", email);
    await session.signIn("demo1234");
    return session;
  };
  const targets = {
    baseUrl: nginx.url,
    runId,
    ...fixtures,
    borrower: await signIn("borrower@example.com"),
    lender: await signIn("lender@example.com"),
    admin: await signIn("admin@example.com"),
  };

  const watches: LiveWatch[] = await Promise.all(
    servers.map((server) => watchLiveStream(server.url, targets.borrower.cookie())),
  );

  const records: RequestRecord[] = [];
  const startedAt = Date.now();
  console.log(`Load for ${durationMs / 1000} s through ${nginx.url}…`);
  const load = runLoad(targets, startedAt + durationMs, records);
  const serverB = servers[1] as ServerProcess;

  await sleep(durationMs * 0.2);
  console.log("PostgreSQL: stop (fast), 6 s down, start");
  const outage: OutageResult = await databaseOutage(cluster, servers, 6_000);
  console.log(
    `  health 503 seen: ${outage.unhealthySeen}; recovered: ${outage.recovered} (${outage.recoveryMs} ms)`,
  );
  await sleep(Math.max(0, startedAt + durationMs * 0.6 - Date.now()));
  // Each server's live stream was told to resync once its LISTEN connection was back.
  const liveResynced = watches.map((watch) => watch.status() === 200 && watch.resynced());
  for (const watch of watches) watch.close();
  console.log(`SIGKILL ${serverB.name} (pid ${serverB.pid}), start it again`);
  const kill = await killAndRestart(serverB, 1_000);
  await load;
  const loadMs = Date.now() - startedAt;

  const crashes = servers.flatMap((server) => server.crashes);
  // SIGTERM drains: both servers must exit 0.
  const drainExits = await Promise.all(servers.map((server) => server.signal("SIGTERM")));

  console.log("Verifying every write in the database…");
  const verification = await verifyWrites(cluster.url, records, fixtures.editedLenderIds);
  const result = {
    runId,
    loadSeconds: Math.round(loadMs / 100) / 10,
    totalSeconds: Math.round((Date.now() - runStartedAt) / 1000),
    nginx: { proxyNextUpstream: NEXT_UPSTREAM },
    ...verification,
    failedByStatus: failedByStatus(records),
    health: {
      unhealthySeen: outage.unhealthySeen,
      recovered: outage.recovered,
      recoveryMs: outage.recoveryMs,
      outageMs: outage.upAt - outage.downAt,
      polls: outage.polls.length,
      statuses: outage.polls.map((p) => `${p.server}:${p.status}`),
      liveResynced,
    },
    kill,
    crashes,
    drainExitCodes: drainExits,
    mailsReceived: smtp.received(),
  };
  writeFileSync(values.out, `${JSON.stringify({ ...result, records }, null, 2)}\n`);
  const failures = printReport(result);
  console.log(`Results in ${values.out}`);
  return failures.length === 0 ? 0 : 1;
}

/** Not acknowledged requests by answer: e.g. 503 (database down), 502 (server killed), network. */
function failedByStatus(
  records: RequestRecord[],
): Record<string, { count: number; committed: number }> {
  const figures: Record<string, { count: number; committed: number }> = {};
  for (const record of records) {
    if (record.acknowledged) continue;
    const key = record.status === null ? "network" : String(record.status);
    figures[key] ??= { count: 0, committed: 0 };
    const entry = figures[key] as { count: number; committed: number };
    entry.count += 1;
    if ((record.copies ?? 0) > 0) entry.committed += 1;
  }
  return figures;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error("Chaos run failed:", error);
  code = 1;
} finally {
  await cleanUp();
}
process.exit(code);
