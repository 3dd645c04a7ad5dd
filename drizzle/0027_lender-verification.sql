CREATE TYPE "public"."verification_status" AS ENUM('submitted', 'more_info', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'lender.verification_approve';--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'lender.verification_more_info';--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'lender.verification_reject';--> statement-breakpoint
CREATE TABLE "lender_verifications" (
	"lender_id" uuid PRIMARY KEY NOT NULL,
	"status" "verification_status" NOT NULL,
	"entity_name" text NOT NULL,
	"registration_state" text NOT NULL,
	"licences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"funded_loans" jsonb NOT NULL,
	"pledge_version" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"submitted_by" uuid,
	"admin_message" text,
	"checks" text[] DEFAULT '{}'::text[] NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reminded_for" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lender_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "verified_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "verified_checks" text[];--> statement-breakpoint
ALTER TABLE "lender_verifications" ADD CONSTRAINT "lender_verifications_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_verifications" ADD CONSTRAINT "lender_verifications_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_verifications" ADD CONSTRAINT "lender_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lender_verifications_queue_idx" ON "lender_verifications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "stored_files_lender_idx" ON "stored_files" USING btree ("lender_id","created_at");--> statement-breakpoint
-- Issue 35: the public verification is catalogue data, so a change of it patches the
-- catalogue like any other public column (docs/decisions/incremental-catalogue.md). The list
-- keeps 0026's (verified reviews, the two confirmed flags) and adds verification's columns.
CREATE OR REPLACE FUNCTION lenders_catalogue_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_catalogue_changes(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.is_active OR n.is_active) AND (
      o.slug, o.company_name, o.description, o.website, o.state, o.years_in_business,
      o.total_loans_funded, o.years_in_business_confirmed, o.total_loans_funded_confirmed,
      o.average_funding_time, o.minimum_loan_amount,
      o.maximum_loan_amount, o.review_score, o.total_reviews, o.google_reviews_url,
      o.verified_review_count, o.verified_review_sum,
      o.accepting_leads, o.created_at, o.is_active,
      o.verified_at, o.verified_until, o.verified_checks
    ) IS DISTINCT FROM (
      n.slug, n.company_name, n.description, n.website, n.state, n.years_in_business,
      n.total_loans_funded, n.years_in_business_confirmed, n.total_loans_funded_confirmed,
      n.average_funding_time, n.minimum_loan_amount,
      n.maximum_loan_amount, n.review_score, n.total_reviews, n.google_reviews_url,
      n.verified_review_count, n.verified_review_sum,
      n.accepting_leads, n.created_at, n.is_active,
      n.verified_at, n.verified_until, n.verified_checks
    )
  ));
  RETURN NULL;
END;
$$;
