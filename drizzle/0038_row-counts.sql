CREATE TABLE "row_counts" (
	"key" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "row_counts_key_slot_pk" PRIMARY KEY("key","slot")
);
--> statement-breakpoint
CREATE INDEX "profiles_user_type_idx" ON "profiles" USING btree ("user_type");--> statement-breakpoint
-- Issue 34, hand-written. Exact loan-request counts for the admin Overview, kept in the
-- writing transaction (schema/row-counts.ts). Statement triggers with transition tables: one
-- upsert per writing statement and key (a bulk INSERT … SELECT of 1,000,000 rows is one),
-- none when an update changes no counted column. Keys are upserted in key order, so two statements never take
-- the same slots' rows in opposite orders. (Transition tables cannot be combined with
-- UPDATE OF column lists: the update triggers run on every update statement and write only
-- when a count moved.)
CREATE FUNCTION row_counts_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO row_counts (key, slot, n)
  SELECT e.key, pg_backend_pid() % 16, e.value::bigint
  FROM jsonb_each_text(deltas) AS e(key, value)
  WHERE e.value::bigint <> 0
  ORDER BY e.key
  ON CONFLICT (key, slot) DO UPDATE SET n = row_counts.n + excluded.n;
$$;
--> statement-breakpoint
-- The keys of a set of requests: 'inquiries:<status>' and 'inquiries_week:<yyyy-mm-dd>' (the
-- UTC week from Monday of created_at: the Overview's chart of new requests per week).
CREATE FUNCTION inquiries_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE key LIKE 'inquiries:%' OR key LIKE 'inquiries\_week:%';
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM row_counts_add((SELECT jsonb_object_agg(k, n) FROM (
      SELECT k, count(*) AS n FROM new_rows,
        LATERAL (VALUES ('inquiries:' || status),
          ('inquiries_week:' || to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD'))) v(k)
      GROUP BY k) c));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM row_counts_add((SELECT jsonb_object_agg(k, n) FROM (
      SELECT k, -count(*) AS n FROM old_rows,
        LATERAL (VALUES ('inquiries:' || status),
          ('inquiries_week:' || to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD'))) v(k)
      GROUP BY k) c));
  ELSE
    PERFORM row_counts_add((SELECT jsonb_object_agg(k, n) FROM (
      SELECT k, sum(d) AS n FROM (
        SELECT status, created_at, 1 AS d FROM new_rows
        UNION ALL SELECT status, created_at, -1 FROM old_rows) u,
        LATERAL (VALUES ('inquiries:' || status),
          ('inquiries_week:' || to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD'))) v(k)
      GROUP BY k) c));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inquiries_counted_insert AFTER INSERT ON inquiries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiries_counted();
--> statement-breakpoint
CREATE TRIGGER inquiries_counted_update AFTER UPDATE ON inquiries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiries_counted();
--> statement-breakpoint
CREATE TRIGGER inquiries_counted_delete AFTER DELETE ON inquiries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiries_counted();
--> statement-breakpoint
CREATE TRIGGER inquiries_counted_truncate AFTER TRUNCATE ON inquiries
  FOR EACH STATEMENT EXECUTE FUNCTION inquiries_counted();
--> statement-breakpoint
-- The rows already there, counted once: the migrations run in one transaction and CREATE
-- TRIGGER holds each table's SHARE ROW EXCLUSIVE lock until it commits, so no write slips
-- between this count and the trigger.
INSERT INTO row_counts (key, slot, n)
  SELECT k, 0, count(*) FROM inquiries,
    LATERAL (VALUES ('inquiries:' || status),
      ('inquiries_week:' || to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD'))) v(k)
  GROUP BY k;
