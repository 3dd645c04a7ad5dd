/**
 * The faults injected in the middle of the load: PostgreSQL stopped for a while and started
 * again (each server's /api/health polled directly meanwhile: it must answer 503 while the
 * database is down and 200 again afterwards, without a server restart), and one server killed
 * with SIGKILL and started again.
 */
import type { Cluster } from "./cluster";
import { sleep } from "./free-port";
import type { ServerProcess } from "./servers";

export interface HealthPoll {
  server: string;
  at: number;
  status: number | null;
}

export interface OutageResult {
  downAt: number;
  upAt: number;
  polls: HealthPoll[];
  /** Every server answered 503 at least once while the database was down. */
  unhealthySeen: boolean;
  /** Every server answered 200 again after the start, within the wait. */
  recovered: boolean;
  recoveryMs: number | null;
}

async function health(server: ServerProcess): Promise<number | null> {
  try {
    const response = await fetch(`${server.url}/api/health`, {
      signal: AbortSignal.timeout(3_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

export async function databaseOutage(
  cluster: Cluster,
  servers: ServerProcess[],
  downMs: number,
): Promise<OutageResult> {
  const polls: HealthPoll[] = [];
  const poll = async () => {
    for (const server of servers) {
      polls.push({ server: server.name, at: Date.now(), status: await health(server) });
    }
  };
  const downAt = Date.now();
  await cluster.stop();
  const stoppedAt = Date.now();
  while (Date.now() - stoppedAt < downMs) {
    await poll();
    await sleep(300);
  }
  const unhealthySeen = servers.every((server) =>
    polls.some((p) => p.server === server.name && p.at >= stoppedAt && p.status === 503),
  );
  await cluster.start();
  const upAt = Date.now();
  let recovered = false;
  while (Date.now() - upAt < 60_000) {
    const before = polls.length;
    await poll();
    const latest = polls.slice(before);
    if (latest.every((p) => p.status === 200)) {
      recovered = true;
      break;
    }
    await sleep(250);
  }
  return {
    downAt,
    upAt,
    polls,
    unhealthySeen,
    recovered,
    recoveryMs: recovered ? Date.now() - upAt : null,
  };
}

export async function killAndRestart(server: ServerProcess, downMs: number) {
  const pid = server.pid;
  // A server that already died is only started again (its crash is counted by ServerProcess).
  const killedAt = Date.now();
  await server.signal("SIGKILL");
  await sleep(downMs);
  await server.start();
  return { server: server.name, pid, killedAt, backAt: Date.now() };
}
