/**
 * Many requests to one lender in one statement (issue 31: the lead list at 10,000 requests),
 * for the API test and the lead-list bench. Request g (1..count): an anonymous, confirmed
 * request of bulk<g>@example.com, amount 100,000 + 10 g, g minutes old, in Waco when g is a
 * multiple of 100 (else Dallas), named 'Bulk deal g' when g is even, declined by the lender
 * when g is a multiple of 3.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "../client";

export async function insertBulkLeads(db: Executor, lenderId: string, count: number) {
  await db.execute(sql`
    WITH made AS (
      INSERT INTO inquiries (user_email, email_confirmed_at, custom_name, loan_amount,
                             loan_purpose, property_state, property_city, created_at)
      SELECT 'bulk' || g || '@example.com', now(),
             CASE WHEN g % 2 = 0 THEN 'Bulk deal ' || g END, 100000 + g * 10,
             'bridge_loan', 'Texas', CASE WHEN g % 100 = 0 THEN 'Waco' ELSE 'Dallas' END,
             now() - make_interval(mins => g)
        FROM generate_series(1, ${count}::int) AS g
      RETURNING id, created_at, loan_amount)
    INSERT INTO loan_submissions (inquiry_id, lender_id, created_at, loan_amount, lender_answer)
    SELECT id, ${lenderId}, created_at, loan_amount,
           CASE WHEN ((loan_amount - 100000) / 10)::int % 3 = 0 THEN 'declined'::lender_answer END
      FROM made`);
}
