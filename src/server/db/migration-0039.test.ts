/**
 * Migration 0039 (issue 31, the lead list's search at 10,000 requests) on a database at 0038:
 * the existing submissions get their requests' search text (its hand-written backfill), and
 * the triggers keep it equal to lead_search_text through every write that changes it: a new
 * submission, the request's name, city or borrower (claimed, or set null when the account is
 * deleted), the profile's full name, the account's name. Raw SQL with the columns of 0037.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DatabaseHandle } from "./client";
import { openMigratedTo, type PartlyMigrated } from "./partial-migrations";

const BEFORE = "0038_row-counts";

let database: PartlyMigrated;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await openMigratedTo(BEFORE);
  handle = database.handle;
});
afterAll(() => database.close());

const LENDER = "00000000-0000-4000-8000-000000038b01";
const OWNED = "00000000-0000-4000-8000-000000038a01";
const ANONYMOUS = "00000000-0000-4000-8000-000000038a02";
const LATER = "00000000-0000-4000-8000-000000038a03";
const SEP = "\u001f";

test("0039: the search text is backfilled, then follows every write that changes it", async () => {
  const pg = handle.pglite;
  if (!pg) throw new Error("PGlite expected");
  const run = (text: string, params: unknown[] = []) => pg.query(text, params);
  await run("insert into lenders (id, company_name, slug) values ($1, 'Old Lender', 'old')", [
    LENDER,
  ]);
  // The users trigger makes the profile (0001).
  const { rows: users } = await run(
    "insert into users (email, name) values ('ada@example.com', 'Ada Account') returning id",
  );
  const ada = (users[0] as { id: string }).id;
  await run("update profiles set full_name = '  Ada Lovelace ' where id = $1", [ada]);
  await run(
    "insert into inquiries (id, borrower_id, custom_name, property_city) values ($1, $2, 'Mill Flip', 'Waco')",
    [OWNED, ada],
  );
  await run(
    "insert into inquiries (id, user_email, custom_name, property_city) values ($1, 'anon@example.com', null, 'Temple')",
    [ANONYMOUS],
  );
  await run(
    "insert into inquiries (id, user_email, custom_name) values ($1, 'later@example.com', 'Later')",
    [LATER],
  );
  for (const id of [OWNED, ANONYMOUS]) {
    await run("insert into loan_submissions (inquiry_id, lender_id) values ($1, $2)", [id, LENDER]);
  }

  await database.migrateRest();
  const texts = async () => {
    const { rows } = await run(
      "select inquiry_id, search_text, lead_search_text(inquiry_id) as fresh from loan_submissions order by inquiry_id",
    );
    const typed = rows as { inquiry_id: string; search_text: string; fresh: string }[];
    for (const row of typed) expect(row.search_text).toBe(row.fresh);
    return Object.fromEntries(typed.map((row) => [row.inquiry_id, row.search_text]));
  };
  expect(await texts()).toEqual({
    [OWNED]: `mill flip${SEP}ada lovelace${SEP}waco`,
    [ANONYMOUS]: `${SEP}${SEP}temple`,
  });

  await run("insert into loan_submissions (inquiry_id, lender_id) values ($1, $2)", [
    LATER,
    LENDER,
  ]);
  expect((await texts())[LATER]).toBe(`later${SEP}${SEP}`);

  await run(
    "update inquiries set custom_name = 'Mill Rental', property_city = 'Austin' where id = $1",
    [OWNED],
  );
  expect((await texts())[OWNED]).toBe(`mill rental${SEP}ada lovelace${SEP}austin`);

  await run("update profiles set full_name = 'Ada King' where id = $1", [ada]);
  expect((await texts())[OWNED]).toBe(`mill rental${SEP}ada king${SEP}austin`);

  // A blank full name: the account's name is shown, so searched.
  await run("update profiles set full_name = ' ' where id = $1", [ada]);
  await run("update users set name = 'Countess Ada' where id = $1", [ada]);
  expect((await texts())[OWNED]).toBe(`mill rental${SEP}countess ada${SEP}austin`);

  // The anonymous request claimed by the account (confirmation).
  await run("update inquiries set borrower_id = $1 where id = $2", [ada, ANONYMOUS]);
  expect((await texts())[ANONYMOUS]).toBe(`${SEP}countess ada${SEP}temple`);

  // The account deleted: its requests stay, without a borrower (issue 33).
  await run("update inquiries set borrower_deleted_at = now() where borrower_id = $1", [ada]);
  await run("delete from users where id = $1", [ada]);
  expect(await texts()).toEqual({
    [OWNED]: `mill rental${SEP}${SEP}austin`,
    [ANONYMOUS]: `${SEP}${SEP}temple`,
    [LATER]: `later${SEP}${SEP}`,
  });
});
