/**
 * Migration 0040 (issue 34, unread counts flat in the number of threads) on a database at
 * 0039: the unread entries already there are counted once, and every later write of entries
 * or read markers keeps submission_unread equal to a count(*) of the entries after each
 * side's marker (the definition the unread counts had before 0040). Raw SQL with only the
 * columns of 0039; each write path of the app is one of these statements (append-thread-event:
 * insert; advanceReadMarker: insert … on conflict do update; account deletion: body update;
 * withdrawal, admin and retention deletes: cascades from the request or the submission).
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DatabaseHandle } from "./client";
import { openMigratedTo, type PartlyMigrated } from "./partial-migrations";

const BEFORE = "0039_lead-search";

let database: PartlyMigrated;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await openMigratedTo(BEFORE);
  handle = database.handle;
});
afterAll(() => database.close());

const LENDER = "00000000-0000-4000-8000-000000040b01";
const OTHER_LENDER = "00000000-0000-4000-8000-000000040b02";
const INQUIRY = "00000000-0000-4000-8000-000000040a01";
const INQUIRY_2 = "00000000-0000-4000-8000-000000040a02";
const A = "00000000-0000-4000-8000-000000040c01"; // INQUIRY to LENDER
const B = "00000000-0000-4000-8000-000000040c02"; // INQUIRY to OTHER_LENDER
const C = "00000000-0000-4000-8000-000000040c03"; // INQUIRY_2 to LENDER

type Counts = Record<string, number>;

test("0040: unread counters equal a count(*) after the fill and after every write", async () => {
  const pg = handle.pglite;
  if (!pg) throw new Error("PGlite expected");
  const counters = async (): Promise<Counts> => {
    const { rows } = await pg.query<{ key: string; n: number }>(
      `select submission_id || ':' || side || ':' || lender_id || ':' || inquiry_id as key, n
         from submission_unread order by 1`,
    );
    return Object.fromEntries(rows.map((row) => [row.key, Number(row.n)]));
  };
  const truth = async (): Promise<Counts> => {
    const { rows } = await pg.query<{ key: string; n: string }>(
      `select s.id || ':' || d.side || ':' || s.lender_id || ':' || s.inquiry_id as key,
              count(*)::text as n
         from loan_submissions s
         cross join (values ('borrower'::thread_side), ('lender'::thread_side)) d(side)
         left join submission_reads r on r.submission_id = s.id and r.side = d.side
         join submission_messages m on m.submission_id = s.id
          and m.author_side::text <> d.side::text
          and m.created_at > coalesce(r.last_read_at, '-infinity')
        group by 1 order by 1`,
    );
    return Object.fromEntries(rows.map((row) => [row.key, Number(row.n)]));
  };
  const expectExact = async () => {
    const expected = await truth();
    expect(await counters()).toEqual(expected);
    return expected;
  };
  const key = (submission: string, side: string, lender = LENDER, inquiry = INQUIRY) =>
    `${submission}:${side}:${lender}:${inquiry}`;
  const message = (submission: string, side: string, at: string) =>
    pg.query(
      `insert into submission_messages (submission_id, author_side, kind, body, created_at)
       values ($1, $2, 'text', 'hello', $3)`,
      [submission, side, at],
    );
  const markRead = (submission: string, side: string, at: string) =>
    pg.query(
      `insert into submission_reads (submission_id, side, last_read_at) values ($1, $2, $3)
       on conflict (submission_id, side) do update set last_read_at = excluded.last_read_at
       where submission_reads.last_read_at < excluded.last_read_at`,
      [submission, side, at],
    );

  await pg.query(
    "insert into lenders (id, company_name, slug) values ($1, 'Lender', 'l'), ($2, 'Other', 'o')",
    [LENDER, OTHER_LENDER],
  );
  await pg.query(
    "insert into inquiries (id, user_email) values ($1, 'b@example.com'), ($2, 'b@example.com')",
    [INQUIRY, INQUIRY_2],
  );
  await pg.query(
    "insert into loan_submissions (id, inquiry_id, lender_id) values ($1, $2, $3), ($4, $2, $5), ($6, $7, $3)",
    [A, INQUIRY, LENDER, B, OTHER_LENDER, C, INQUIRY_2],
  );
  // A: the borrower wrote twice, the lender once, the system once; the lender read up to the
  // borrower's first message. B: one lender message, read by the borrower. C: nothing yet.
  await message(A, "borrower", "2026-11-20T10:00:00Z");
  await message(A, "borrower", "2026-11-20T11:00:00Z");
  await message(A, "lender", "2026-11-20T12:00:00Z");
  await message(A, "system", "2026-11-20T13:00:00Z");
  await markRead(A, "lender", "2026-11-20T10:00:00Z");
  await message(B, "lender", "2026-11-20T10:00:00Z");
  await markRead(B, "borrower", "2026-11-20T10:00:00Z");

  await database.migrateRest();
  // The lender's: the second borrower message and the system event; the borrower's (no
  // marker): the lender's message and the system event. B is read, C empty: no rows.
  expect(await expectExact()).toEqual({
    [key(A, "borrower")]: 2,
    [key(A, "lender")]: 2,
  });

  // New entries, one statement over several threads, one of them before the lender's marker
  // (a back-dated entry is not unread).
  await pg.query(
    `insert into submission_messages (submission_id, author_side, kind, body, created_at)
     values ($1, 'borrower', 'text', 'x', '2026-11-21T09:00:00Z'),
            ($1, 'borrower', 'text', 'x', '2026-11-20T09:00:00Z'),
            ($2, 'system', 'offer_sent', 'x', '2026-11-21T09:00:00Z'),
            ($3, 'borrower', 'text', 'x', '2026-11-21T09:00:00Z')`,
    [A, B, C],
  );
  expect((await expectExact())[key(C, "lender", LENDER, INQUIRY_2)]).toBe(1);

  // Read markers: moved forward, a first marker, one not moved back (the service's upsert).
  await markRead(A, "lender", "2026-11-20T13:00:00Z");
  await markRead(C, "lender", "2026-11-21T09:00:00Z");
  await markRead(A, "lender", "2026-11-19T00:00:00Z");
  const afterReads = await expectExact();
  expect(afterReads[key(A, "lender")]).toBe(1);
  expect(afterReads[key(C, "lender", LENDER, INQUIRY_2)]).toBeUndefined();

  // A post: the entry and the writer's own marker in one transaction (post-message.ts).
  await pg.transaction(async (tx) => {
    await tx.query(
      `insert into submission_messages (submission_id, author_side, kind, body)
       values ($1, 'lender', 'text', 'answer')`,
      [A],
    );
    await tx.query(
      `insert into submission_reads (submission_id, side, last_read_at)
       select $1, 'lender', max(created_at) from submission_messages where submission_id = $1
       on conflict (submission_id, side) do update set last_read_at = excluded.last_read_at
       where submission_reads.last_read_at < excluded.last_read_at`,
      [A],
    );
  });
  const afterPost = await expectExact();
  expect(afterPost[key(A, "lender")]).toBeUndefined();
  expect(afterPost[key(A, "borrower")]).toBe(3);

  // Account deletion rewrites bodies (nothing moves); an entry moved in time or deleted.
  await pg.query(
    "update submission_messages set body = 'Message deleted' where author_side = 'lender'",
  );
  await expectExact();
  await pg.query(
    "update submission_messages set created_at = '2026-11-25T00:00:00Z' where submission_id = $1 and author_side = 'borrower' and created_at < '2026-11-20T10:30:00Z'",
    [A],
  );
  await expectExact();
  await pg.query(
    "delete from submission_messages where ctid in (select ctid from submission_messages where submission_id = $1 and author_side = 'system' limit 1)",
    [A],
  );
  await expectExact();

  // A marker removed; a rolled-back write moves nothing.
  await pg.query("delete from submission_reads where submission_id = $1 and side = 'borrower'", [
    B,
  ]);
  const beforeRollback = await expectExact();
  await pg.transaction(async (tx) => {
    await tx.query(
      "insert into submission_messages (submission_id, author_side, kind, body) values ($1, 'borrower', 'text', 'gone')",
      [A],
    );
    await tx.rollback();
  });
  expect(await counters()).toEqual(beforeRollback);

  // A submission deleted (admin), then a request with its submissions (withdrawal, retention).
  await pg.query("delete from loan_submissions where id = $1", [C]);
  await expectExact();
  await pg.query("delete from inquiries where id = $1", [INQUIRY]);
  expect(await expectExact()).toEqual({});

  // TRUNCATE: of the entries empties the counts; of the markers makes everything unread.
  await pg.query("insert into inquiries (id, user_email) values ($1, 'b@example.com')", [INQUIRY]);
  await pg.query("insert into loan_submissions (id, inquiry_id, lender_id) values ($1, $2, $3)", [
    A,
    INQUIRY,
    LENDER,
  ]);
  await message(A, "borrower", "2026-11-26T10:00:00Z");
  await message(A, "lender", "2026-11-26T11:00:00Z");
  await markRead(A, "lender", "2026-11-26T11:00:00Z");
  await markRead(A, "borrower", "2026-11-26T11:00:00Z");
  expect(await expectExact()).toEqual({});
  await pg.query("truncate submission_reads");
  expect(await expectExact()).toEqual({ [key(A, "borrower")]: 1, [key(A, "lender")]: 1 });
  await pg.query("truncate submission_messages");
  expect(await expectExact()).toEqual({});
});
