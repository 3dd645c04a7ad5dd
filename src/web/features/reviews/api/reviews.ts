/** The review calls (issue 35): the borrower's deals and reviews, the public list, replies, the queue. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  AdminReviewsResponse,
  createReviewBodySchema,
  LenderOwnReviewsResponse,
  LenderReviewsResponse,
  OwnReview,
  PublicReview,
  ReviewableDealsResponse,
  updateReviewBodySchema,
} from "@/domain/contract/reviews";
import { REVIEWS_API } from "@/domain/contract/reviews";
import type { ReviewStatus } from "@/domain/reviews/review-rules";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";

const MINE_KEY = ["reviews", "mine"] as const;
const LENDER_OWN_KEY = ["reviews", "lender-own"] as const;
const ADMIN_KEY = ["reviews", "admin"] as const;

export function useReviewableDeals() {
  return useQuery({
    queryKey: MINE_KEY,
    queryFn: () => api.get<ReviewableDealsResponse>(REVIEWS_API.mine),
  });
}

export type ReviewInput = z.output<typeof updateReviewBodySchema>;

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reviewId: string | null; submissionId: string } & ReviewInput) =>
      input.reviewId
        ? api.patch<{ review: OwnReview }>(REVIEWS_API.one(input.reviewId), {
            rating: input.rating,
            body: input.body,
          })
        : api.post<{ review: OwnReview }>(REVIEWS_API.create, {
            submissionId: input.submissionId,
            rating: input.rating,
            body: input.body,
          } satisfies z.input<typeof createReviewBodySchema>),
    onSuccess: () => {
      notify.success({
        title: "Review sent",
        message: "Your review is published once LenderLane checks it.",
      });
      return queryClient.invalidateQueries({ queryKey: MINE_KEY });
    },
  });
}

export function lenderReviewsQueryOptions(slug: string, page: number) {
  return queryOptions({
    queryKey: ["reviews", "lender", slug, page],
    queryFn: ({ signal }) =>
      api.get<LenderReviewsResponse>(`${REVIEWS_API.ofLender(slug)}?page=${page}`, { signal }),
  });
}

export function useLenderReviews(slug: string, page: number) {
  return useQuery(lenderReviewsQueryOptions(slug, page));
}

export function useLenderOwnReviews() {
  return useQuery({
    queryKey: LENDER_OWN_KEY,
    queryFn: () => api.get<LenderOwnReviewsResponse>(REVIEWS_API.lenderOwn),
  });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; reply: string }) =>
      api.post<{ review: PublicReview }>(REVIEWS_API.reply(input.id), { reply: input.reply }),
    onSuccess: () => {
      notify.success({ title: "Reply posted", message: "Your reply shows under the review." });
      return queryClient.invalidateQueries({ queryKey: LENDER_OWN_KEY });
    },
  });
}

export function useAdminReviews(status: ReviewStatus, page: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, status, page],
    queryFn: () =>
      api.get<AdminReviewsResponse>(`${REVIEWS_API.admin}?status=${status}&page=${page}`),
  });
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: "publish" | "reject"; reason?: string }) =>
      api.post(REVIEWS_API.decision(input.id), {
        decision: input.decision,
        ...(input.reason ? { reason: input.reason } : {}),
      }),
    onSuccess: (_data, input) => {
      notify.success({
        title: input.decision === "publish" ? "Review published" : "Review rejected",
        message:
          input.decision === "publish"
            ? "It now shows on the lender's page."
            : "The borrower sees your reason.",
      });
      return queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
  });
}
