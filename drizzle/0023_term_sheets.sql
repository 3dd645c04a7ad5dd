CREATE TYPE "public"."offer_interest_on" AS ENUM('drawn', 'full');--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "processing_fee" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "underwriting_fee" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "rehab_holdback" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "draw_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "draw_fee" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "interest_on" "offer_interest_on" DEFAULT 'drawn' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "minimum_interest_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "extension_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "extension_fee_percent" numeric(7, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "exit_fee_percent" numeric(7, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "prepayment_penalty" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "reserves" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "retrade" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_holdback_range" CHECK ("loan_offers"."rehab_holdback" >= 0 AND "loan_offers"."rehab_holdback" < "loan_offers"."loan_amount");--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_extra_fees_positive" CHECK ("loan_offers"."processing_fee" >= 0 AND "loan_offers"."underwriting_fee" >= 0 AND "loan_offers"."draw_fee" >= 0 AND "loan_offers"."reserves" >= 0);--> statement-breakpoint
-- Hand-written data step (issue 32): offers accepted before accepted_at existed were accepted when they closed.
UPDATE "loan_offers" SET "accepted_at" = "closed_at" WHERE "state" = 'accepted' AND "accepted_at" IS NULL;
