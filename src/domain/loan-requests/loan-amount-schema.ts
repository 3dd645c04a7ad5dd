/**
 * The submit form's loan amount as a Zod schema (spec 5 'Loan amount'), kept apart from
 * loan-amount.ts so the pure parsing and reformatting load without Zod.
 */
import { z } from "zod";
import { parseUsdAmount, validateLoanAmount, wholeDollars } from "./loan-amount";

/** Required loan amount between $10,000 and $100,000,000; outputs whole dollars (cents dropped, as the field shows them). */
export const loanAmountSchema = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value, ctx) => {
    const message = validateLoanAmount(value);
    if (message) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return wholeDollars(parseUsdAmount(value) ?? 0);
  });
