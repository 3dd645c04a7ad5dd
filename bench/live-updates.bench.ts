/**
 * `npm run bench:live`: live updates across two server processes on one PostgreSQL
 * (docs/decisions/live-updates.md). Starts the production server twice (A and B, the bundle
 * `npm start` runs), opens `--streams` signed-in `GET /api/events` streams on B (one per user:
 * the borrower and the lender of `--streams / 2` conversations, sessions made in the database),
 * then sends `--rate` messages per second for `--seconds` through the real route on A
 * (`POST /api/submissions/:id/messages`, each from a borrower, rotating over the
 * conversations) and times each message from the moment A was asked until the lender's
 * stream on B received it (NOTIFY in A's transaction → B's LISTEN connection → B's hub →
 * the stream). Also: B's RSS and heap per open stream (after a collection), B's event-loop
 * delay while streaming, and every message delivered to both sides' streams.
 *
 *   npm run bench:live                      # 2,000 streams, 50 messages/s for 30 s
 *   npm run bench:live -- --smoke           # 200 streams, 50 messages/s for 3 s
 *   npm run bench:live -- --ci              # CI: 20 streams, 10 messages/s for 2 s; the
 *                                           # database is dropped at the end
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) must allow creating a
 * database; BENCH_LIVE_DB names it (default lenderlane_bench_live; dropped and made again).
 * Exits 1 when a request failed or a message was not delivered to both sides' streams; never
 * on speed. Needs the built server (`npm run build`).
 */
import http from "node:http";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { dropDatabase, postgresReachable } from "./lib/bench-database";
import { startBenchServer } from "./lib/bench-server";
import { type LiveConversation, prepareLiveDatabase } from "./lib/live-fixture";
import { type OpenStream, openSseStream } from "./lib/sse-client";

const { values } = parseArgs({
  options: {
    smoke: { type: "boolean", default: false },
    ci: { type: "boolean", default: false },
    streams: { type: "string" },
    rate: { type: "string" },
    seconds: { type: "string" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "3124" },
  },
});
const SMOKE = values.smoke;
const CI = values.ci;
const STREAMS = Number(values.streams ?? (CI ? 20 : SMOKE ? 200 : 2000));
const RATE = Number(values.rate ?? (CI ? 10 : 50));
const SECONDS = Number(values.seconds ?? (CI ? 2 : SMOKE ? 3 : 30));
const PORT_A = Number(values.port);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DB_NAME = process.env.BENCH_LIVE_DB ?? "lenderlane_bench_live";
const AUTH_SECRET = "bench-secret-bench-secret-bench-secret-0123";

