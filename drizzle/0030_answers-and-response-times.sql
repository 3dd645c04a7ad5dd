ALTER TYPE "public"."notification_kind" ADD VALUE 'next_steps';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'reminders';--> statement-breakpoint
CREATE TABLE "lender_response_stats" (
	"lender_id" uuid PRIMARY KEY NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"median_minutes" integer,
	"p90_minutes" integer,
	"within_day_share" real,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "next_step_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_submissions" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "loan_submissions" ADD COLUMN "decline_reason_text" text;--> statement-breakpoint
ALTER TABLE "loan_submissions" ADD COLUMN "first_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lender_response_stats" ADD CONSTRAINT "lender_response_stats_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_submissions_created_idx" ON "loan_submissions" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "loan_submissions" ADD CONSTRAINT "loan_submissions_decline_reason" CHECK ("loan_submissions"."decline_reason" IS NULL OR "loan_submissions"."decline_reason" IN ('outside_area', 'amount_too_small', 'amount_too_large', 'property_type', 'credit', 'experience', 'loan_to_value', 'not_lending_now', 'other'));--> statement-breakpoint
-- Issue 35, hand-written. Earlier answers get their first substantive answer: a decline
-- (before reasons existed every decline counts), an 'interested' answer with a note, or the
-- first offer sent.
UPDATE "loan_submissions" s SET "first_answered_at" = least(
  CASE WHEN s."lender_answer" = 'declined'
    OR (s."lender_answer" = 'interested' AND coalesce(s."lender_note", '') <> '')
    THEN s."answered_at" END,
  (SELECT min(o."created_at") FROM "loan_offers" o WHERE o."submission_id" = s."id")
);
--> statement-breakpoint
-- The catalogue shows the figures with the lender: a change of one lists the lender in
-- catalogue_changes (docs/decisions/incremental-catalogue.md); computed_at and reminded_at
-- alone record nothing. Only active lenders are listed (as for lenders' own triggers).
CREATE OR REPLACE FUNCTION lender_response_stats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM record_catalogue_changes(ARRAY(SELECT lender_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM record_catalogue_changes(ARRAY(SELECT lender_id FROM old_rows));
  ELSE
    PERFORM record_catalogue_changes(ARRAY(
      SELECT n.lender_id FROM new_rows n JOIN old_rows o ON o.lender_id = n.lender_id
      WHERE (o.answered, o.median_minutes, o.p90_minutes, o.within_day_share)
        IS DISTINCT FROM (n.answered, n.median_minutes, n.p90_minutes, n.within_day_share)
    ));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lender_response_stats_inserted AFTER INSERT ON lender_response_stats
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lender_response_stats_changed();
--> statement-breakpoint
CREATE TRIGGER lender_response_stats_updated AFTER UPDATE ON lender_response_stats
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lender_response_stats_changed();
--> statement-breakpoint
CREATE TRIGGER lender_response_stats_deleted AFTER DELETE ON lender_response_stats
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lender_response_stats_changed();
