CREATE TABLE "inquiry_email_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"inquiry_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_email_tokens_outcome" CHECK ("inquiry_email_tokens"."outcome" IS NULL OR "inquiry_email_tokens"."outcome" IN ('confirmed', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiry_email_tokens" ADD CONSTRAINT "inquiry_email_tokens_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_email_tokens_inquiry_idx" ON "inquiry_email_tokens" USING btree ("inquiry_id");