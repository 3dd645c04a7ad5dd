/**
 * After the load: every write found by its token in the database, exactly once, with all the
 * rows it spans. A write the server acknowledged must be found (else lost) once (else
 * duplicated) and whole (else half-written); one that was not acknowledged may or may not have
 * committed (the answer was lost, e.g. with its server), but must be whole when it did.
 */
import pg from "pg";
import type { RequestRecord } from "./http";

export interface KindFigures {
  sent: number;
  acknowledged: number;
  failed: number;
  found: number;
  lost: number;
  duplicated: number;
  halfWritten: number;
  /** Not acknowledged, yet committed: allowed (the client never heard the answer). */
  unacknowledgedCommitted: number;
}

interface Check {
  /** Copies of the write in the database. */
  copies: number;
  /** Whether any copy misses a row it should have. */
  whole: boolean;
}

type Checker = (db: pg.Client, record: RequestRecord) => Promise<Check>;

const submissionCheck =
  (anonymous: boolean): Checker =>
  async (db, record) => {
    const { rows } = await db.query<{
      user_email: string | null;
      borrower_id: string | null;
      subs: string;
    }>(
      `select i.user_email, i.borrower_id,
              (select count(*) from loan_submissions s where s.inquiry_id = i.id) as subs
         from inquiries i where i.custom_name = $1`,
      [record.token],
    );
    const whole = rows.every(
      (row) =>
        Number(row.subs) === 2 &&
        (anonymous
          ? row.user_email === `${record.token}@example.com` && row.borrower_id === null
          : row.borrower_id !== null),
    );
    return { copies: rows.length, whole };
  };

const answerCheck: Checker = async (db, record) => {
  const { rows } = await db.query<{ answered: boolean; inquiry_note: string | null }>(
    `select s.lender_answer is not null and s.answered_at is not null as answered,
            i.lender_notes as inquiry_note
       from loan_submissions s join inquiries i on i.id = s.inquiry_id
      where s.lender_note = $1 and s.id = $2`,
    [record.token, record.ref?.submissionId],
  );
  // The request's first lender is the answering one: the inquiry carries the note too.
  const whole = rows.every((row) => row.answered && row.inquiry_note === record.token);
  return { copies: rows.length, whole };
};

const editCheck: Checker = async (db, record) => {
  const { rows } = await db.query<{ notes: string | null }>(
    `select notes from lender_history
      where lender_id = $1 and field_name = 'description' and new_value = $2`,
    [record.ref?.lenderId, `Chaos run edit ${record.token}`],
  );
  return { copies: rows.length, whole: rows.every((row) => row.notes === record.token) };
};

const approvalCheck: Checker = async (db, record) => {
  const { rows } = await db.query<{
    user_id: string | null;
    approval_status: string | null;
    history: string;
    audits: string;
  }>(
    `select l.user_id, p.approval_status,
            (select count(*) from lender_history h where h.lender_id = l.id) as history,
            (select count(*) from admin_audit a
              where a.action = 'user.approve' and a.target_id = $2) as audits
       from lenders l left join profiles p on p.id = l.user_id
      where l.company_name = $1`,
    [record.token, record.ref?.userId],
  );
  const whole = rows.every(
    (row) =>
      row.user_id === record.ref?.userId &&
      row.approval_status === "approved" &&
      Number(row.history) > 0 &&
      Number(row.audits) === 1,
  );
  return { copies: rows.length, whole };
};

const CHECKERS: Record<string, Checker> = {
  anonymous: submissionCheck(true),
  borrower: submissionCheck(false),
  "lender-answer": answerCheck,
  "admin-edit": editCheck,
  approval: approvalCheck,
};

const empty = (): KindFigures => ({
  sent: 0,
  acknowledged: 0,
  failed: 0,
  found: 0,
  lost: 0,
  duplicated: 0,
  halfWritten: 0,
  unacknowledgedCommitted: 0,
});

export async function verifyWrites(
  databaseUrl: string,
  records: RequestRecord[],
  editedLenderIds: string[],
): Promise<{ byKind: Record<string, KindFigures>; total: KindFigures; lostTokens: string[] }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const byKind: Record<string, KindFigures> = {};
  const lostTokens: string[] = [];
  try {
    for (const record of records) {
      byKind[record.kind] ??= empty();
      const figures = byKind[record.kind] as KindFigures;
      const checker = CHECKERS[record.kind];
      if (!checker) throw new Error(`No check for ${record.kind}`);
      const { copies, whole } = await checker(db, record);
      record.copies = copies;
      figures.sent += 1;
      if (record.acknowledged) {
        figures.acknowledged += 1;
        if (copies >= 1) figures.found += 1;
        else {
          figures.lost += 1;
          lostTokens.push(record.token);
        }
      } else {
        figures.failed += 1;
        if (copies >= 1) figures.unacknowledgedCommitted += 1;
      }
      if (copies > 1) figures.duplicated += 1;
      if (copies >= 1 && !whole) figures.halfWritten += 1;
    }
    // An edit's lender row and its history agree: the description is the newest entry's value.
    byKind["admin-edit"] ??= empty();
    const edits = byKind["admin-edit"] as KindFigures;
    const { rows } = await db.query<{ agrees: boolean }>(
      `select l.description is not distinct from (
                select h.new_value from lender_history h
                 where h.lender_id = l.id and h.field_name = 'description'
                 order by h.changed_at desc, h.created_at desc limit 1) as agrees
         from lenders l
        where l.id = any($1::uuid[])
          and exists (select 1 from lender_history h
                       where h.lender_id = l.id and h.new_value like 'Chaos run edit %')`,
      [editedLenderIds],
    );
    edits.halfWritten += rows.filter((row) => !row.agrees).length;
  } finally {
    await db.end();
  }
  const total = empty();
  for (const figures of Object.values(byKind)) {
    for (const key of Object.keys(total) as (keyof KindFigures)[]) total[key] += figures[key];
  }
  return { byKind, total, lostTokens };
}
