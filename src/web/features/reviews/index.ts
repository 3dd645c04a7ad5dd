/**
 * The reviews feature's public names (issue 35): the borrower's 'Review your lenders', the
 * lender dashboard's replies and the admin queue. Each loads as a chunk of its own (the form
 * kit and the contract's Zod schemas stay out of the pages that import this file).
 */
import { lazy } from "react";

export const MyReviews = lazy(() =>
  import("./components/my-reviews").then((m) => ({ default: m.MyReviews })),
);
export const LenderReviewReplies = lazy(() =>
  import("./components/lender-review-replies").then((m) => ({ default: m.LenderReviewReplies })),
);
export const ReviewQueueScreen = lazy(() =>
  import("./components/review-queue-screen").then((m) => ({ default: m.ReviewQueueScreen })),
);
