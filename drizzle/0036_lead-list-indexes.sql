DROP INDEX "loan_submissions_lender_idx";--> statement-breakpoint
DROP INDEX "submission_messages_thread_idx";--> statement-breakpoint
ALTER TABLE "loan_submissions" ADD COLUMN "loan_amount" numeric(14, 2);--> statement-breakpoint
CREATE INDEX "loan_submissions_lender_amount_idx" ON "loan_submissions" USING btree ("lender_id","loan_amount" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loan_submissions_lender_idx" ON "loan_submissions" USING btree ("lender_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submission_messages_thread_idx" ON "submission_messages" USING btree ("submission_id","created_at","author_side");--> statement-breakpoint
-- Hand-written (issue 31): the requests' amounts onto their submissions, then kept in step.
UPDATE "loan_submissions" s SET "loan_amount" = i."loan_amount"
  FROM "inquiries" i WHERE i."id" = s."inquiry_id" AND i."loan_amount" IS NOT NULL;--> statement-breakpoint
-- A new submission takes its request's amount unless the writer passed it (the bulk seeds do:
-- they load with the request's primary key dropped, bulk-load.ts).
CREATE OR REPLACE FUNCTION loan_submissions_copy_amount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.loan_amount IS NULL THEN
    SELECT i.loan_amount INTO NEW.loan_amount FROM inquiries i WHERE i.id = NEW.inquiry_id;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER loan_submissions_copy_amount BEFORE INSERT ON loan_submissions
  FOR EACH ROW EXECUTE FUNCTION loan_submissions_copy_amount();--> statement-breakpoint
-- A request whose amount changes carries it to every submission of it.
CREATE OR REPLACE FUNCTION inquiries_amount_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE loan_submissions SET loan_amount = NEW.loan_amount
   WHERE inquiry_id = NEW.id AND loan_amount IS DISTINCT FROM NEW.loan_amount;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER inquiries_amount_changed AFTER UPDATE OF loan_amount ON inquiries
  FOR EACH ROW WHEN (OLD.loan_amount IS DISTINCT FROM NEW.loan_amount)
  EXECUTE FUNCTION inquiries_amount_changed();
