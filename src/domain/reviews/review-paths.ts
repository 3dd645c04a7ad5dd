/**
 * The review API's paths (issue 35), apart from the contract's schemas: the public lender page
 * calls one of them, and its first-visit code carries no Zod (bundle budget).
 */
export const REVIEWS_API = {
  create: "/api/reviews",
  mine: "/api/reviews/mine",
  one: (id: string) => `/api/reviews/${id}`,
  ofLender: (slug: string) => `/api/lenders/${encodeURIComponent(slug)}/reviews`,
  lenderOwn: "/api/lender-workspace/reviews",
  reply: (id: string) => `/api/lender-workspace/reviews/${id}/reply`,
  admin: "/api/admin/reviews",
  decision: (id: string) => `/api/admin/reviews/${id}/decision`,
} as const;
