/**
 * Runs one matrix row: every actor's cell, refused actors first (so a write's owner acts last,
 * on records nobody else could touch), and returns what went wrong as readable lines.
 */
import type { LightMyRequestResponse } from "fastify";
import { ACTORS, type ActorName, resolveStatuses } from "./actors";
import { type MatrixEntry, methodOf, type RequestParts } from "./matrix-entry";
import type { World } from "./world";

const isSuccess = (status: number) => status >= 200 && status < 400;

/** The url of a route without parameters (an entry with parameters must give `request`). */
function defaultRequest(entry: MatrixEntry): RequestParts {
  const url = entry.route.slice(entry.route.indexOf(" ") + 1);
  if (/[:*]/.test(url)) throw new Error(`${entry.route}: give a request with real ids`);
  return { url };
}

const cacheControlOf = (response: LightMyRequestResponse) =>
  String(response.headers["cache-control"] ?? "");

/** Every /api answer to a signed-in actor is private and not stored (issue 27). */
const SESSION_API_CACHE = "private, no-store";

async function send(
  world: World,
  actor: ActorName,
  entry: MatrixEntry,
  parts: RequestParts,
): Promise<{ status: number; body: string; cacheControl: string }> {
  const method = methodOf(entry);
  const response: LightMyRequestResponse = await world.actors[actor].send({
    method,
    url: parts.url,
    ...(parts.payload !== undefined ? { payload: parts.payload } : {}),
    ...(parts.headers ? { headers: parts.headers } : {}),
    ...(entry.stream ? { payloadAsStream: true } : {}),
  });
  if (entry.stream) {
    // Only the head was waited for; drop the (possibly endless) body.
    response.stream().destroy();
    return { status: response.statusCode, body: "", cacheControl: cacheControlOf(response) };
  }
  return {
    status: response.statusCode,
    body: response.body,
    cacheControl: cacheControlOf(response),
  };
}

const snapshot = async (world: World, entry: MatrixEntry, fixture: Record<string, string>) =>
  entry.state ? JSON.stringify(await entry.state(world, fixture)) : null;

export async function runEntry(world: World, entry: MatrixEntry): Promise<string[]> {
  const expected = resolveStatuses(entry.expect, entry.route);
  const fixture = entry.fixture ? await entry.fixture(world) : {};
  const parts = entry.request ? entry.request(world, fixture) : defaultRequest(entry);
  const order = [...ACTORS].sort(
    (x, y) => Number(isSuccess(expected[x])) - Number(isSuccess(expected[y])),
  );
  const problems: string[] = [];
  const cell = (actor: ActorName) => `${entry.route} as ${actor} (${parts.url})`;
  for (const actor of order) {
    const refused = !isSuccess(expected[actor]);
    const before = refused ? await snapshot(world, entry, fixture) : null;
    const { status, body, cacheControl } = await send(world, actor, entry, parts);
    // A live stream is hijacked before any hook (its own head says no-store).
    const streamOk = entry.stream && /no-store/.test(cacheControl);
    if (actor !== "visitor" && parts.url.startsWith("/api") && !streamOk) {
      if (cacheControl !== SESSION_API_CACHE) {
        problems.push(
          `${cell(actor)}: Cache-Control "${cacheControl}", not "${SESSION_API_CACHE}"`,
        );
      }
    }
    if (status !== expected[actor]) {
      problems.push(
        `${cell(actor)}: expected ${expected[actor]}, got ${status} ${body.slice(0, 300)}`,
      );
    }
    if (before !== null && (await snapshot(world, entry, fixture)) !== before) {
      problems.push(`${cell(actor)}: refused with ${status} but the data changed`);
    }
    if (status >= 500) continue;
    const text = body.toLowerCase();
    if (!entry.foreignDataExempt && !entry.stream) {
      for (const marker of world.forbiddenFor(actor)) {
        const at = text.indexOf(marker);
        if (at >= 0) {
          problems.push(
            `${cell(actor)}: answer holds another party's data "${marker}": …${body.slice(Math.max(0, at - 80), at + 80)}…`,
          );
          break;
        }
      }
    }
    for (const marker of entry.shows?.[actor]?.(world, fixture) ?? []) {
      if (!text.includes(marker.toLowerCase())) {
        problems.push(`${cell(actor)}: answer lacks its own "${marker}" (is the search blind?)`);
      }
    }
  }
  return problems;
}
