ALTER TYPE "public"."admin_audit_action" ADD VALUE 'lender.self_update';--> statement-breakpoint
ALTER TABLE "admin_audit" ADD COLUMN "actor_name" text;--> statement-breakpoint
CREATE INDEX "admin_audit_at_idx" ON "admin_audit" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);