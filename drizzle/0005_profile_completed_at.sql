-- profiles.completed_at: when 'Complete Your Profile' was done, set once by the complete-profile
-- service (issue 10 item 5: blanking the name used to let it run again and change the role).
-- Profiles that already have a non-blank full name were completed before this column existed:
-- they count as completed, dated by their last update.
ALTER TABLE "profiles" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "profiles" SET "completed_at" = "updated_at" WHERE btrim(coalesce("full_name", '')) <> '';
