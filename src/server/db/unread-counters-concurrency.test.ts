/**
 * Migration 0040's unread counters under concurrent writers of one thread (issue 34): each
 * writer takes the thread's advisory lock before it reads markers and entries, so a second
 * writer waits for the first to commit and then counts with what it committed. Two
 * interleavings of the app's writes: a message not yet committed while the other side marks
 * the thread read, and both sides posting (entry, then the writer's own marker) at once. Needs a
 * PostgreSQL server (TEST_DATABASE_URL): PGlite has one connection.
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openTestDatabase } from "../test/test-database";
import type { DatabaseHandle } from "./client";

const serverUrl = process.env.TEST_DATABASE_URL;

const LENDER = "00000000-0000-4000-8000-000000040d01";
const INQUIRY = "00000000-0000-4000-8000-000000040d02";
const THREAD = "00000000-0000-4000-8000-000000040d03";

const MESSAGE = `insert into submission_messages (submission_id, author_side, kind, body)
  values ($1, $2, 'text', 'hello')`;
const MARK_READ = `insert into submission_reads (submission_id, side, last_read_at)
  select $1, $2, max(created_at) from submission_messages where submission_id = $1
  on conflict (submission_id, side) do update set last_read_at = excluded.last_read_at
  where submission_reads.last_read_at < excluded.last_read_at`;

describe.skipIf(!serverUrl)("unread counters with concurrent writers (PostgreSQL)", () => {
  let handle: DatabaseHandle;
  let pool: pg.Pool;
  beforeAll(async () => {
    handle = await openTestDatabase();
    if (!handle.pool) throw new Error("PostgreSQL expected");
    pool = handle.pool;
    await pool.query("insert into lenders (id, company_name, slug) values ($1, 'L', 'l-40d')", [
      LENDER,
    ]);
    await pool.query("insert into inquiries (id, user_email) values ($1, 'b@example.com')", [
      INQUIRY,
    ]);
    await pool.query(
      "insert into loan_submissions (id, inquiry_id, lender_id) values ($1, $2, $3)",
      [THREAD, INQUIRY, LENDER],
    );
    await pool.query(MESSAGE, [THREAD, "borrower"]);
  });
  afterAll(() => handle?.close());

  const counters = async () => {
    const { rows } = await pool.query<{ side: string; n: number }>(
      "select side::text, n from submission_unread where submission_id = $1 order by side",
      [THREAD],
    );
    return Object.fromEntries(rows.map((row) => [row.side, row.n]));
  };
  const truth = async () => {
    const { rows } = await pool.query<{ side: string; n: number }>(
      `select d.side, count(*)::int as n
         from (values ('borrower'), ('lender')) d(side)
         left join submission_reads r on r.submission_id = $1 and r.side::text = d.side
         join submission_messages m on m.submission_id = $1 and m.author_side::text <> d.side
          and m.created_at > coalesce(r.last_read_at, '-infinity')
        group by d.side order by d.side`,
      [THREAD],
    );
    return Object.fromEntries(rows.map((row) => [row.side, row.n]));
  };
  /** Until `pid` waits for an advisory lock (the thread's): no timing, the server tells. */
  const waitsForThreadLock = async (pid: number) => {
    for (let i = 0; i < 500; i++) {
      const { rows } = await pool.query(
        "select 1 from pg_locks where pid = $1 and locktype = 'advisory' and not granted",
        [pid],
      );
      if (rows.length > 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return false;
  };
  const session = async () => {
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    return { client, pid: rows[0]?.pid ?? 0 };
  };

  test("a message not yet committed while the other side marks the thread read", async () => {
    const writer = await session();
    const reader = await session();
    try {
      await writer.client.query("begin");
      await writer.client.query(MESSAGE, [THREAD, "borrower"]);
      const marking = reader.client.query(MARK_READ, [THREAD, "lender"]);
      expect(await waitsForThreadLock(reader.pid)).toBe(true);
      await writer.client.query("commit");
      await marking;
    } finally {
      writer.client.release();
      reader.client.release();
    }
    // The marker went up to the entries the reader saw: the new message stays unread.
    expect(await truth()).toEqual({ lender: 1 });
    expect(await counters()).toEqual(await truth());
  });

  test("both sides post at once, each then moving its own marker", async () => {
    const borrower = await session();
    const lender = await session();
    try {
      await borrower.client.query("begin");
      await lender.client.query("begin");
      await borrower.client.query(MESSAGE, [THREAD, "borrower"]);
      const lenderPosts = lender.client.query(MESSAGE, [THREAD, "lender"]);
      expect(await waitsForThreadLock(lender.pid)).toBe(true);
      await borrower.client.query(MARK_READ, [THREAD, "borrower"]);
      await borrower.client.query("commit");
      await lenderPosts;
      await lender.client.query(MARK_READ, [THREAD, "lender"]);
      await lender.client.query("commit");
    } finally {
      borrower.client.release();
      lender.client.release();
    }
    // The lender read everything up to its own message; the borrower has the lender's unread.
    expect(await truth()).toEqual({ borrower: 1 });
    expect(await counters()).toEqual(await truth());
  });
});
