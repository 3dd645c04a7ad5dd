-- Issue 34, hand-written. row_counts' slots: pg_backend_pid() % 128 instead of % 16. A writing
-- transaction holds its slot's counter rows from its insert into inquiries to its commit, so
-- two backends on one slot take turns; the 50 connections of a server's pool (opened together,
-- so of nearby pids) shared 16 slots three or four to a slot, and the deal bench's submits
-- queued on them (Lock:transactionid on the inquiries insert in pg_stat_activity). Nearby pids
-- of a pool now rarely share a slot. The rows already written keep their slots: a count is
-- the sum over its key's rows, whatever their slots.
CREATE OR REPLACE FUNCTION row_counts_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO row_counts (key, slot, n)
  SELECT e.key, pg_backend_pid() % 128, e.value::bigint
  FROM jsonb_each_text(deltas) AS e(key, value)
  WHERE e.value::bigint <> 0
  ORDER BY e.key
  ON CONFLICT (key, slot) DO UPDATE SET n = row_counts.n + excluded.n;
$$;
