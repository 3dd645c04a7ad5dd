/**
 * The words of a refused lender application (spec 2 'Rejected'), one copy for the lender
 * dashboard's card, the borrower dashboard's notice and the decision mail. There is no
 * self-service reapply, so every place says how to reapply: through our team (issue 28,
 * item 14: the borrower-side notice promised 'reapply from the lender dashboard', where
 * nothing lets a lender reapply).
 */
export const LENDER_REJECTED_COPY = {
  title: "Account Not Approved",
  text: "Unfortunately, your lender application was not approved at this time.",
  next: "If you believe this is a mistake or your situation has changed, contact our team to reapply.",
} as const;
