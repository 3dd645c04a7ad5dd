CREATE TYPE "public"."review_status" AS ENUM('pending', 'published', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'review.publish';--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'review.reject';--> statement-breakpoint
CREATE TABLE "lender_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"lender_id" uuid NOT NULL,
	"borrower_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"deal_loan_purpose" "loan_purpose",
	"deal_month" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"moderated_at" timestamp with time zone,
	"moderated_by" uuid,
	"reject_reason" text,
	"published_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lender_reviews_submission_key" UNIQUE("submission_id"),
	CONSTRAINT "lender_reviews_rating_range" CHECK ("lender_reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "lender_reviews_deal_month" CHECK ("lender_reviews"."deal_month" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "verified_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "verified_review_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lender_reviews" ADD CONSTRAINT "lender_reviews_submission_id_loan_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."loan_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_reviews" ADD CONSTRAINT "lender_reviews_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_reviews" ADD CONSTRAINT "lender_reviews_borrower_id_users_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_reviews" ADD CONSTRAINT "lender_reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_reviews" ADD CONSTRAINT "lender_reviews_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lender_reviews_published_idx" ON "lender_reviews" USING btree ("lender_id","published_at" DESC NULLS LAST,"id") WHERE "lender_reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "lender_reviews_pending_idx" ON "lender_reviews" USING btree ("posted_at","id") WHERE "lender_reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "lender_reviews_borrower_idx" ON "lender_reviews" USING btree ("borrower_id");--> statement-breakpoint
ALTER TABLE "lenders" ADD CONSTRAINT "lenders_verified_reviews_range" CHECK ("lenders"."verified_review_count" >= 0 AND "lenders"."verified_review_sum" BETWEEN "lenders"."verified_review_count" AND 5 * "lenders"."verified_review_count");--> statement-breakpoint
-- Hand-written (issue 35). updated_at kept current as on every other table.
CREATE TRIGGER lender_reviews_set_updated_at BEFORE UPDATE ON lender_reviews FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
-- The lender's verified review figures are public (PublicLender): the catalogue's change log
-- must see them move (docs/decisions/incremental-catalogue.md). The column list is
-- lenderColumns of src/server/catalogue/public-rows.ts plus is_active; the two confirmed
-- flags (issue 27, read by the catalogue since 0018) are listed here as well.
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
      o.accepting_leads, o.created_at, o.is_active
    ) IS DISTINCT FROM (
      n.slug, n.company_name, n.description, n.website, n.state, n.years_in_business,
      n.total_loans_funded, n.years_in_business_confirmed, n.total_loans_funded_confirmed,
      n.average_funding_time, n.minimum_loan_amount,
      n.maximum_loan_amount, n.review_score, n.total_reviews, n.google_reviews_url,
      n.verified_review_count, n.verified_review_sum,
      n.accepting_leads, n.created_at, n.is_active
    )
  ));
  RETURN NULL;
END;
$$;
