-- Issue 34: the admin loan-request search's trigram indexes (pg_trgm; PGlite is created with it,
-- src/server/db/pglite-extensions.ts). The thread index with the author side is in 0036.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_custom_name_trgm_idx" ON "inquiries" USING gin (lower("custom_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_user_email_trgm_idx" ON "inquiries" USING gin (lower("user_email") gin_trgm_ops);