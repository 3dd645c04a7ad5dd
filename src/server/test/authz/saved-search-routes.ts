/**
 * Saved searches (issue 32): borrower accounts only (canSaveSearches): 401 for a visitor, 403
 * for lender and admin accounts; the other borrower's search answers 404 like a missing one
 * (ownsSavedSearch). The alert's unsubscribe link is authorised by its signed token, not by a
 * session. Searches are made fresh per row, named with the side's marker.
 */
import { eq } from "drizzle-orm";
import { savedSearches } from "../../db/schema";
import { createSavedSearchToken } from "../../services/saved-searches/saved-search-token";
import type { MatrixEntry } from "./matrix-entry";
import type { Side, World } from "./world";

const ownOnly = { visitor: 401, borrower: 200, borrower2: 404, others: 403 } as const;

const TOKEN_LINK =
  "Authorised by the signed token in the alert's link, not by a session; it answers the " +
  "search's name to whoever holds the link.";

async function freshSearch(world: World, side: Side, name: string) {
  const [row] = await world.ctx.db
    .insert(savedSearches)
    .values({
      borrowerId: side.borrowerId,
      name,
      frequency: "daily",
      query: { loanType: "fix_and_flip", location: "TX", sortBy: "most-relevant" },
      checkedVersion: 0,
    })
    .returning({ id: savedSearches.id });
  if (!row) throw new Error("No saved search inserted");
  side.ids.add(row.id);
  return { searchId: row.id };
}

const searchState = (world: World, { searchId }: Record<string, string>) =>
  world.ctx.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.id, searchId ?? ""));

const tokenOf = async (world: World) => {
  const { searchId } = await freshSearch(world, world.a, "zqa-alerted search");
  return {
    searchId,
    token: createSavedSearchToken((await world.ctx.auth.$context).secret, searchId),
  };
};

export const savedSearchRoutes: MatrixEntry[] = [
  {
    route: "GET /api/saved-searches",
    policy: ["canSaveSearches", "ownSavedSearchesScope"],
    expect: { visitor: 401, borrowers: 200, others: 403 },
    fixture: async (world) => ({
      a: (await freshSearch(world, world.a, "zqa-listed search")).searchId,
      b: (await freshSearch(world, world.b, "zqb-listed search")).searchId,
    }),
    shows: {
      borrower: (_world, { a }) => ["zqa-listed search", a ?? ""],
      borrower2: (_world, { b }) => ["zqb-listed search", b ?? ""],
    },
  },
  {
    route: "POST /api/saved-searches",
    policy: "canSaveSearches",
    expect: { visitor: 401, borrowers: 201, others: 403 },
    note: "Each borrower saves a search of their own.",
    request: () => ({
      url: "/api/saved-searches",
      payload: {
        name: "Matrix saved search",
        frequency: "weekly",
        query: { loanType: "fix_and_flip", location: "OH" },
      },
    }),
    state: (world) => world.ctx.db.select().from(savedSearches),
  },
  {
    route: "PATCH /api/saved-searches/:id",
    policy: ["canSaveSearches", "ownsSavedSearch"],
    expect: ownOnly,
    fixture: (world) => freshSearch(world, world.a, "zqa-renamed search"),
    request: (_world, { searchId }) => ({
      url: `/api/saved-searches/${searchId}`,
      payload: { name: "zqa-new name", paused: true },
    }),
    state: searchState,
  },
  {
    route: "DELETE /api/saved-searches/:id",
    policy: ["canSaveSearches", "ownsSavedSearch"],
    expect: { visitor: 401, borrower: 204, borrower2: 404, others: 403 },
    fixture: (world) => freshSearch(world, world.a, "zqa-deleted search"),
    request: (_world, { searchId }) => ({ url: `/api/saved-searches/${searchId}` }),
    state: searchState,
  },
  {
    route: "GET /api/saved-searches/unsubscribe",
    policy: "public",
    expect: { everyone: 200 },
    note: TOKEN_LINK,
    foreignDataExempt: TOKEN_LINK,
    fixture: tokenOf,
    request: (_world, { token }) => ({
      url: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token ?? "")}`,
    }),
  },
  {
    route: "POST /api/saved-searches/unsubscribe",
    policy: "public",
    expect: { everyone: 200 },
    note: TOKEN_LINK,
    foreignDataExempt: TOKEN_LINK,
    fixture: tokenOf,
    request: (_world, { token }) => ({
      url: "/api/saved-searches/unsubscribe",
      payload: { token },
    }),
  },
  {
    route: "POST /saved-searches/unsubscribe",
    policy: "public",
    expect: { everyone: 200 },
    note: `RFC 8058 one-click from an alert's List-Unsubscribe. ${TOKEN_LINK}`,
    foreignDataExempt: TOKEN_LINK,
    fixture: tokenOf,
    request: (_world, { token }) => ({
      url: `/saved-searches/unsubscribe?token=${encodeURIComponent(token ?? "")}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
  },
];
