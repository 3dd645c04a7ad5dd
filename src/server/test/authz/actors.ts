/**
 * The eight actors of the authorization matrix (issue 17) and the compact way the matrix
 * writes a status per actor: by actor, by group, or `others` for everyone not named. Every
 * actor must resolve to a status; the matrix still requests every cell.
 */

export const ACTORS = [
  "visitor",
  "borrower",
  "borrower2",
  "pendingLender",
  "rejectedLender",
  "lender",
  "lender2",
  "admin",
] as const;

export type ActorName = (typeof ACTORS)[number];

/** Groups a status line may name instead of single actors. */
export const GROUPS = {
  everyone: ACTORS,
  signedIn: ACTORS.filter((actor) => actor !== "visitor"),
  borrowers: ["borrower", "borrower2"],
  /** Approved lender accounts, each managing a lender record. */
  lenders: ["lender", "lender2"],
  /** Lender accounts an admin has not approved (pending) or has refused (rejected). */
  unapprovedLenders: ["pendingLender", "rejectedLender"],
  /** Signed-in accounts that are not admins. */
  nonAdmins: ACTORS.filter((actor) => actor !== "visitor" && actor !== "admin"),
} as const satisfies Record<string, readonly ActorName[]>;

export type GroupName = keyof typeof GROUPS;

/**
 * route → actor → status, written compactly: single actors win over groups, groups over
 * `others`. E.g. `{ visitor: 401, borrower: 200, borrower2: 404, others: 403 }`.
 */
export type StatusSpec = Partial<Record<ActorName | GroupName | "others", number>>;

/** The status of every actor; throws when a spec leaves one out or names it twice. */
export function resolveStatuses(spec: StatusSpec, route: string): Record<ActorName, number> {
  const result = {} as Record<ActorName, number>;
  for (const actor of ACTORS) {
    const direct = spec[actor];
    const fromGroups = (Object.keys(GROUPS) as GroupName[])
      .filter(
        (group) =>
          spec[group] !== undefined && (GROUPS[group] as readonly string[]).includes(actor),
      )
      .map((group) => spec[group] as number);
    if (direct === undefined && new Set(fromGroups).size > 1) {
      throw new Error(`${route}: groups disagree on ${actor} (${fromGroups.join(", ")})`);
    }
    const status = direct ?? fromGroups[0] ?? spec.others;
    if (status === undefined) throw new Error(`${route}: no status for ${actor}`);
    result[actor] = status;
  }
  return result;
}

/** Client address per actor (loopback, so the development outbox answers; distinct, so
 * per-address limits of one actor never meet another's). */
export const ACTOR_ADDRESS: Record<ActorName, string> = {
  visitor: "127.0.0.21",
  borrower: "127.0.0.22",
  borrower2: "127.0.0.23",
  pendingLender: "127.0.0.24",
  rejectedLender: "127.0.0.25",
  lender: "127.0.0.26",
  lender2: "127.0.0.27",
  admin: "127.0.0.28",
};
