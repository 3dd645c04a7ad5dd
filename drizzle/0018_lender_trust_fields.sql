ALTER TYPE "public"."admin_audit_action" ADD VALUE 'lender.name_approve' BEFORE 'lender.history_add';--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'lender.name_reject' BEFORE 'lender.history_add';--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "pending_company_name" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "years_in_business_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "total_loans_funded_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lenders_company_name_key" ON "lenders" USING btree (lower(btrim("company_name")));