-- lenders.state: comma-joined text → text[] of state names (docs/decisions/lender-state-storage.md).
-- Existing rows are converted: null or blank stays null; 'Unknown' (any case) is kept as the
-- one-element list {Unknown}, the spec's value for "prefers not to share"; otherwise the text is
-- split on commas, each part trimmed, empty parts dropped, order kept. Entries are not validated
-- here (nothing is lost): the domain's lenderStatesOf reads only the 50 states (names or codes).
-- (PostgreSQL allows no subquery in USING, hence the regexp split.)
ALTER TABLE "lenders" ALTER COLUMN "state" SET DATA TYPE text[] USING (
  CASE
    WHEN "state" IS NULL OR btrim("state", E' \t\r\n') = '' THEN NULL
    WHEN lower(btrim("state", E' \t\r\n')) = 'unknown' THEN ARRAY['Unknown']::text[]
    ELSE nullif(array_remove(regexp_split_to_array(btrim("state", E' \t\r\n'), '\s*,\s*'), ''), '{}'::text[])
  END
);
