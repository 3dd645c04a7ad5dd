CREATE TYPE "public"."admin_audit_action" AS ENUM('user.approve', 'user.reject', 'lender.create', 'lender.update', 'lender.delete', 'lender.field_update', 'lender.history_add', 'lender.history_edit', 'lender.history_delete');--> statement-breakpoint
CREATE TYPE "public"."admin_audit_target_type" AS ENUM('user', 'lender');--> statement-breakpoint
CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" "admin_audit_action" NOT NULL,
	"target_type" "admin_audit_target_type" NOT NULL,
	"target_id" uuid NOT NULL,
	"target_label" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_target_idx" ON "admin_audit" USING btree ("target_type","target_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lenders_company_name_lower_idx" ON "lenders" USING btree (lower("company_name"),"id");--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "profiles_approval_created_idx" ON "profiles" USING btree ("approval_status","created_at" DESC NULLS LAST,"id");