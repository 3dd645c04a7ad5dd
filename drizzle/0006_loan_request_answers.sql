CREATE TYPE "public"."lender_answer" AS ENUM('interested', 'declined');--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "loan_submissions" ADD COLUMN "lender_answer" "lender_answer";--> statement-breakpoint
ALTER TABLE "loan_submissions" ADD COLUMN "lender_note" text;--> statement-breakpoint
ALTER TABLE "loan_submissions" ADD COLUMN "answered_at" timestamp with time zone;