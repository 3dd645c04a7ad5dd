ALTER TYPE "public"."admin_audit_action" ADD VALUE 'user.lender_link' BEFORE 'lender.create';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;