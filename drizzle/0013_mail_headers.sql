ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;