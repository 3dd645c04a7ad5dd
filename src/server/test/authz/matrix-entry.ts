/**
 * One row of the authorization matrix: a route of Fastify's table, the status each actor gets,
 * the concrete request (real ids of the first party) and, for writes, the rows that must stay
 * unchanged after a refused cell. See docs/decisions/authorization-matrix.md.
 */
import type { InjectOptions } from "fastify";
import type { ActorName, StatusSpec } from "./actors";
import type { RowPolicies } from "./policy-names";
import type { World } from "./world";

/** Ids of records made fresh for one write route (see MatrixEntry.fixture). */
export type Fixture = Record<string, string>;

export interface MatrixEntry {
  /** "METHOD /url" exactly as in Fastify's route table. */
  route: string;
  /** The statuses, route → actor → status (actors.ts). */
  expect: StatusSpec;
  /**
   * The policies of src/domain/policies this route runs: its guard's, then the one the service
   * asks of the row (lib/authorize.ts), or a list's scope. `public` and `better-auth` when none
   * of ours decides (policy-names.ts).
   */
  policy: RowPolicies;
  /** Why the statuses are what they are, when it is not obvious. */
  note?: string;
  /** The request (method from `route`); by default the route's url itself. */
  request?: (world: World, fixture: Fixture) => RequestParts;
  /** Writes: fresh records for this route's cells, so routes never depend on each other. */
  fixture?: (world: World) => Promise<Fixture>;
  /** Writes: what the route could change; a refused cell must leave it equal. */
  state?: (world: World, fixture: Fixture) => Promise<unknown>;
  /** Markers an actor's answer must contain: proves the foreign-data search sees real data. */
  shows?: Partial<Record<ActorName, (world: World, fixture: Fixture) => string[]>>;
  /** Why this route's answers are not searched for other parties' data. */
  foreignDataExempt?: string;
  /** The answer is an endless stream (server-sent events): only its status is read. */
  stream?: boolean;
}

export interface RequestParts {
  url: string;
  payload?: InjectOptions["payload"];
  headers?: Record<string, string>;
}

/** The method of an entry's route key. */
export const methodOf = (entry: Pick<MatrixEntry, "route">) =>
  entry.route.split(" ")[0] as "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

export const isRead = (entry: Pick<MatrixEntry, "route">) =>
  methodOf(entry) === "GET" || methodOf(entry) === "HEAD";
