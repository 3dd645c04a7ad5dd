// @ts-check
/**
 * Preloaded into the benchmarked server (node --import; plain JavaScript: the server is the
 * compiled bundle, run without a TypeScript loader): measures the server's own event-loop
 * delay and memory and answers the bench over the IPC channel, so the figures are the
 * server's, not the load generator's. Messages: "reset" starts a new window; "report" sends
 * { loopP50, loopP99, loopMax (ms), rssMax (bytes) } for the window; "memory" collects
 * garbage first when the server runs with --expose-gc, then sends { rss, heapUsed } (bytes).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

let histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
let rssMax = process.memoryUsage.rss();
const sampler = setInterval(() => {
  rssMax = Math.max(rssMax, process.memoryUsage.rss());
}, 100);
sampler.unref();

process.on("message", (message) => {
  if (message === "reset") {
    histogram.disable();
    histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    rssMax = process.memoryUsage.rss();
    process.send?.({ type: "reset" });
  } else if (message === "memory") {
    const gc = /** @type {{ gc?: () => void }} */ (globalThis).gc;
    gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ type: "memory", rss, heapUsed, collected: Boolean(gc) });
  } else if (message === "report") {
    const ms = (/** @type {number} */ ns) => ns / 1e6;
    process.send?.({
      type: "report",
      loopP50: ms(histogram.percentile(50)),
      loopP99: ms(histogram.percentile(99)),
      loopMax: ms(histogram.max),
      rssMax: Math.max(rssMax, process.memoryUsage.rss()),
    });
  }
});
// The IPC channel must not keep the server alive on its own.
process.channel?.unref();
