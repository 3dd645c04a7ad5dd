CREATE TYPE "public"."approval_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."experience_years" AS ENUM('none', '1-2', '3-5', 'more_than_5');--> statement-breakpoint
CREATE TYPE "public"."history_change_type" AS ENUM('manual', 'update', 'insert');--> statement-breakpoint
CREATE TYPE "public"."inquiry_status" AS ENUM('pending', 'approved', 'declined');--> statement-breakpoint
CREATE TYPE "public"."loan_purpose" AS ENUM('fix_and_flip', 'bridge_loan', 'rental_property', 'commercial', 'land', 'construction');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('fix_and_flip', 'bridge', 'rental_property', 'commercial', 'land', 'construction', 'others');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('no_reply', 'active_communications', 'submitted_application', 'approved_application', 'funded', 'declined');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('borrower', 'lender', 'admin');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"field_name" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"change_type" "history_change_type" DEFAULT 'update' NOT NULL,
	"notes" text,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lender_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_product_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"field_name" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"change_type" "history_change_type" DEFAULT 'update' NOT NULL,
	"notes" text,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"loan_product_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"borrower_id" uuid,
	"lender_id" uuid,
	"custom_name" text,
	"user_email" text,
	"loan_amount" numeric(14, 2),
	"loan_purpose" "loan_purpose",
	"property_state" text,
	"property_type" text,
	"property_address" text,
	"property_city" text,
	"property_zip" text,
	"timeline_needed" text,
	"additional_notes" text,
	"lender_notes" text,
	"credit_score" integer,
	"investment_type" text,
	"experience_years" "experience_years",
	"status" "inquiry_status" DEFAULT 'pending' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_credit_score_range" CHECK ("inquiries"."credit_score" IS NULL OR "inquiries"."credit_score" BETWEEN 300 AND 850),
	CONSTRAINT "inquiries_loan_amount_positive" CHECK ("inquiries"."loan_amount" IS NULL OR "inquiries"."loan_amount" > 0),
	CONSTRAINT "inquiries_owner_present" CHECK ("inquiries"."borrower_id" IS NOT NULL OR "inquiries"."user_email" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "loan_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"lender_id" uuid NOT NULL,
	"status" "submission_status" DEFAULT 'no_reply' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_submissions_inquiry_lender_key" UNIQUE("inquiry_id","lender_id")
);
--> statement-breakpoint
CREATE TABLE "lenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"company_name" text NOT NULL,
	"slug" text NOT NULL,
	"email" text,
	"phone" text,
	"website" text,
	"description" text,
	"address" text,
	"zip_code" text,
	"license_number" text,
	"state" text,
	"years_in_business" integer,
	"total_loans_funded" integer,
	"average_funding_time" numeric(6, 1),
	"minimum_loan_amount" numeric(14, 2),
	"maximum_loan_amount" numeric(14, 2),
	"review_score" numeric(2, 1),
	"total_reviews" integer,
	"google_reviews_url" text,
	"states_source_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"accepting_leads" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lenders_review_score_range" CHECK ("lenders"."review_score" IS NULL OR "lenders"."review_score" BETWEEN 0 AND 5),
	CONSTRAINT "lenders_slug_format" CHECK ("lenders"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "loan_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lender_id" uuid NOT NULL,
	"product_type" "product_type" NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"collateral_types" text[],
	"asset_types" text[],
	"ltv_purchase_price_max" numeric(7, 3),
	"max_ltv" numeric(7, 3),
	"max_ltc" numeric(7, 3),
	"max_ltarv" numeric(7, 3),
	"max_rehab_percentage" numeric(7, 3),
	"maximum_arv" numeric(14, 2),
	"minimum_arv" numeric(14, 2),
	"term_min_months" integer,
	"term_max_months" integer,
	"loan_amount_min" numeric(14, 2),
	"loan_amount_max" numeric(14, 2),
	"minimum_fico" integer,
	"lowest_rate" numeric(7, 3),
	"highest_rate" numeric(7, 3),
	"processing_fee" text,
	"underwriting_fee" text,
	"origination_fee" text,
	"loan_durations" text,
	"prepayment_penalty" text,
	"funding_timeline" text,
	"requirements" text,
	"other_borrower_requirements" text,
	"source_url" text,
	"last_updated" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_products_lender_type_key" UNIQUE("lender_id","product_type"),
	CONSTRAINT "loan_products_minimum_fico_range" CHECK ("loan_products"."minimum_fico" IS NULL OR "loan_products"."minimum_fico" BETWEEN 300 AND 850)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"phone" text,
	"company_name" text,
	"website" text,
	"credit_score" integer,
	"user_type" "user_type" DEFAULT 'borrower' NOT NULL,
	"approval_status" "approval_status",
	"experience_years" "experience_years",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_credit_score_range" CHECK ("profiles"."credit_score" IS NULL OR "profiles"."credit_score" BETWEEN 300 AND 850)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_history" ADD CONSTRAINT "lender_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_history" ADD CONSTRAINT "lender_history_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_product_history" ADD CONSTRAINT "loan_product_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_product_history" ADD CONSTRAINT "loan_product_history_loan_product_id_loan_products_id_fk" FOREIGN KEY ("loan_product_id") REFERENCES "public"."loan_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_borrower_id_users_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_submissions" ADD CONSTRAINT "loan_submissions_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_submissions" ADD CONSTRAINT "loan_submissions_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lenders" ADD CONSTRAINT "lenders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_products" ADD CONSTRAINT "loan_products_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "lender_history_field_idx" ON "lender_history" USING btree ("lender_id","field_name","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loan_product_history_field_idx" ON "loan_product_history" USING btree ("loan_product_id","field_name","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_borrower_idx" ON "inquiries" USING btree ("borrower_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_anonymous_email_idx" ON "inquiries" USING btree (lower("user_email")) WHERE "inquiries"."borrower_id" IS NULL;--> statement-breakpoint
CREATE INDEX "inquiries_lender_idx" ON "inquiries" USING btree ("lender_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loan_submissions_lender_idx" ON "loan_submissions" USING btree ("lender_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "lenders_slug_key" ON "lenders" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "lenders_user_id_key" ON "lenders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lenders_email_lower_idx" ON "lenders" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "lenders_active_review_idx" ON "lenders" USING btree ("review_score" DESC NULLS LAST,"company_name") WHERE "lenders"."is_active";--> statement-breakpoint
CREATE INDEX "loan_products_type_active_idx" ON "loan_products" USING btree ("product_type","lender_id") WHERE "loan_products"."is_active";--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_email_key" ON "profiles" USING btree ("email");