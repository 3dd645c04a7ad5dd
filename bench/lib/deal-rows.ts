/**
 * The rows of `npm run bench:deals` (deal-side.bench.ts): each a set of HTTP requests of one
 * signed-in (or anonymous) caller, sent through the real app's routes.
 */
import type { InjectOptions } from "fastify";
import { dealIdOf } from "../../src/server/db/factories/bulk-deals";
import type { DealVolume } from "../../src/server/db/factories/bulk-deals-sql";
import type { TestClient } from "../../src/server/test/test-app";

export interface DealRow {
  name: string;
  kind: "read" | "write";
  /** The client of the i-th request. */
  client: (i: number) => TestClient;
  /** The i-th request of the row. */
  request: (i: number) => InjectOptions;
  note: string;
}

export interface DealClients {
  anonymous: TestClient;
  borrower: TestClient;
  lender: TestClient;
  admin: TestClient;
  /** Signed-in borrowers taking turns at the signed-in submit (10 new requests a day each). */
  writers: TestClient[];
}

const get = (url: string): InjectOptions => ({ method: "GET", url });

/** The request body a signed-in borrower's form sends, to two of the deal lenders. */
function requestBody(i: number) {
  return {
    customName: `Bench deal ${i}`,
    investmentType: "fix_and_flip",
    propertyType: "Non-owner occupied 1-4 family real estate",
    propertyState: "TX",
    loanAmount: `$${250_000 + (i % 100) * 1000}`,
    notes: "Under contract, closing in 3 weeks.",
  };
}

export async function dealRows(
  volume: DealVolume,
  clients: DealClients,
  runToken: string,
): Promise<DealRow[]> {
  // Borrower 1's submissions: requests 1..50, three submissions each (k = 1..150).
  const threads = await Promise.all(
    Array.from({ length: volume.bigBorrowerRequests * 3 }, (_, k) => dealIdOf("submission", k + 1)),
  );
  const targets = await Promise.all([2, 3, 4].map((l) => dealIdOf("lender", l)));
  const pick = <T>(items: readonly T[], i: number) => items[i % items.length] as T;
  const filtered = [
    "?answer=pending&sort=amount",
    "?q=waco",
    "?stage=reviewing",
    "?offer=none&page=2",
    "?answer=declined",
    "?sort=oldest_unanswered",
  ];
  const searches = ["deal-borrower-4242", "deal 77", "waco", "deal-anon-1000"];
  const firstPair = (i: number) => [pick(targets, i), pick(targets, i + 1)];
  return [
    {
      name: "health (ceiling)",
      kind: "read",
      client: () => clients.anonymous,
      request: () => get("/api/health"),
      note: "GET /api/health",
    },
    {
      name: `borrower dashboard (${volume.bigBorrowerRequests} requests)`,
      kind: "read",
      client: () => clients.borrower,
      request: () => get("/api/loan-requests"),
      note: `GET /api/loan-requests, borrower 1: ${volume.bigBorrowerRequests} requests, ${threads.length} submissions`,
    },
    {
      name: `lender request list, first page (${volume.bigLenderRequests} requests)`,
      kind: "read",
      client: () => clients.lender,
      request: () => get("/api/lender-workspace/inquiries"),
      note: "GET /api/lender-workspace/inquiries, lender 1",
    },
    {
      name: "lender request list, filtered pages",
      kind: "read",
      client: () => clients.lender,
      request: (i) => get(`/api/lender-workspace/inquiries${pick(filtered, i)}`),
      note: `rotating ${filtered.join(" ")}`,
    },
    {
      name: "message thread page",
      kind: "read",
      client: () => clients.borrower,
      request: (i) => get(`/api/submissions/${pick(threads, i)}/messages`),
      note: `GET /api/submissions/:id/messages, borrower 1's ${threads.length} threads`,
    },
    {
      name: "unread counts (borrower)",
      kind: "read",
      client: () => clients.borrower,
      request: () => get("/api/messages/unread"),
      note: "GET /api/messages/unread, borrower 1",
    },
    {
      // What a lender's screens call (issue 34): the header badge's total. The lead cards'
      // counts come with the lead list; no lender screen calls GET /api/messages/unread.
      name: `unread total (lender header badge, ${volume.bigLenderRequests} requests)`,
      kind: "read",
      client: () => clients.lender,
      request: () => get("/api/messages/unread/total"),
      note: "GET /api/messages/unread/total, lender 1 (not the full per-submission list)",
    },
    {
      name: `admin loan-request list (${volume.requests} rows)`,
      kind: "read",
      client: () => clients.admin,
      request: (i) => get(`/api/admin/loan-requests?page=${1 + (i % 3)}`),
      note: "GET /api/admin/loan-requests, pages 1-3",
    },
    {
      name: "admin loan-request search",
      kind: "read",
      client: () => clients.admin,
      request: (i) => get(`/api/admin/loan-requests?q=${encodeURIComponent(pick(searches, i))}`),
      note: `rotating q=${searches.join(", ")}`,
    },
    {
      name: "anonymous submit (write)",
      kind: "write",
      client: () => clients.anonymous,
      request: (i) => ({
        method: "POST",
        url: "/api/loan-requests/anonymous",
        headers: { "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        payload: {
          email: `bench-${runToken}-${i}@example.com`,
          phone: "5125550142",
          creditScore: "690",
          experience: "1-2",
          request: requestBody(i),
          lenderIds: firstPair(i),
        },
      }),
      note: "POST /api/loan-requests/anonymous to 2 lenders (new email and address each)",
    },
    {
      name: "signed-in submit (write)",
      kind: "write",
      client: (i) => pick(clients.writers, i),
      request: (i) => ({
        method: "POST",
        url: "/api/loan-requests",
        payload: { request: requestBody(i), lenderIds: firstPair(i) },
      }),
      note: `POST /api/loan-requests to 2 lenders, ${clients.writers.length} borrowers in turn`,
    },
  ];
}
