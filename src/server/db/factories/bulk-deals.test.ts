/**
 * The deal-side generator (issue 34) at a small size, on the test database (PGlite by default):
 * its rows pass the database's constraints and keys, the tables keep their indexes, and the
 * real services read them (the borrower's dashboard, the lender's list, threads, unread counts,
 * the admin list).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { leadListQuerySchema } from "@/domain/contract/lender-leads";
import { THREAD_PAGE_SIZE } from "@/domain/contract/messages";
import { toActor } from "@/domain/policies/actor";
import { ownThreadsScope } from "@/domain/policies/message-policies";
import { listAdminLoanRequests } from "../../services/admin/list-admin-loan-requests";
import { listLenderLeads } from "../../services/lender-workspace/list-lender-leads";
import { listOwnLoanRequests } from "../../services/loan-requests/load-loan-requests";
import { listThread } from "../../services/messages/list-thread";
import { unreadCounts } from "../../services/messages/unread-counts";
import { openTestDatabase } from "../../test/test-database";
import type { DatabaseHandle } from "../client";
import { type DealVolume, dealIdOf, hasDealRows, seedDeals } from "./bulk-deals";

const VOLUME: DealVolume = {
  borrowers: 20,
  lenders: 5,
  requests: 200,
  submissionsPerRequest: 3,
  offers: 60,
  messages: 1_000,
  bigBorrowerRequests: 10,
  bigLenderRequests: 30,
};

let handle: DatabaseHandle;
let indexesBefore: string[];

const rows = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? [];
const schemaObjects = async () =>
  rows<{ def: string }>(
    await handle.db.execute(sql`
      SELECT indexdef AS def FROM pg_indexes WHERE schemaname = 'public'
      UNION ALL
      SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace
      ORDER BY 1`),
  ).map((row) => row.def);

async function count(table: string, where = "true") {
  const [row] = rows<{ n: string | number }>(
    await handle.db.execute(sql.raw(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)),
  );
  return Number(row?.n);
}

beforeAll(async () => {
  handle = await openTestDatabase();
  indexesBefore = await schemaObjects();
  expect(await hasDealRows(handle.db)).toBe(false);
  await seedDeals(handle.db, VOLUME);
}, 120_000);
afterAll(() => handle.close());

describe("seedDeals", () => {
  test("writes the volume, and the tables keep every index, key and foreign key", async () => {
    expect(await count("users", "email LIKE 'deal-borrower-%'")).toBe(20);
    expect(await count("profiles", "user_type = 'lender' AND approval_status = 'approved'")).toBe(
      5,
    );
    expect(await count("lenders")).toBe(5);
    expect(await count("inquiries")).toBe(200);
    expect(await count("loan_submissions")).toBe(600);
    expect(await count("loan_offers")).toBe(60);
    expect(await count("submission_messages")).toBe(1_000);
    expect(await count("loan_submissions", "status = 'funded'")).toBe(12);
    expect(await schemaObjects()).toEqual(indexesBefore);
    expect(await hasDealRows(handle.db)).toBe(true);
  });

  test("the same ids as dealIdOf computes, on every run", async () => {
    const id = await dealIdOf("request", 7);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await count("inquiries", `id = '${id}' AND custom_name IS NULL`)).toBe(1);
  });

  test("the borrower's dashboard, threads and unread counts read the rows", async () => {
    const borrower = toActor({
      id: await dealIdOf("borrower", 1),
      userType: "borrower",
      approvalStatus: null,
    });
    const requests = await listOwnLoanRequests(handle.db, borrower);
    expect(requests).toHaveLength(10);
    expect(requests.every((request) => request.submissions.length === 3)).toBe(true);
    expect(requests[0]?.submissions[0]?.lenderName).toMatch(/^Deal Desk Lender \d+$/);

    const thread = await listThread(handle.db, borrower, await dealIdOf("submission", 1));
    expect(thread.messages).toHaveLength(THREAD_PAGE_SIZE);
    expect(thread.hasOlder).toBe(true);
    expect(thread.viewerSide).toBe("borrower");

    const unread = await unreadCounts(handle.db, ownThreadsScope(borrower));
    expect(unread.total).toBeGreaterThan(0);
    expect(unread.inquiries.length).toBeLessThanOrEqual(10);
  });

  test("the lender's list and the admin list read the rows", async () => {
    const lender = toActor(
      { id: await dealIdOf("lender-user", 1), userType: "lender", approvalStatus: "approved" },
      await dealIdOf("lender", 1),
    );
    const now = new Date("2026-11-20T00:00:00Z");
    const all = await listLenderLeads(handle.db, lender, leadListQuerySchema.parse({}), now);
    expect(all.total).toBe(30);
    expect(all.items[0]?.title).toBeTruthy();
    const amount = await listLenderLeads(
      handle.db,
      lender,
      leadListQuerySchema.parse({ sort: "amount", answer: "pending" }),
      now,
    );
    expect(amount.total).toBeGreaterThan(0);
    expect(amount.total).toBeLessThan(30);

    const admin = await listAdminLoanRequests(handle.db, { page: 1 });
    expect(admin.total).toBe(200);
    const found = await listAdminLoanRequests(handle.db, { q: "deal-anon-15@", page: 1 });
    expect(found.items.map((item) => item.email)).toEqual(["deal-anon-15@example.com"]);
  });
});
