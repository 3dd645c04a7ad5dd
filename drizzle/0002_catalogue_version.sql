CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id")
);
--> statement-breakpoint
-- The one row. Its version goes up in the same transaction as every write to the catalogue,
-- so a reader sees the new version exactly when it can see the new rows.
INSERT INTO "catalogue_version" ("id", "version") VALUES (true, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1, changed_at = now() WHERE id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Statement-level: one bump per INSERT/UPDATE/DELETE/TRUNCATE statement, however many rows it
-- touches (a bulk seed of 10,000 lenders bumps once per batch, not once per row).
CREATE TRIGGER lenders_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lenders FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER loan_products_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON loan_products FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
