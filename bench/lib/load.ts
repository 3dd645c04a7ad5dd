/** HTTP load with autocannon: N connections for a duration, paths rotating across all of them. */
import autocannon from "autocannon";

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Mean bytes per answer as sent (compressed when the server compressed). */
  bytes: number;
  failures: number;
}

export async function runLoad(options: {
  url: string;
  /** Paths taken in turn, shared by every connection (each request gets the next one). */
  paths: readonly string[];
  connections: number;
  seconds: number;
  /** Requests per second over all connections (a probe), or unlimited. */
  rate?: number;
}): Promise<LoadResult> {
  let next = 0;
  const pathOf = () => options.paths[next++ % options.paths.length] ?? "/";
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: { "accept-encoding": "br" },
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [{ setupRequest: (request) => ({ ...request, path: pathOf() }) }],
  });
  const total = result.requests.total;
  return {
    requests: total,
    rps: total / (result.duration || options.seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    bytes: total > 0 ? result.throughput.total / total : 0,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
