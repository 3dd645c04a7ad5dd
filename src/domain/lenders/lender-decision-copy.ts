/**
 * The words of a refused lender application (spec 2 'Rejected'), one copy for the lender
 * dashboard's card, the borrower dashboard's notice and the decision mail (issue 28, item 14:
 * they promised 'reapply from the lender dashboard', where nothing let a lender reapply; the
 * card now has the Reapply button, POST /api/lender-workspace/reapply).
 */
export const LENDER_REJECTED_COPY = {
  title: "Account Not Approved",
  text: "Unfortunately, your lender application was not approved at this time.",
  next: "If you believe this is a mistake or your situation has changed, contact our team or reapply from the lender dashboard.",
  reapply: "Reapply",
  reapplied: {
    title: "Application sent again",
    text: "Your lender account is pending review again. We'll email you once our team decides.",
  },
} as const;
