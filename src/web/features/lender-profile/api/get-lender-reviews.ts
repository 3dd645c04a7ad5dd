import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LenderReviewsResponse } from "@/domain/contract/reviews";
import { REVIEWS_API } from "@/domain/reviews/review-paths";
import { REVIEW_PAGE_SIZE } from "@/domain/reviews/review-rules";
import { api, isApiError } from "@/web/lib/api-client";

/** GET /api/lenders/{slug}/reviews?page: published reviews from verified deals (issue 35). */
export function getLenderReviewsQueryOptions(slug: string, page = 1) {
  return queryOptions({
    queryKey: ["lenders", "reviews", slug, page],
    // No such lender: no reviews (the profile's own query shows 'Lender Not Found').
    queryFn: ({ signal }): Promise<LenderReviewsResponse> =>
      api
        .get<LenderReviewsResponse>(`${REVIEWS_API.ofLender(slug)}?page=${page}`, { signal })
        .catch((error: unknown) => {
          if (isApiError(error) && error.status === 404) {
            return { items: [], total: 0, page, pageSize: REVIEW_PAGE_SIZE };
          }
          throw error;
        }),
  });
}

export function useLenderReviews(slug: string, page: number) {
  return useQuery(getLenderReviewsQueryOptions(slug, page));
}
