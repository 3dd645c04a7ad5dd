CREATE TABLE "submission_unread" (
	"submission_id" uuid NOT NULL,
	"side" "thread_side" NOT NULL,
	"lender_id" uuid NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "submission_unread_submission_id_side_pk" PRIMARY KEY("submission_id","side"),
	CONSTRAINT "submission_unread_positive" CHECK ("submission_unread"."n" > 0)
);
--> statement-breakpoint
-- Issue 34, hand-written. The unread entries of each thread for each side (schema/messages.ts:
-- submission_unread), kept exact in the writing transaction by statement triggers with
-- transition tables on submission_messages and submission_reads. The invariant, for every
-- submission s and side d with a count above 0:
--   n = count of s's entries whose author_side <> d and created_at > d's read marker of s
-- (no marker: every such entry), exactly what the unread counts counted per thread before.
--
-- Concurrency: every writer first takes its threads' transaction-level advisory locks (in key
-- order), then reads markers and entries in a new statement, so with a fresh snapshot that
-- sees the previous writer of the thread committed: a message and a read marker of one thread
-- written at once are counted one after the other, as the count(*) would count them. A
-- statement over more than 64 threads (bulk loads, the seeds) takes the table's SHARE ROW
-- EXCLUSIVE lock instead, which waits for and holds off every other writer (small writers
-- hold ROW EXCLUSIVE), so a bulk load takes no lock per thread.
CREATE FUNCTION submission_unread_lock(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) > 64 THEN
    LOCK TABLE submission_unread IN SHARE ROW EXCLUSIVE MODE;
  ELSE
    LOCK TABLE submission_unread IN ROW EXCLUSIVE MODE;
    PERFORM pg_advisory_xact_lock(34, k)
      FROM (SELECT DISTINCT hashtext(id::text) AS k FROM unnest(ids) AS t(id) ORDER BY 1) keys;
  END IF;
END;
$$;
--> statement-breakpoint
-- Counts the threads `ids` again from their entries and markers (both sides). Joins, not
-- `= ANY(ids)`: a bulk statement's thousands of ids are hash-joined.
CREATE FUNCTION submission_unread_recount(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM submission_unread u USING unnest(ids) AS t(id) WHERE u.submission_id = t.id;
  INSERT INTO submission_unread (submission_id, side, lender_id, inquiry_id, n)
  SELECT s.id, d.side, s.lender_id, s.inquiry_id, count(*)
    FROM (SELECT DISTINCT id FROM unnest(ids) AS t(id)) t
    JOIN loan_submissions s ON s.id = t.id
    CROSS JOIN (VALUES ('borrower'::thread_side), ('lender'::thread_side)) AS d(side)
    LEFT JOIN submission_reads r ON r.submission_id = s.id AND r.side = d.side
    JOIN submission_messages m ON m.submission_id = s.id
     AND m.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz)
     AND m.author_side <> d.side::text::message_author_side
   GROUP BY s.id, d.side, s.lender_id, s.inquiry_id
   ORDER BY s.id, d.side;
