-- Issue 27, one deal, one outcome: hand-written data step between 0013 (nullable
-- loan_offers.inquiry_id) and 0015 (NOT NULL, composite foreign key, one funded submission and
-- one accepted offer per request). Idempotent.
-- 1. Every offer names its submission's request.
UPDATE "loan_offers" AS o
SET "inquiry_id" = s."inquiry_id"
FROM "loan_submissions" AS s
WHERE s."id" = o."submission_id" AND o."inquiry_id" IS DISTINCT FROM s."inquiry_id";--> statement-breakpoint
-- 2. A request marked funded on several lenders before the rule keeps the latest one funded;
--    the others go back to 'Approved' (nothing is declined or deleted on the borrower's behalf).
UPDATE "loan_submissions" AS s
SET "status" = 'approved_application'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "inquiry_id" ORDER BY "updated_at" DESC, "id") AS n
  FROM "loan_submissions"
  WHERE "status" = 'funded'
) AS ranked
WHERE ranked."id" = s."id" AND ranked.n > 1;--> statement-breakpoint
-- 3. Several accepted offers on one request (not reachable through the service, which locked
--    the request) keep the first accepted; the others become declined.
UPDATE "loan_offers" AS o
SET "state" = 'declined'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "inquiry_id" ORDER BY "closed_at", "id") AS n
  FROM "loan_offers"
  WHERE "state" = 'accepted'
) AS ranked
WHERE ranked."id" = o."id" AND ranked.n > 1;
