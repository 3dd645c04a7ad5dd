CREATE TYPE "public"."consent_choice" AS ENUM('agreed', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."consent_kind" AS ENUM('contact', 'terms', 'notifications');--> statement-breakpoint
CREATE TYPE "public"."privacy_request_kind" AS ENUM('export', 'delete');--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"subject_hash" text NOT NULL,
	"email" text,
	"kind" "consent_kind" NOT NULL,
	"choice" "consent_choice" NOT NULL,
	"wording_version" text NOT NULL,
	"scope" text,
	"ip_address" text,
	"user_agent" text,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retain_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "privacy_request_kind" NOT NULL,
	"user_id" uuid,
	"subject_hash" text NOT NULL,
	"user_type" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"retain_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_owner_present";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "borrower_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","given_at");--> statement-breakpoint
CREATE INDEX "consent_records_subject_idx" ON "consent_records" USING btree ("subject_hash");--> statement-breakpoint
CREATE INDEX "consent_records_retain_idx" ON "consent_records" USING btree ("retain_until");--> statement-breakpoint
CREATE INDEX "privacy_requests_requested_idx" ON "privacy_requests" USING btree ("requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "privacy_requests_retain_idx" ON "privacy_requests" USING btree ("retain_until");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_owner_present" CHECK ("inquiries"."borrower_id" IS NOT NULL OR "inquiries"."user_email" IS NOT NULL OR "inquiries"."borrower_deleted_at" IS NOT NULL);