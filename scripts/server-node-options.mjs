// @ts-check
/**
 * The node options the production server runs with (issue 34): its V8 old-space heap capped at
 * 640 MB. Without a cap V8 sizes the heap from the machine's memory (several GB here) and,
 * under load, grows it rather than collect: 1.4 GB RSS at peak with 100,000 lenders whose live
 * heap is about 300 MB. With the cap it collects sooner and RSS stays under 1 GB
 * (docs/decisions/2026-11-27-server-heap-cap.md has the measurements and what it costs).
 *
 * Node cannot change its heap limit once running, so the options are on the command lines that
 * start the server, which must match this list (scripts/server-node-options.test.ts checks):
 * `npm start` (package.json) and the image's CMD (Dockerfile). The benches start the server
 * with them too (bench/lib/bench-server.ts). A bigger catalogue needs a bigger cap: change
 * all three together, or start the server with another `--max-old-space-size` (the command
 * line wins over NODE_OPTIONS).
 */
export const SERVER_NODE_OPTIONS = ["--max-old-space-size=640"];
