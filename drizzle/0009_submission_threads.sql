CREATE TYPE "public"."message_author_side" AS ENUM('borrower', 'lender', 'system');--> statement-breakpoint
CREATE TYPE "public"."message_kind" AS ENUM('text', 'offer_sent', 'offer_revised', 'offer_withdrawn', 'offer_accepted');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('messages', 'offers');--> statement-breakpoint
CREATE TYPE "public"."thread_side" AS ENUM('borrower', 'lender');--> statement-breakpoint
CREATE TABLE "notification_opt_outs" (
	"user_id" uuid NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "submission_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"author_id" uuid,
	"author_side" "message_author_side" NOT NULL,
	"kind" "message_kind" NOT NULL,
	"body" text NOT NULL,
	"offer_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "submission_messages_body_length" CHECK (char_length("submission_messages"."body") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE TABLE "submission_reads" (
	"submission_id" uuid NOT NULL,
	"side" "thread_side" NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "submission_reads_submission_side_key" UNIQUE("submission_id","side")
);
--> statement-breakpoint
CREATE TABLE "thread_digests" (
	"submission_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	CONSTRAINT "thread_digests_submission_id_recipient_id_pk" PRIMARY KEY("submission_id","recipient_id")
);
--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_messages" ADD CONSTRAINT "submission_messages_submission_id_loan_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."loan_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_messages" ADD CONSTRAINT "submission_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_reads" ADD CONSTRAINT "submission_reads_submission_id_loan_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."loan_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_digests" ADD CONSTRAINT "thread_digests_submission_id_loan_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."loan_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_digests" ADD CONSTRAINT "thread_digests_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_messages_thread_idx" ON "submission_messages" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_messages_created_idx" ON "submission_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "submission_messages_offer_idx" ON "submission_messages" USING btree ("offer_id") WHERE "submission_messages"."offer_id" IS NOT NULL;