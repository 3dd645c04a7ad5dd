CREATE TYPE "public"."pipeline_stage" AS ENUM('new', 'reviewing', 'term_sheet_sent', 'in_underwriting', 'closed_won', 'closed_lost');--> statement-breakpoint
CREATE TABLE "submission_pipeline_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"field_name" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"change_type" "history_change_type" DEFAULT 'update' NOT NULL,
	"notes" text,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_pipelines" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"lender_id" uuid NOT NULL,
	"stage" "pipeline_stage" DEFAULT 'new' NOT NULL,
	"notes" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_pipeline_history" ADD CONSTRAINT "submission_pipeline_history_submission_id_loan_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."loan_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_pipeline_history" ADD CONSTRAINT "submission_pipeline_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_pipelines" ADD CONSTRAINT "submission_pipelines_submission_id_loan_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."loan_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_pipelines" ADD CONSTRAINT "submission_pipelines_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_pipelines" ADD CONSTRAINT "submission_pipelines_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_pipeline_history_idx" ON "submission_pipeline_history" USING btree ("submission_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submission_pipelines_lender_stage_idx" ON "submission_pipelines" USING btree ("lender_id","stage");--> statement-breakpoint
CREATE INDEX "loan_submissions_lender_unanswered_idx" ON "loan_submissions" USING btree ("lender_id","created_at") WHERE "loan_submissions"."lender_answer" IS NULL;