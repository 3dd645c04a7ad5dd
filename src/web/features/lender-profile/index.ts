/** The lender profile feature's public names: the page, its data and its late part. */

export { getLenderProfileQueryOptions } from "./api/get-lender-profile";
export { getLenderReviewsQueryOptions } from "./api/get-lender-reviews";
export { LenderProfilePage } from "./components/lender-profile-page";
export { preloadAiNote } from "./components/overview-section";
