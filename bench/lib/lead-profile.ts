/**
 * The lead-list bench's single-caller profile (issue 31): for each query of the mix, alone on
 * one connection, the mean wall time of a call, the node process's CPU per call
 * (process.cpuUsage) and PostgreSQL's: the connection's backend CPU read from
 * /proc/<pid>/stat (the server on this machine; 'n/a' otherwise), for the whole call and for
 * its two statements (the page, the total) run alone. CPU time hardly moves with the machine's
 * load, so this profile compares runs taken at different loads; wall times do not.
 */
import { sql } from "drizzle-orm";
import type { LeadListQuery } from "../../src/domain/contract/lender-leads";
import type { Actor } from "../../src/domain/policies/actor";
import type { DatabaseHandle } from "../../src/server/db/client";
import {
  countLeads,
  leadRows,
  listLenderLeads,
} from "../../src/server/services/lender-workspace/list-lender-leads";
import { nodeCpuMs, processCpuMs } from "./process-cpu";

interface Sample {
  wallMs: number;
  nodeCpuMs: number;
  pgCpuMs: number | null;
}

async function sample(pid: number, runs: number, call: () => Promise<unknown>): Promise<Sample> {
  const pg0 = processCpuMs(pid);
  const node0 = nodeCpuMs();
  const at = performance.now();
  for (let run = 0; run < runs; run += 1) await call();
  const wallMs = (performance.now() - at) / runs;
  const node = (nodeCpuMs() - node0) / runs;
  const pg1 = processCpuMs(pid);
  return {
    wallMs,
    nodeCpuMs: node,
    pgCpuMs: pg0 === null || pg1 === null ? null : (pg1 - pg0) / runs,
  };
}

const ms = (value: number | null) => (value === null ? "n/a" : value.toFixed(1));

/**
 * Prints the profile table. `handle` must be a pool of one connection (so every statement runs
 * on the backend whose CPU is read); each query is first run `warm` times (the named
 * statement's custom plans, then its generic one), then `runs` times per measure.
 */
export async function printSingleCallerProfile(
  handle: DatabaseHandle,
  actor: Actor,
  lenderId: string,
  queries: { name: string; query: LeadListQuery }[],
  runs: number,
  warm = 6,
): Promise<void> {
  const pidOf = async () => {
    const result = await handle.db.execute(sql`SELECT pg_backend_pid() AS pid`);
    return Number((result as unknown as { rows: { pid: number }[] }).rows[0]?.pid);
  };
  const pid = await pidOf();
  console.log(
    `single caller, one connection, mean of ${runs} runs (CPU per call: node ${process.pid}, PostgreSQL backend ${pid})\n` +
      "| query | wall ms | node CPU ms | PostgreSQL CPU ms | page (ids + cards) PG CPU ms | count PG CPU ms |\n" +
      "|---|---|---|---|---|---|",
  );
  const totals = { wall: 0, node: 0, pg: 0 };
  for (const { name, query } of queries) {
    const { page, ...filters } = query;
    const now = new Date();
    const window = { limit: 50, offset: (page - 1) * 50 };
    const whole = () => listLenderLeads(handle.db, actor, query, now);
    const pageOnly = () => leadRows(handle.db, lenderId, filters, window, now);
    const countOnly = () => countLeads(handle.db, lenderId, filters, now);
    for (let run = 0; run < warm; run += 1) await whole();
    const all = await sample(pid, runs, whole);
    const pageStatement = await sample(pid, runs, pageOnly);
    const countStatement = await sample(pid, runs, countOnly);
    totals.wall += all.wallMs;
    totals.node += all.nodeCpuMs;
    totals.pg += all.pgCpuMs ?? 0;
    console.log(
      `| ${name} | ${ms(all.wallMs)} | ${ms(all.nodeCpuMs)} | ${ms(all.pgCpuMs)} | ` +
        `${ms(pageStatement.pgCpuMs)} | ${ms(countStatement.pgCpuMs)} |`,
    );
  }
  if ((await pidOf()) !== pid) console.log("(the connection was replaced: PostgreSQL CPU is off)");
  const n = queries.length;
  console.log(
    `| mean of the mix | ${ms(totals.wall / n)} | ${ms(totals.node / n)} | ${ms(totals.pg / n)} | | |\n` +
      `CPU per call over the mix (node + PostgreSQL): ${ms((totals.node + totals.pg) / n)} ms`,
  );
}
