-- Issue 34: the admin loan-request search's trigram indexes (pg_trgm; PGlite is created with it,
-- src/server/db/pglite-extensions.ts) and the thread index with the author side, so unread
-- counts read a thread's entries from the index alone.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "submission_messages_thread_idx";--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_custom_name_trgm_idx" ON "inquiries" USING gin (lower("custom_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_user_email_trgm_idx" ON "inquiries" USING gin (lower("user_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "submission_messages_thread_idx" ON "submission_messages" USING btree ("submission_id","created_at","author_side");