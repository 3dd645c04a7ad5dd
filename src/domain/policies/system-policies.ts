/**
 * Operations endpoints (issue 33). /metrics tells how the service runs (routes, latencies,
 * queue depths), which an attacker could use: it is read by the operator's scraper only.
 */

/** What decides a metrics scrape: where the connection comes from and the token it shows. */
export interface ScrapeRequest {
  /** The connection's own peer is this machine (127.0.0.0/8 or ::1). */
  peerIsLoopback: boolean;
  /** The request names an earlier client (X-Forwarded-For, Forwarded): a proxy relayed it. */
  forwarded: boolean;
  /** It carries `Authorization: Bearer <METRICS_TOKEN>` and a token is configured. */
  bearerMatches: boolean;
}

/**
 * A scraper with the configured token, from anywhere; otherwise only a process on this machine
 * talking to the server directly: a request a local proxy relays from the internet also comes
 * from loopback, so a forwarded one needs the token.
 */
export function canScrapeMetrics(request: ScrapeRequest): boolean {
  return request.bearerMatches || (request.peerIsLoopback && !request.forwarded);
}