const machine = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} on ${availableParallelism()} cores`;
const percentile = (list: readonly number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

if (!(await postgresReachable(ADMIN_URL))) {
  console.error(`PostgreSQL not reachable at ${ADMIN_URL}: this bench needs two processes on it.`);
  process.exit(1);
}
console.log(`Node ${process.version}, ${machine()}.`);
const conversationCount = Math.ceil(STREAMS / 2);
const preparing = performance.now();
const fixture = await prepareLiveDatabase({
  adminUrl: ADMIN_URL,
  name: DB_NAME,
  conversations: conversationCount,
  authSecret: AUTH_SECRET,
});
console.log(
  `${conversationCount} conversations, ${conversationCount * 2} sessions in ${((performance.now() - preparing) / 1000).toFixed(1)} s.`,
);

const serverOptions = (port: number) => ({
  port,
  databaseUrl: fixture.url,
  exposeGc: true,
  env: { AUTH_SECRET, LIVE_STREAMS_PER_ADDRESS: String(STREAMS + 10) },
});
const a = await startBenchServer(serverOptions(PORT_A));
const b = await startBenchServer(serverOptions(PORT_A + 1));
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const streams: OpenStream[] = [];
let failures = 0;
try {
  /** messageId → when A was asked / when B's lender stream had it. */
  const sentAt = new Map<string, number>();
  const arrivedAt = new Map<string, number>();
  const latencies: number[] = [];
  /** Arrival on B minus A's answer: the cross-process path alone (negative: B was first). */
  const afterAnswer: number[] = [];
  const answeredAt = new Map<string, number>();
  const bothSides = new Map<string, number>();
  const record = (id: string) => {
    const sent = sentAt.get(id);
    const arrived = arrivedAt.get(id);
    if (sent === undefined || arrived === undefined) return;
    latencies.push(arrived - sent);
    afterAnswer.push(arrived - (answeredAt.get(id) ?? arrived));
  };
  const onUpdate = (side: "lender" | "borrower") => (data: { messageId?: string }, at: number) => {
    if (!data.messageId) return;
    bothSides.set(data.messageId, (bothSides.get(data.messageId) ?? 0) + 1);
    if (side !== "lender") return;
    arrivedAt.set(data.messageId, at);
    record(data.messageId);
  };

  // One stream first: B's hub starts listening with its first subscriber.
  // A refused stream (503 while B's pool is saturated by the opening burst) is retried after a
  // second, as the browser's EventSource retries: counted and reported.
  let retries = 0;
  const open = async (
    conversation: LiveConversation,
    side: "lender" | "borrower",
  ): Promise<OpenStream> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await openSseStream({
          agent,
          url: `${b.url}/api/events`,
          cookie: side === "lender" ? conversation.lenderCookie : conversation.borrowerCookie,
          onUpdate: onUpdate(side),
        });
      } catch (error) {
        if (attempt >= 5) throw error;
        retries += 1;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  const [first] = fixture.conversations;
  if (!first) throw new Error("No conversations");
  streams.push(await open(first, "lender"));
  const before = await b.memory();
  const opening = performance.now();
  for (let i = 0; i < fixture.conversations.length; i += 10) {
    const batch = fixture.conversations.slice(i, i + 10);
    const opened = await Promise.all(
      batch.flatMap((conversation, j) => [
        ...(i + j === 0 ? [] : [open(conversation, "lender")]),
        open(conversation, "borrower"),
      ]),
    );
    streams.push(...opened);
  }
  const openSeconds = (performance.now() - opening) / 1000;
  const after = await b.memory();
  const added = streams.length - 1;
  console.log(
    `\n${streams.length} streams open on B in ${openSeconds.toFixed(1)} s, ${retries} refused and retried (${machine()}).` +
      `\nB before: RSS ${mb(before.rss)}, heap ${mb(before.heapUsed)}; after: RSS ${mb(after.rss)}, heap ${mb(after.heapUsed)}` +
      `${after.collected ? " (after a collection)" : ""}.` +
      `\nPer stream: RSS ${((after.rss - before.rss) / added / 1024).toFixed(1)} KB, heap ${((after.heapUsed - before.heapUsed) / added / 1024).toFixed(1)} KB.`,
  );

  // Messages at RATE per second through A's route, each timed until B's lender stream has it.
  await b.reset();
  await a.reset();
  const postTimes: number[] = [];
  const total = Math.round(RATE * SECONDS);
  const started = performance.now();
  const sends: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const conversation = fixture.conversations[n % fixture.conversations.length];
    if (!conversation) break;
    sends.push(
      (async () => {
        const asked = performance.now();
        const response = await fetch(
          `${a.url}/api/submissions/${conversation.submissionId}/messages`,
          {
            method: "POST",
            headers: {
              cookie: conversation.borrowerCookie,
              origin: a.url,
              "content-type": "application/json",
            },
            body: JSON.stringify({ body: `Live bench message ${n}` }),
          },
        );
        const answer = (await response.json()) as { id?: string };
        postTimes.push(performance.now() - asked);
        if (response.status !== 201 || !answer.id) {
          failures += 1;
          return;
        }
        answeredAt.set(answer.id, performance.now());
        sentAt.set(answer.id, asked);
        record(answer.id);
      })(),
    );
  }
  await Promise.all(sends);
  // Stragglers: wait up to 5 s for every message to reach B.
  const deadline = performance.now() + 5000;
  while (latencies.length < sentAt.size && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const sendSeconds = (performance.now() - started) / 1000;
  const probeB = await b.report();
  const probeA = await a.report();
  const undelivered = sentAt.size - latencies.length;
  const notBoth = [...sentAt.keys()].filter((id) => bothSides.get(id) !== 2).length;
  failures += undelivered + notBoth;
  console.log(
    `\n${sentAt.size}/${total} messages sent in ${sendSeconds.toFixed(1)} s (${(sentAt.size / SECONDS).toFixed(1)}/s asked ${RATE}/s) (${machine()}).` +
      `\nA → B delivery: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(Math.max(...latencies))}; undelivered ${undelivered}; not on both sides' streams ${notBoth}.` +
      `\nB's stream minus A's answer: p50 ${ms(percentile(afterAnswer, 50))}, p99 ${ms(percentile(afterAnswer, 99))}.` +
      `\nPOST on A: p50 ${ms(percentile(postTimes, 50))}, p99 ${ms(percentile(postTimes, 99))}.` +
      `\nEvent loop: A p99 ${ms(probeA.loopP99)} max ${ms(probeA.loopMax)}; B p99 ${ms(probeB.loopP99)} max ${ms(probeB.loopMax)}. RSS max: A ${mb(probeA.rssMax)}, B ${mb(probeB.rssMax)}.`,
  );
} finally {
  for (const stream of streams) stream.close();
  agent.destroy();
  await Promise.all([a.stop(), b.stop()]);
  if (CI) await dropDatabase(ADMIN_URL, DB_NAME);
}
console.log(`\nDone; ${machine()}.`);
if (failures > 0) {
  console.error(`${failures} failures (failed posts, undelivered messages).`);
  process.exit(1);
}
