CREATE TABLE "catalogue_changes" (
	"lender_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_version" ADD COLUMN "reset_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_changes_version_idx" ON "catalogue_changes" USING btree ("version");--> statement-breakpoint
-- Incremental catalogue (docs/decisions/incremental-catalogue.md). The statement-level
-- triggers below see each statement's rows through transition tables and list the lenders
-- whose public data changed; a statement that changes nothing the catalogue reads (a phone
-- number, an e-mail, updated_at alone, or a no-op UPDATE) records nothing and leaves the
-- version alone. The version bump takes the catalogue_version row lock until commit, so
-- versions are handed out in commit order.
DROP TRIGGER IF EXISTS lenders_bump_catalogue_version ON lenders;
--> statement-breakpoint
DROP TRIGGER IF EXISTS loan_products_bump_catalogue_version ON loan_products;
--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_catalogue_version();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_catalogue_changes(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  UPDATE catalogue_version SET version = version + 1, changed_at = now() WHERE id RETURNING version INTO v;
  -- Without the version row (deleted by hand) readers reload in full on every request.
  IF v IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO catalogue_changes (lender_id, version)
    SELECT DISTINCT changed, v FROM unnest(ids) AS changed WHERE changed IS NOT NULL
    ON CONFLICT (lender_id) DO UPDATE SET version = EXCLUDED.version;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lenders_catalogue_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_catalogue_changes(ARRAY(SELECT id FROM new_rows WHERE is_active));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lenders_catalogue_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_catalogue_changes(ARRAY(SELECT id FROM old_rows WHERE is_active));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The columns of src/server/catalogue/public-rows.ts (lenderColumns) plus is_active; not
-- updated_at, which the set_updated_at trigger moves on every UPDATE.
CREATE OR REPLACE FUNCTION lenders_catalogue_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_catalogue_changes(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.is_active OR n.is_active) AND (
      o.slug, o.company_name, o.description, o.website, o.state, o.years_in_business,
      o.total_loans_funded, o.average_funding_time, o.minimum_loan_amount,
      o.maximum_loan_amount, o.review_score, o.total_reviews, o.google_reviews_url,
      o.accepting_leads, o.created_at, o.is_active
    ) IS DISTINCT FROM (
      n.slug, n.company_name, n.description, n.website, n.state, n.years_in_business,
      n.total_loans_funded, n.average_funding_time, n.minimum_loan_amount,
      n.maximum_loan_amount, n.review_score, n.total_reviews, n.google_reviews_url,
      n.accepting_leads, n.created_at, n.is_active
    )
  ));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_products_catalogue_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_catalogue_changes(ARRAY(SELECT lender_id FROM new_rows WHERE is_active));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_products_catalogue_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_catalogue_changes(ARRAY(SELECT lender_id FROM old_rows WHERE is_active));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The columns of productColumns plus is_active; a product moved to another lender changes both.
CREATE OR REPLACE FUNCTION loan_products_catalogue_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_catalogue_changes(ARRAY(
    SELECT unnest(ARRAY[o.lender_id, n.lender_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.is_active OR n.is_active) AND (
      o.lender_id, o.product_type, o.is_active, o.collateral_types, o.asset_types,
      o.ltv_purchase_price_max, o.max_ltv, o.max_ltc, o.max_ltarv, o.max_rehab_percentage,
      o.maximum_arv, o.minimum_arv, o.term_min_months, o.term_max_months, o.loan_amount_min,
      o.loan_amount_max, o.minimum_fico, o.lowest_rate, o.highest_rate, o.processing_fee,
      o.underwriting_fee, o.origination_fee, o.loan_durations, o.prepayment_penalty,
      o.funding_timeline, o.requirements, o.other_borrower_requirements, o.last_updated
    ) IS DISTINCT FROM (
      n.lender_id, n.product_type, n.is_active, n.collateral_types, n.asset_types,
      n.ltv_purchase_price_max, n.max_ltv, n.max_ltc, n.max_ltarv, n.max_rehab_percentage,
      n.maximum_arv, n.minimum_arv, n.term_min_months, n.term_max_months, n.loan_amount_min,
      n.loan_amount_max, n.minimum_fico, n.lowest_rate, n.highest_rate, n.processing_fee,
      n.underwriting_fee, n.origination_fee, n.loan_durations, n.prepayment_penalty,
      n.funding_timeline, n.requirements, n.other_borrower_requirements, n.last_updated
    )
  ));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- TRUNCATE lists no rows: it marks a reset, and readers older than it load afresh.
CREATE OR REPLACE FUNCTION catalogue_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version
    SET version = version + 1, reset_version = version + 1, changed_at = now()
    WHERE id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lenders_catalogue_inserted AFTER INSERT ON lenders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lenders_catalogue_inserted();
--> statement-breakpoint
CREATE TRIGGER lenders_catalogue_updated AFTER UPDATE ON lenders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lenders_catalogue_updated();
--> statement-breakpoint
CREATE TRIGGER lenders_catalogue_deleted AFTER DELETE ON lenders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lenders_catalogue_deleted();
--> statement-breakpoint
CREATE TRIGGER lenders_catalogue_truncated AFTER TRUNCATE ON lenders FOR EACH STATEMENT EXECUTE FUNCTION catalogue_truncated();
--> statement-breakpoint
CREATE TRIGGER loan_products_catalogue_inserted AFTER INSERT ON loan_products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION loan_products_catalogue_inserted();
--> statement-breakpoint
CREATE TRIGGER loan_products_catalogue_updated AFTER UPDATE ON loan_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION loan_products_catalogue_updated();
--> statement-breakpoint
CREATE TRIGGER loan_products_catalogue_deleted AFTER DELETE ON loan_products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION loan_products_catalogue_deleted();
--> statement-breakpoint
CREATE TRIGGER loan_products_catalogue_truncated AFTER TRUNCATE ON loan_products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_truncated();
