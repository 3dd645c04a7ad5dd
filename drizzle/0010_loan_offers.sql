CREATE TYPE "public"."offer_repayment" AS ENUM('interest_only', 'amortizing');--> statement-breakpoint
CREATE TYPE "public"."offer_state" AS ENUM('sent', 'superseded', 'withdrawn', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "loan_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"lender_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"supersedes_id" uuid,
	"state" "offer_state" DEFAULT 'sent' NOT NULL,
	"loan_amount" numeric(14, 2) NOT NULL,
	"interest_rate" numeric(7, 3) NOT NULL,
	"origination_points" numeric(7, 3) NOT NULL,
	"other_fees" numeric(14, 2) NOT NULL,
	"term_months" integer NOT NULL,
	"repayment" "offer_repayment" NOT NULL,
	"max_ltv" numeric(7, 3),
	"max_ltc" numeric(7, 3),
	"max_ltarv" numeric(7, 3),
	"days_to_close" integer NOT NULL,
	"conditions" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_offers_rate_range" CHECK ("loan_offers"."interest_rate" BETWEEN 0 AND 30),
	CONSTRAINT "loan_offers_points_range" CHECK ("loan_offers"."origination_points" BETWEEN 0 AND 10),
	CONSTRAINT "loan_offers_term_range" CHECK ("loan_offers"."term_months" BETWEEN 1 AND 360),
	CONSTRAINT "loan_offers_fees_positive" CHECK ("loan_offers"."other_fees" >= 0),
	CONSTRAINT "loan_offers_amount_positive" CHECK ("loan_offers"."loan_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_submission_id_loan_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."loan_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_supersedes_id_loan_offers_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."loan_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_offers_submission_idx" ON "loan_offers" USING btree ("submission_id","version" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loan_offers_lender_idx" ON "loan_offers" USING btree ("lender_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "loan_offers_submission_version_key" ON "loan_offers" USING btree ("submission_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_offers_one_live_key" ON "loan_offers" USING btree ("submission_id") WHERE "loan_offers"."state" IN ('sent', 'accepted');--> statement-breakpoint
-- Custom (issue 15): keep updated_at current like every other table (set_updated_at, migration 0001).
CREATE TRIGGER loan_offers_set_updated_at BEFORE UPDATE ON loan_offers FOR EACH ROW EXECUTE FUNCTION set_updated_at();
