ALTER TABLE "loan_products" ADD COLUMN "minimum_experience" "experience_years";--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "hard_limits" text[];--> statement-breakpoint
ALTER TABLE "loan_products" ADD CONSTRAINT "loan_products_hard_limits_known" CHECK ("loan_products"."hard_limits" IS NULL OR "loan_products"."hard_limits" <@ ARRAY['state', 'loanAmount', 'creditScore', 'ltv', 'ltc', 'arv', 'propertyType', 'experience']::text[]);--> statement-breakpoint
-- Hand-written (issue 31): the catalogue reads the two new columns, so a change of either logs
-- the lender as changed (0008's function with minimum_experience and hard_limits added).
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
      o.funding_timeline, o.requirements, o.other_borrower_requirements, o.last_updated,
      o.minimum_experience, o.hard_limits
    ) IS DISTINCT FROM (
      n.lender_id, n.product_type, n.is_active, n.collateral_types, n.asset_types,
      n.ltv_purchase_price_max, n.max_ltv, n.max_ltc, n.max_ltarv, n.max_rehab_percentage,
      n.maximum_arv, n.minimum_arv, n.term_min_months, n.term_max_months, n.loan_amount_min,
      n.loan_amount_max, n.minimum_fico, n.lowest_rate, n.highest_rate, n.processing_fee,
      n.underwriting_fee, n.origination_fee, n.loan_durations, n.prepayment_penalty,
      n.funding_timeline, n.requirements, n.other_borrower_requirements, n.last_updated,
      n.minimum_experience, n.hard_limits
    )
  ));
  RETURN NULL;
END;
$$;
