ALTER TABLE "loan_submissions" ADD COLUMN "search_text" text;--> statement-breakpoint
-- Hand-written (issue 31, docs/performance.md 'The lender's request list'): the lead list's
-- search text, kept by the database. Each part lowercased (lower() as the list's search applies
-- it), an absent part empty, the parts joined by U+001F: a typed text without U+001F is
-- contained in the whole exactly when it is contained in one part.
CREATE OR REPLACE FUNCTION lead_search_text_of(custom_name text, borrower_name text, city text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(lower(custom_name), '') || chr(31) || coalesce(lower(borrower_name), '')
      || chr(31) || coalesce(lower(city), '')
$$;--> statement-breakpoint
-- A request's search text: its name, its borrower's name as the lead card shows it (the
-- profile's full name, else the account's name), its city.
CREATE OR REPLACE FUNCTION lead_search_text(inquiry_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lead_search_text_of(i.custom_name,
           nullif(coalesce(nullif(trim(p.full_name), ''), trim(u.name)), ''), i.property_city)
    FROM inquiries i
    LEFT JOIN users u ON u.id = i.borrower_id
    LEFT JOIN profiles p ON p.id = i.borrower_id
   WHERE i.id = $1
$$;--> statement-breakpoint
-- The existing submissions, before the index (one pass, no index upkeep).
UPDATE "loan_submissions" s SET "search_text" = lead_search_text_of(i.custom_name,
         nullif(coalesce(nullif(trim(p.full_name), ''), trim(u.name)), ''), i.property_city)
  FROM inquiries i
  LEFT JOIN users u ON u.id = i.borrower_id
  LEFT JOIN profiles p ON p.id = i.borrower_id
 WHERE i.id = s.inquiry_id;--> statement-breakpoint
CREATE INDEX "loan_submissions_search_trgm_idx" ON "loan_submissions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- A new submission takes its request's text unless the writer passed it (the bulk seeds do:
-- they load with the request's primary key dropped, bulk-load.ts).
CREATE OR REPLACE FUNCTION loan_submissions_fill_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR NEW.search_text IS NULL THEN
    NEW.search_text := lead_search_text(NEW.inquiry_id);
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER loan_submissions_fill_search_text BEFORE INSERT OR UPDATE OF inquiry_id
  ON loan_submissions FOR EACH ROW EXECUTE FUNCTION loan_submissions_fill_search_text();--> statement-breakpoint
-- A request whose name, city or borrower changes (claimed at confirmation, set null when the
-- account is deleted) rewrites its submissions' text.
CREATE OR REPLACE FUNCTION inquiries_search_text_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  text_now text := lead_search_text(NEW.id);
BEGIN
  UPDATE loan_submissions SET search_text = text_now
   WHERE inquiry_id = NEW.id AND search_text IS DISTINCT FROM text_now;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER inquiries_search_text_changed
  AFTER UPDATE OF custom_name, property_city, borrower_id ON inquiries FOR EACH ROW
  WHEN (OLD.custom_name IS DISTINCT FROM NEW.custom_name
        OR OLD.property_city IS DISTINCT FROM NEW.property_city
        OR OLD.borrower_id IS DISTINCT FROM NEW.borrower_id)
  EXECUTE FUNCTION inquiries_search_text_changed();--> statement-breakpoint
-- A borrower's name changes (the profile's full name: written, changed, removed; the
-- account's name): the texts of their requests' submissions. Statement triggers over the
-- changed rows, so a bulk write is one join, not one lookup a row.
CREATE OR REPLACE FUNCTION lead_search_text_refresh_borrowers(borrowers uuid[]) RETURNS void
  LANGUAGE sql AS $$
  UPDATE loan_submissions s SET search_text = lead_search_text(s.inquiry_id)
    FROM unnest($1) AS b(id)
    JOIN inquiries i ON i.borrower_id = b.id
   WHERE s.inquiry_id = i.id AND cardinality($1) > 0
     AND s.search_text IS DISTINCT FROM lead_search_text(s.inquiry_id)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION profiles_search_text_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM lead_search_text_refresh_borrowers(ARRAY(SELECT id FROM added WHERE full_name IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM lead_search_text_refresh_borrowers(ARRAY(SELECT id FROM removed));
  ELSE
    PERFORM lead_search_text_refresh_borrowers(ARRAY(
      SELECT n.id FROM added n JOIN removed o ON o.id = n.id
       WHERE o.full_name IS DISTINCT FROM n.full_name));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER profiles_search_text_inserted AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_search_text_written();--> statement-breakpoint
CREATE TRIGGER profiles_search_text_updated AFTER UPDATE ON profiles
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_search_text_written();--> statement-breakpoint
CREATE TRIGGER profiles_search_text_deleted AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_search_text_written();--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_search_text_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lead_search_text_refresh_borrowers(ARRAY(
    SELECT n.id FROM added n JOIN removed o ON o.id = n.id WHERE o.name IS DISTINCT FROM n.name));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_search_text_updated AFTER UPDATE ON users
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION users_search_text_updated();