$$;
--> statement-breakpoint
CREATE FUNCTION submission_messages_unread() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM submission_unread;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT submission_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT submission_id) INTO ids FROM old_rows;
  ELSE
    -- Only entries whose thread, time or author side moved change a count (an account
    -- deletion rewrites bodies only: nothing to do).
    SELECT array_agg(DISTINCT x) INTO ids FROM (
      SELECT unnest(ARRAY[o.submission_id, n.submission_id]) AS x
        FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.submission_id, o.created_at, o.author_side)
             IS DISTINCT FROM (n.submission_id, n.created_at, n.author_side)) moved;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM submission_unread_lock(ids);
  IF TG_OP = 'INSERT' THEN
    -- New entries add to the counts: per thread and side, those after the side's marker.
    INSERT INTO submission_unread (submission_id, side, lender_id, inquiry_id, n)
    SELECT c.submission_id, c.side, s.lender_id, s.inquiry_id, c.n
      FROM (SELECT m.submission_id, d.side, count(*)::integer AS n
              FROM new_rows m
              CROSS JOIN (VALUES ('borrower'::thread_side), ('lender'::thread_side)) AS d(side)
              LEFT JOIN submission_reads r ON r.submission_id = m.submission_id AND r.side = d.side
             WHERE m.author_side <> d.side::text::message_author_side
               AND m.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz)
             GROUP BY m.submission_id, d.side) c
      JOIN loan_submissions s ON s.id = c.submission_id
     ORDER BY c.submission_id, c.side
    ON CONFLICT (submission_id, side) DO UPDATE SET n = submission_unread.n + excluded.n;
  ELSE
    PERFORM submission_unread_recount(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION submission_reads_unread() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    LOCK TABLE submission_unread IN SHARE ROW EXCLUSIVE MODE;
    SELECT array_agg(submission_id) INTO ids
      FROM (SELECT DISTINCT submission_id FROM submission_messages) threads;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT submission_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT submission_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT x) INTO ids FROM (
      SELECT unnest(ARRAY[o.submission_id, n.submission_id]) AS x
        FROM old_rows o JOIN new_rows n ON n.submission_id = o.submission_id AND n.side = o.side
       WHERE o.last_read_at IS DISTINCT FROM n.last_read_at) moved;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM submission_unread_lock(ids);
  PERFORM submission_unread_recount(ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER submission_messages_unread_insert AFTER INSERT ON submission_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_messages_unread();
--> statement-breakpoint
CREATE TRIGGER submission_messages_unread_update AFTER UPDATE ON submission_messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION submission_messages_unread();
--> statement-breakpoint
CREATE TRIGGER submission_messages_unread_delete AFTER DELETE ON submission_messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_messages_unread();
--> statement-breakpoint
CREATE TRIGGER submission_messages_unread_truncate AFTER TRUNCATE ON submission_messages
  FOR EACH STATEMENT EXECUTE FUNCTION submission_messages_unread();
--> statement-breakpoint
CREATE TRIGGER submission_reads_unread_insert AFTER INSERT ON submission_reads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_reads_unread();
--> statement-breakpoint
CREATE TRIGGER submission_reads_unread_update AFTER UPDATE ON submission_reads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION submission_reads_unread();
--> statement-breakpoint
CREATE TRIGGER submission_reads_unread_delete AFTER DELETE ON submission_reads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_reads_unread();
--> statement-breakpoint
CREATE TRIGGER submission_reads_unread_truncate AFTER TRUNCATE ON submission_reads
  FOR EACH STATEMENT EXECUTE FUNCTION submission_reads_unread();
--> statement-breakpoint
-- The threads already there, counted once in one pass over the entries (grouped, not a count
-- per thread). CREATE TRIGGER holds both tables' SHARE ROW EXCLUSIVE locks until the
-- migrations' transaction commits, so no write slips between this count and the triggers.
INSERT INTO submission_unread (submission_id, side, lender_id, inquiry_id, n)
SELECT c.submission_id, c.side, s.lender_id, s.inquiry_id, c.n
  FROM (SELECT m.submission_id, d.side, count(*)::integer AS n
          FROM submission_messages m
          CROSS JOIN (VALUES ('borrower'::thread_side), ('lender'::thread_side)) AS d(side)
          LEFT JOIN submission_reads r ON r.submission_id = m.submission_id AND r.side = d.side
         WHERE m.author_side <> d.side::text::message_author_side
           AND m.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz)
         GROUP BY m.submission_id, d.side) c
  JOIN loan_submissions s ON s.id = c.submission_id
 ORDER BY c.submission_id, c.side;
--> statement-breakpoint
-- The foreign key and the lender index after the fill (drizzle-kit's own statements, moved):
-- one validating join and one sort instead of a check and an index insert per row. The rows
-- are inserted in primary-key order for the same reason. On the 1,000,000-request copy
-- (5,252,500 counts from 10,000,000 entries) see docs/performance.md.
ALTER TABLE "submission_unread" ADD CONSTRAINT "submission_unread_submission_id_loan_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."loan_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_unread_lender_idx" ON "submission_unread" USING btree ("lender_id","inquiry_id","submission_id","n") WHERE "submission_unread"."side" = 'lender';
