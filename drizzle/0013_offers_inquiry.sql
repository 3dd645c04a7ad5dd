ALTER TYPE "public"."message_kind" ADD VALUE 'offers_closed';--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "inquiry_id" uuid;--> statement-breakpoint
ALTER TABLE "loan_submissions" ADD CONSTRAINT "loan_submissions_id_inquiry_key" UNIQUE("id","inquiry_id");